import { readEmbeddedEInvoice } from "../einvoice/read-einvoice";
import { type ExtractOptions, extractInvoice } from "../extract-invoice";
import type { InvoiceExtraction, PageSize } from "../types";
import { PDF_ERROR_MESSAGES, type PdfReadError, readPdf } from "./read-pdf";
import { readTextLayerQuality } from "./text-layer-quality";

/** Fewer words than this on every page means a scan: the pages need OCR. */
export const MIN_TEXT_LAYER_WORDS = 12;

export interface PdfExtraction {
  /** Null for a PDF without a usable text layer (none, or glyphs mapped to garbage): the caller OCRs the pages. */
  readonly extraction: InvoiceExtraction | null;
  readonly pageCount: number;
  readonly pages: readonly PageSize[];
}

export type PdfExtractionResult =
  | { ok: true; value: PdfExtraction }
  | { ok: false; error: string; code: PdfReadError };

/**
 * A PDF's invoice: the embedded e-invoice when there is one (exact), else the text layer. A PDF
 * without a usable text layer gives `extraction: null`: the caller OCRs the pages and calls
 * extractInvoice.
 * The Worker's upload pipeline and the browser both read PDFs through this one function.
 */
export async function extractPdf(
  bytes: Uint8Array,
  options: ExtractOptions = {},
): Promise<PdfExtractionResult> {
  const read = await readPdf(bytes);
  if (!read.ok) return { ok: false, error: PDF_ERROR_MESSAGES[read.error], code: read.error };
  const { document, pageCount, attachments } = read.value;
  const pages = document.pages;
  const embedded = readEmbeddedEInvoice(attachments);
  if (embedded?.ok) return { ok: true, value: { extraction: embedded.value, pageCount, pages } };
  // A text layer of garbage (unmapped glyphs, shifted letters) is no text either: OCR reads the page.
  if (document.words.length < MIN_TEXT_LAYER_WORDS || !readTextLayerQuality(document.words).usable)
    return { ok: true, value: { extraction: null, pageCount, pages } };
  return {
    ok: true,
    value: { extraction: extractInvoice(document, "text-layer", options), pageCount, pages },
  };
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
