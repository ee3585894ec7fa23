import { readEmbeddedEInvoice } from "../einvoice/read-einvoice";
import { extractInvoice } from "../extract-invoice";
import type { InvoiceExtraction } from "../types";
import { PDF_ERROR_MESSAGES, readPdf } from "./read-pdf";

/** Fewer words than this on every page means a scan: the pages need OCR. */
export const MIN_TEXT_LAYER_WORDS = 12;

export type PdfExtractionResult =
  | { ok: true; value: { extraction: InvoiceExtraction; pageCount: number } }
  | { ok: true; value: { extraction: null; pageCount: number } }
  | { ok: false; error: string };

/**
 * A PDF's invoice: the embedded e-invoice when there is one (exact), else the text layer. A PDF
 * without a text layer gives `extraction: null`: the caller OCRs the pages and calls extractInvoice.
 */
export async function extractPdf(bytes: Uint8Array): Promise<PdfExtractionResult> {
  const read = await readPdf(bytes);
  if (!read.ok) return { ok: false, error: PDF_ERROR_MESSAGES[read.error] };
  const { document, pageCount, attachments } = read.value;
  const embedded = readEmbeddedEInvoice(attachments);
  if (embedded?.ok) return { ok: true, value: { extraction: embedded.value, pageCount } };
  if (document.words.length < MIN_TEXT_LAYER_WORDS)
    return { ok: true, value: { extraction: null, pageCount } };
  return { ok: true, value: { extraction: extractInvoice(document, "text-layer"), pageCount } };
}

export type FileKind = "pdf" | "png" | "jpeg" | "xml" | "unknown";

/** The kind of an upload by its first bytes, never by its name (SECURITY.md Files). */
export function detectFileKind(bytes: Uint8Array): FileKind {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  if (head.includes("%PDF-")) return "pdf";
  if (bytes[0] === 0x89 && head.slice(1, 4) === "PNG") return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (/^(\uFEFF|\xEF\xBB\xBF)?\s*</.test(head)) return "xml";
  return "unknown";
}
