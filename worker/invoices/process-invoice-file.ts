import { loadExtractionOptions } from "./extraction-options";
import { type DuplicateWarning, findDuplicates } from "./find-duplicates";
import type { InvoiceStorage } from "./invoice-storage";
import { type InvoiceSummary, toInvoiceSummary } from "./invoice-view";
import { readInvoiceFile } from "./read-invoice-file";
import { type IncomingInvoiceFile, type InvoiceOrigin, storeInvoiceRecord } from "./store-invoice-record";
import { CONTENT_TYPES, classifyUpload, type FileProblem } from "./upload-limits";

export type { IncomingInvoiceFile, InvoiceOrigin, InvoiceStorage };

export type ProcessFileResult =
  | { ok: true; value: { invoice: InvoiceSummary; duplicates: DuplicateWarning[] } }
  | { ok: false; error: FileProblem };

/**
 * `store-unread`: a file that arrived by e-mail over the month's extraction limit is kept, not read,
 * and waits for its owner to have it read (docs/decisions/200).
 */
export type ProcessMode = "extract" | "store-unread";

const UNREAD = { ok: true, value: { extraction: null, pages: [] } } as const;

/**
 * The one pipeline for a received invoice file (upload, e-mail and Peppol alike): check it by its bytes,
 * read it, store the original in R2 and a row in D1. A refused or unreadable file is not stored
 * at all and comes back as a per-file problem (docs/decisions/080).
 */
export async function processInvoiceFile(
  storage: InvoiceStorage,
  userId: string,
  file: IncomingInvoiceFile,
  origin: InvoiceOrigin,
  now = Date.now(),
  mode: ProcessMode = "extract",
): Promise<ProcessFileResult> {
  const classified = classifyUpload(file.bytes);
  if (!classified.ok) return classified;
  const { kind, imageSize } = classified.value;
  const read =
    mode === "extract"
      ? await readInvoiceFile(file.bytes, kind, imageSize, await loadExtractionOptions(storage.db, userId))
      : UNREAD;
  if (!read.ok) return read;

  const { extraction, pages } = read.value;
  const status = mode === "store-unread" ? "waiting_for_quota" : extraction ? "extracted" : "needs_ocr";
  const contentType = CONTENT_TYPES[kind];
  const outcome = { contentType, status, extraction, pages, error: null } as const;
  const { invoice, document } = await storeInvoiceRecord(storage, userId, file, origin, outcome, now);
  const duplicates = await findDuplicates(storage.db, {
    userId,
    invoiceId: invoice.id,
    sha256: document.sha256,
    supplierName: invoice.supplierName,
    supplierVatId: invoice.supplierVatId,
    invoiceNumber: invoice.invoiceNumber,
  });
  return { ok: true, value: { invoice: toInvoiceSummary(invoice, document), duplicates } };
}
