import { m } from "../../../core/i18n/messages";
import { readEInvoice } from "../../../core/invoice/extraction/einvoice/read-einvoice";
import { extractInvoice } from "../../../core/invoice/extraction/extract-invoice";
import { ocrPagesToDocument } from "../../../core/invoice/extraction/ocr-words";
import { detectFileKind, extractPdf } from "../../../core/invoice/extraction/pdf/extract-pdf";
import type { InvoiceExtraction } from "../../../core/invoice/extraction/types";
import { OCR_SCALE, ocrCanvases, type PageProgress } from "./ocr-canvases";
import { canvasToUrl, imageToCanvas, type PreviewPage, renderPdfPages } from "./render-pages";

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
/** Reads one invoice entirely in the browser: nothing is uploaded or stored. */
export async function processFile(
  file: File,
  onProgress: (pages: PageProgress[]) => void,
): Promise<ProcessResult> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = detectFileKind(bytes);
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

  if (kind === "png" || kind === "jpeg") {
    const canvas = await imageToCanvas(file);
    const [page] = await ocrCanvases([canvas], onProgress);
    if (!page) return { ok: false, error: m.ocr_no_text() };
    const url = await canvasToUrl(canvas);
    return {
      ok: true,
      value: {
        extraction: extractInvoice(ocrPagesToDocument([page]), "ocr"),
        pages: [{ pageNumber: 1, url, width: page.width, height: page.height }],
        xml: null,
      },
    };
  }

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
