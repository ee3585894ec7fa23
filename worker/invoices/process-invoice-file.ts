import { encodeHexLowerCase } from "@oslojs/encoding";
import { newId } from "../db/new-id";
import { documents, invoices } from "../db/schema";
import { cleanFileName } from "../storage/file-name";
import { loadExtractionOptions } from "./extraction-options";
import { type DuplicateWarning, findDuplicates } from "./find-duplicates";
import type { InvoiceStorage } from "./invoice-storage";
import { type InvoiceSummary, toInvoiceSummary } from "./invoice-view";
import { originalKey } from "./r2-keys";
import { readInvoiceFile } from "./read-invoice-file";
import { keyColumnsOf, serialiseData } from "./stored-invoice";
import { CONTENT_TYPES, classifyUpload, type FileProblem } from "./upload-limits";

export type { InvoiceStorage };

/** Where a file came from: the upload form, or (issue 7) a message to the user's inbound address. */
export type InvoiceOrigin =
  | { readonly source: "upload" }
  | {
      readonly source: "email";
      readonly sender: string;
      readonly subject: string;
      readonly receivedAt: number;
    };

export interface IncomingInvoiceFile {
  readonly bytes: Uint8Array;
  readonly fileName: string;
}

export type ProcessFileResult =
  | { ok: true; value: { invoice: InvoiceSummary; duplicates: DuplicateWarning[] } }
  | { ok: false; error: FileProblem };

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  return encodeHexLowerCase(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)));
}

/**
 * `store-unread`: a file that arrived by e-mail over the month's extraction limit is kept, not read,
 * and waits for its owner to have it read (docs/decisions/200).
 */
export type ProcessMode = "extract" | "store-unread";

const UNREAD = { ok: true, value: { extraction: null, pages: [] } } as const;

/**
 * The one pipeline for a received invoice file (upload and e-mail alike): check it by its bytes,
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

  const documentId = newId();
  const invoiceId = newId();
  const key = originalKey(userId, documentId);
  const sha256 = await sha256Hex(file.bytes);
  const fileName = cleanFileName(file.fileName, "invoice");
  const contentType = CONTENT_TYPES[kind];
  const { extraction, pages } = read.value;
  await storage.files.put(key, file.bytes, {
    httpMetadata: { contentType },
    customMetadata: { userId, documentId },
  });
  const document = {
    id: documentId,
    userId,
    kind: "invoice" as const,
    r2Key: key,
    fileName,
    contentType,
    size: file.bytes.byteLength,
    sha256,
    createdAt: now,
  };
  const invoice = {
    id: invoiceId,
    userId,
    documentId,
    status:
      mode === "store-unread"
        ? ("waiting_for_quota" as const)
        : extraction
          ? ("extracted" as const)
          : ("needs_ocr" as const),
    source: origin.source,
    fields: serialiseData({ version: 1, pages, extraction, edited: [] }),
    ...keyColumnsOf(extraction),
    emailSender: origin.source === "email" ? origin.sender : null,
    emailSubject: origin.source === "email" ? origin.subject : null,
    receivedAt: origin.source === "email" ? origin.receivedAt : null,
    error: null,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await storage.db.batch([
      storage.db.insert(documents).values(document),
      storage.db.insert(invoices).values(invoice),
    ]);
  } catch (error) {
    // No row, no object: an orphaned original would be invisible to its owner.
    await storage.files.delete(key);
    throw error;
  }
  const duplicates = await findDuplicates(storage.db, {
    userId,
    invoiceId,
    sha256,
    supplierName: invoice.supplierName,
    supplierVatId: invoice.supplierVatId,
    invoiceNumber: invoice.invoiceNumber,
  });
  return { ok: true, value: { invoice: toInvoiceSummary(invoice, document), duplicates } };
}
