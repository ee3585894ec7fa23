import { type ExtractOptions, extractInvoice } from "../../core/invoice/extraction/extract-invoice";
import { type OcrPage, ocrPagesToDocument } from "../../core/invoice/extraction/ocr-words";
import type { InvoiceExtraction, PageSize } from "../../core/invoice/extraction/types";
import { loadExtractionOptions } from "./extraction-options";
import type { OwnedInvoice } from "./invoice-records";
import type { InvoiceStorage } from "./invoice-storage";
import { ocrWordsKey } from "./r2-keys";
import { readInvoiceFile } from "./read-invoice-file";
import type { FileProblem } from "./upload-limits";
import { classifyUpload } from "./upload-limits";

export type ReextractResult =
  | { ok: true; value: { extraction: InvoiceExtraction | null; pages: readonly PageSize[] } }
  | { ok: false; error: FileProblem };

/** Extraction from OCR words, exactly as the browser-only demo does it. */
export function extractFromOcr(
  pages: readonly OcrPage[],
  options: ExtractOptions = {},
): {
  extraction: InvoiceExtraction;
  pages: PageSize[];
} {
  const document = ocrPagesToDocument(pages);
  return { extraction: extractInvoice(document, "ocr", options), pages: [...document.pages] };
}

/**
 * Runs the extraction again on a stored invoice: from the original for text PDFs and XML, from the
 * stored OCR words for scans (the browser does not need to OCR again). Scans without words stay
 * waiting for OCR (`extraction: null`).
 */
export async function reextractInvoice(
  storage: InvoiceStorage,
  owned: OwnedInvoice,
): Promise<ReextractResult> {
  const { document, invoice } = owned;
  if (!document) return { ok: false, error: { code: "file_missing", message: "The original file is gone." } };
  const object = await storage.files.get(document.r2Key);
  if (!object) return { ok: false, error: { code: "file_missing", message: "The original file is gone." } };
  const bytes = new Uint8Array(await object.arrayBuffer());
  const classified = classifyUpload(bytes);
  if (!classified.ok) return classified;
  const options = await loadExtractionOptions(storage.db, invoice.userId);
  const read = await readInvoiceFile(bytes, classified.value.kind, classified.value.imageSize, options);
  if (!read.ok || read.value.extraction) return read;
  const words = await storage.files.get(ocrWordsKey(invoice.userId, document.id));
  if (!words) return read;
  return { ok: true, value: extractFromOcr((await words.json()) as OcrPage[], options) };
}
