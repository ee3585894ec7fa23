import { readEInvoice } from "../../core/invoice/extraction/einvoice/read-einvoice";
import type { ExtractOptions } from "../../core/invoice/extraction/extract-invoice";
import { extractPdf } from "../../core/invoice/extraction/pdf/extract-pdf";
import type { PdfReadError } from "../../core/invoice/extraction/pdf/read-pdf";
import type { InvoiceExtraction, PageSize } from "../../core/invoice/extraction/types";
import type { FileProblem, UploadKind } from "./upload-limits";

export type ReadInvoiceResult =
  | { ok: true; value: { extraction: InvoiceExtraction | null; pages: readonly PageSize[] } }
  | { ok: false; error: FileProblem };

const PDF_ERROR_CODES: Readonly<Record<PdfReadError, string>> = {
  "not-a-pdf": "unsupported_type",
  empty: "empty_file",
  "too-large": "file_too_large",
  "too-many-pages": "too_many_pages",
  "too-many-objects": "over_budget",
  "inflates-too-much": "over_budget",
  "too-slow": "over_budget",
  encrypted: "encrypted_pdf",
  corrupt: "corrupt_file",
};

async function readPdfInvoice(bytes: Uint8Array, options: ExtractOptions): Promise<ReadInvoiceResult> {
  const read = await extractPdf(bytes, options);
  if (!read.ok) return { ok: false, error: { code: PDF_ERROR_CODES[read.code], message: read.error } };
  // extraction null: a scan. The browser OCRs it and posts the words (docs/decisions/081).
  return { ok: true, value: { extraction: read.value.extraction, pages: read.value.pages } };
}

function readXmlInvoice(bytes: Uint8Array): ReadInvoiceResult {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return { ok: false, error: { code: "corrupt_file", message: "This XML file is not valid UTF-8 text." } };
  }
  const result = readEInvoice(text);
  if (!result.ok) return { ok: false, error: { code: "not_an_invoice", message: result.error } };
  return { ok: true, value: { extraction: result.value, pages: [] } };
}

/**
 * Reads one accepted file: an e-invoice exactly, a text PDF from its text layer, and for a scan or
 * an image `extraction: null` (it needs OCR). Pure apart from parsing: nothing is stored here.
 */
export async function readInvoiceFile(
  bytes: Uint8Array,
  kind: UploadKind,
  imageSize: { width: number; height: number } | null,
  options: ExtractOptions = {},
): Promise<ReadInvoiceResult> {
  if (kind === "pdf") return readPdfInvoice(bytes, options);
  if (kind === "xml") return readXmlInvoice(bytes);
  const size = imageSize ?? { width: 1, height: 1 };
  return { ok: true, value: { extraction: null, pages: [{ page: 1, ...size }] } };
}
