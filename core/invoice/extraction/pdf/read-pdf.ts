import { MAX_EINVOICE_XML_BYTES } from "../einvoice/read-einvoice";
import { type PdfPageText, pdfTextToDocument } from "../pdf-words";
import type { DocumentWords } from "../types";
import { checkPdfBudget, PDF_BUDGET, type PdfBudget } from "./pdf-budget";

export const PDF_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  maxPages: 50,
  // An embedded e-invoice is read as one (docs/decisions/212).
  maxAttachmentBytes: MAX_EINVOICE_XML_BYTES,
  ...PDF_BUDGET,
} as const satisfies PdfBudget & Record<string, number>;

export type PdfReadError =
  | "not-a-pdf"
  | "empty"
  | "too-large"
  | "too-many-pages"
  | "too-many-objects"
  | "inflates-too-much"
  | "too-slow"
  | "encrypted"
  | "corrupt";

export const PDF_ERROR_MESSAGES: Readonly<Record<PdfReadError, string>> = {
  "not-a-pdf": "This file is not a PDF (it does not start with %PDF-).",
  empty: "This PDF is empty: it has no pages.",
  "too-large": "This PDF is larger than 20 MB.",
  "too-many-pages": `This PDF has more than ${PDF_LIMITS.maxPages} pages; an invoice has far fewer.`,
  "too-many-objects": "This PDF has far more internal objects than an invoice; it was not read.",
  "inflates-too-much":
    "This PDF unpacks to far more data than an invoice (a decompression bomb?); it was not read.",
  "too-slow": "Reading this PDF took too long; it was stopped. Try saving it again from its program.",
  encrypted: "This PDF is password-protected. Remove the password and try again.",
  corrupt: "This PDF is damaged and cannot be read.",
};

export interface PdfContent {
  readonly document: DocumentWords;
  readonly pageCount: number;
  /** Embedded files (Factur-X / ZUGFeRD / XRechnung XML), name → bytes. */
  readonly attachments: ReadonlyArray<{ readonly name: string; readonly content: Uint8Array }>;
}

export type PdfReadResult = { ok: true; value: PdfContent } | { ok: false; error: PdfReadError };

/** `%PDF-` within the first 1024 bytes, as readers accept. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  return head.includes("%PDF-");
}

interface PdfJsLikeError {
  readonly name?: string;
}

/**
 * Reads a PDF's text layer and attachments with unpdf (pdf.js built for any runtime: workerd,
 * browsers, Node). eval is off; pages and size are capped before any page is parsed.
 */
export async function readPdf(
  bytes: Uint8Array,
  limits:
    | typeof PDF_LIMITS
    | (PdfBudget & { maxBytes: number; maxPages: number; maxAttachmentBytes: number }) = PDF_LIMITS,
): Promise<PdfReadResult> {
  if (bytes.byteLength === 0) return { ok: false, error: "empty" };
  if (bytes.byteLength > limits.maxBytes) return { ok: false, error: "too-large" };
  if (!looksLikePdf(bytes)) return { ok: false, error: "not-a-pdf" };
  const budget = await checkPdfBudget(bytes, limits);
  if (!budget.ok) return { ok: false, error: budget.problem };
  const { getDocumentProxy } = await import("unpdf");
  // The clock for pdf.js starts after its (cold, possibly slow) module load: the file is timed, not the runtime.
  const startedAt = Date.now();
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // pdf.js may transfer (detach) the buffer it is given: hand it a copy.
    pdf = await getDocumentProxy(bytes.slice(), {
      isEvalSupported: false,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
    });
  } catch (error) {
    const name = (error as PdfJsLikeError).name;
    return { ok: false, error: name === "PasswordException" ? "encrypted" : "corrupt" };
  }
  try {
    if (pdf.numPages === 0) return { ok: false, error: "empty" };
    if (pdf.numPages > limits.maxPages) return { ok: false, error: "too-many-pages" };
    const pages: PdfPageText[] = [];
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber++) {
      if (Date.now() - startedAt > limits.maxMilliseconds) return { ok: false, error: "too-slow" };
      const page = await pdf.getPage(pageNumber);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items = content.items.flatMap((item) => ("str" in item ? [item] : []));
      pages.push({
        pageNumber,
        width: viewport.width,
        height: viewport.height,
        viewportTransform: viewport.transform,
        items,
      });
      page.cleanup();
    }
    const attachments: { name: string; content: Uint8Array }[] = [];
    const found = (await pdf.getAttachments()) as Record<
      string,
      { filename?: string; content?: Uint8Array }
    > | null;
    for (const [key, attachment] of Object.entries(found ?? {})) {
      if (attachment.content && attachment.content.byteLength <= limits.maxAttachmentBytes)
        attachments.push({ name: attachment.filename ?? key, content: attachment.content });
    }
    return { ok: true, value: { document: pdfTextToDocument(pages), pageCount: pdf.numPages, attachments } };
  } catch {
    return { ok: false, error: "corrupt" };
  } finally {
    await pdf.destroy();
  }
}
