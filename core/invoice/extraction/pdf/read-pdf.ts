import { type PdfPageText, pdfTextToDocument } from "../pdf-words";
import type { DocumentWords } from "../types";

export const PDF_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  maxPages: 50,
  maxAttachmentBytes: 5 * 1024 * 1024,
} as const;

export type PdfReadError = "not-a-pdf" | "empty" | "too-large" | "too-many-pages" | "encrypted" | "corrupt";

export const PDF_ERROR_MESSAGES: Readonly<Record<PdfReadError, string>> = {
  "not-a-pdf": "This file is not a PDF (it does not start with %PDF-).",
  empty: "This PDF is empty: it has no pages.",
  "too-large": "This PDF is larger than 20 MB.",
  "too-many-pages": `This PDF has more than ${PDF_LIMITS.maxPages} pages; an invoice has far fewer.`,
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
export async function readPdf(bytes: Uint8Array, limits = PDF_LIMITS): Promise<PdfReadResult> {
  if (bytes.byteLength === 0) return { ok: false, error: "empty" };
  if (bytes.byteLength > limits.maxBytes) return { ok: false, error: "too-large" };
  if (!looksLikePdf(bytes)) return { ok: false, error: "not-a-pdf" };
  const { getDocumentProxy } = await import("unpdf");
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
