import { extractInvoice } from "../../../core/invoice/extraction/extract-invoice";
import { type OcrPage, ocrPagesToDocument } from "../../../core/invoice/extraction/ocr-words";
import { extractPdf } from "../../../core/invoice/extraction/pdf/extract-pdf";
import type { InvoiceExtraction } from "../../../core/invoice/extraction/types";
import {
  createLocalOcrWorker,
  type LocalOcrWorker,
  ocrPageImage,
  terminateLocalOcrWorker,
} from "../extract-ocr";
import { renderCleanPages } from "./scan-render";

/** The browser's render scale for OCR (client/features/invoice-ocr/ocr-canvases.ts OCR_SCALE). */
const OCR_SCALE = 2.5;

export interface PdfRead {
  readonly extraction: InvoiceExtraction | null;
  /** Null when read; "no text layer" / "OCR" / the reader's error otherwise. */
  readonly note: string | null;
}

/**
 * Reads a PDF as the product does: the text layer, and when extractPdf finds none usable (a scan, a
 * layer of garbage, ADR 265) the pages rendered and OCRed as the browser does. One tesseract worker
 * is started on the first such PDF and ended by `close`.
 */
export interface PdfReader {
  readonly read: (bytes: Uint8Array) => Promise<PdfRead>;
  readonly close: () => Promise<void>;
}

export function createPdfReader(withOcr: boolean): PdfReader {
  let worker: Promise<LocalOcrWorker> | undefined;
  return {
    async read(bytes) {
      const read = await extractPdf(bytes.slice());
      if (!read.ok) return { extraction: null, note: read.error };
      if (read.value.extraction || !withOcr)
        return { extraction: read.value.extraction, note: read.value.extraction ? null : "no text layer" };
      worker ??= createLocalOcrWorker();
      const local = await worker;
      const pages: OcrPage[] = [];
      for (const [index, image] of (await renderCleanPages(bytes.slice(), OCR_SCALE)).entries())
        pages.push(await ocrPageImage(local, image.png, { ...image, pageNumber: index + 1 }, true, pages));
      return {
        extraction: extractInvoice(ocrPagesToDocument(pages), "ocr"),
        note: "OCR (no usable text layer)",
      };
    },
    async close() {
      if (worker) await terminateLocalOcrWorker(await worker);
    },
  };
}
