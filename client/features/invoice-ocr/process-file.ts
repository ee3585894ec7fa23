import { m } from "../../../core/i18n/messages";
import { readEInvoice } from "../../../core/invoice/extraction/einvoice/read-einvoice";
import { extractInvoice } from "../../../core/invoice/extraction/extract-invoice";
import { ocrPagesToDocument } from "../../../core/invoice/extraction/ocr-words";
import { detectFileKind, extractPdf } from "../../../core/invoice/extraction/pdf/extract-pdf";
import { isHeic } from "../../../core/invoice/extraction/photo/heic";
import type { InvoiceExtraction } from "../../../core/invoice/extraction/types";
import { OCR_SCALE, ocrCanvases, type PageProgress } from "./ocr-canvases";
import {
  canvasToUrl,
  imageToCanvas,
  MAX_PREVIEW_PAGES,
  type PreviewPage,
  renderPdfPages,
} from "./render-pages";

export interface ProcessedFile {
  readonly extraction: InvoiceExtraction;
  readonly pages: readonly PreviewPage[];
  readonly xml: string | null;
}

export type { PageProgress };

export type ProcessResult = { ok: true; value: ProcessedFile } | { ok: false; error: string };

const LIMITS = {
  pdf: 20 * 1024 * 1024,
  png: 10 * 1024 * 1024,
  jpeg: 10 * 1024 * 1024,
  xml: 5 * 1024 * 1024,
} as const;
/** A photo as the browser draws it, or why it cannot; HEIC only where the browser decodes it (Safari). */
async function readPhoto(
  file: File,
): Promise<{ ok: true; canvas: HTMLCanvasElement } | { ok: false; error: string }> {
  const bytes = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
  const kind = detectFileKind(bytes);
  const heic = kind === "unknown" && isHeic(bytes);
  if (kind !== "png" && kind !== "jpeg" && !heic) return { ok: false, error: m.ocr_several_only_photos() };
  if (file.size > LIMITS.jpeg)
    return { ok: false, error: m.ocr_too_large({ megabytes: LIMITS.jpeg / 1024 / 1024, kind: "JPEG" }) };
  try {
    return { ok: true, canvas: await imageToCanvas(file) };
  } catch (error) {
    if (heic) return { ok: false, error: m.ocr_heic_unsupported() };
    throw error;
  }
}

/** Photos OCRed as the pages of one document, in the order given. */
async function readPhotos(
  canvases: readonly HTMLCanvasElement[],
  onProgress: (pages: PageProgress[]) => void,
): Promise<ProcessResult> {
  const pages = await ocrCanvases(canvases, onProgress, { photos: true });
  if (pages.length === 0) return { ok: false, error: m.ocr_no_text() };
  const previews = await Promise.all(
    canvases.map(async (canvas, index) => ({
      pageNumber: index + 1,
      url: await canvasToUrl(canvas),
      width: pages[index]?.width ?? canvas.width,
      height: pages[index]?.height ?? canvas.height,
    })),
  );
  return {
    ok: true,
    value: { extraction: extractInvoice(ocrPagesToDocument(pages), "ocr"), pages: previews, xml: null },
  };
}

/**
 * Several photos (a long receipt in parts, an invoice's pages) read as one document, in file-name
 * order: a phone numbers its photos as they are taken.
 */
export async function processPhotos(
  files: readonly File[],
  onProgress: (pages: PageProgress[]) => void,
): Promise<ProcessResult> {
  if (files.length > MAX_PREVIEW_PAGES)
    return { ok: false, error: m.ocr_too_many_photos({ count: MAX_PREVIEW_PAGES }) };
  const ordered = [...files].sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
  const canvases: HTMLCanvasElement[] = [];
  for (const file of ordered) {
    const photo = await readPhoto(file);
    if (!photo.ok) return photo;
    canvases.push(photo.canvas);
  }
  return readPhotos(canvases, onProgress);
}

/** Reads one invoice entirely in the browser: nothing is uploaded or stored. */
export async function processFile(
  file: File,
  onProgress: (pages: PageProgress[]) => void,
): Promise<ProcessResult> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = detectFileKind(bytes);
  if (kind === "unknown" && isHeic(bytes)) return processPhotos([file], onProgress);
  if (kind === "unknown") return { ok: false, error: m.ocr_wrong_kind() };
  if (bytes.byteLength > LIMITS[kind])
    return {
      ok: false,
      error: m.ocr_too_large({ megabytes: LIMITS[kind] / 1024 / 1024, kind: kind.toUpperCase() }),
    };

  if (kind === "xml") {
    const xml = new TextDecoder().decode(bytes);
    const result = readEInvoice(xml);
    return result.ok ? { ok: true, value: { extraction: result.value, pages: [], xml } } : result;
  }

  if (kind === "png" || kind === "jpeg") return readPhotos([await imageToCanvas(file)], onProgress);

  const pdf = await extractPdf(bytes);
  if (!pdf.ok) return pdf;
  if (pdf.value.extraction) {
    onProgress([{ page: 1, label: m.ocr_reading_text_layer(), progress: 1 }]);
    const rendered = await renderPdfPages(bytes, 1.5);
    const pages = await Promise.all(
      rendered.map(async (page, index) => ({
        pageNumber: index + 1,
        url: await canvasToUrl(page.canvas),
        width: page.pointWidth,
        height: page.pointHeight,
      })),
    );
    return { ok: true, value: { extraction: pdf.value.extraction, pages, xml: null } };
  }
  const rendered = await renderPdfPages(bytes, OCR_SCALE);
  const ocrPages = await ocrCanvases(
    rendered.map((page) => page.canvas),
    onProgress,
  );
  const pages = await Promise.all(
    rendered.map(async (page, index) => ({
      pageNumber: index + 1,
      url: await canvasToUrl(page.canvas),
      width: ocrPages[index]?.width ?? page.canvas.width,
      height: ocrPages[index]?.height ?? page.canvas.height,
    })),
  );
  return {
    ok: true,
    value: { extraction: extractInvoice(ocrPagesToDocument(ocrPages), "ocr"), pages, xml: null },
  };
}
