import { encodeHexLowerCase } from "@oslojs/encoding";
import type { InvoiceExtraction, PageSize } from "../../core/invoice/extraction/types";
import { newId } from "../db/new-id";
import { documents, type InvoiceStatus, invoices } from "../db/schema";
import { cleanFileName } from "../storage/file-name";
import type { InvoiceStorage } from "./invoice-storage";
import { originalKey } from "./r2-keys";
import { keyColumnsOf, serialiseData } from "./stored-invoice";

/** Where a file came from: the upload form, a message to the user's inbound address, or Peppol. */
export type InvoiceOrigin =
  | { readonly source: "upload" }
  | {
      readonly source: "email";
      readonly sender: string;
      readonly subject: string;
      readonly receivedAt: number;
    }
  | {
      readonly source: "peppol";
      /** The sending participant id ("0106:12345678"), as the network authenticated it. */
      readonly sender: string;
      readonly receivedAt: number;
    };

export interface IncomingInvoiceFile {
  readonly bytes: Uint8Array;
  readonly fileName: string;
}

/** What became of reading the file, stored beside it. */
export interface ReadOutcome {
  readonly contentType: string;
  readonly status: InvoiceStatus;
  readonly extraction: InvoiceExtraction | null;
  readonly pages: readonly PageSize[];
  readonly error: string | null;
}

export interface StoredRecord {
  readonly invoice: typeof invoices.$inferSelect;
  readonly document: typeof documents.$inferSelect;
}

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  return encodeHexLowerCase(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)));
}

/**
 * Stores a received file: the original in R2, its documents row and the invoices row with what was
 * read. The sender columns hold the channel's sender: an e-mail address, or a Peppol participant id
 * (ADR 284). Either both rows are written or neither, and then no object stays behind.
 */
export async function storeInvoiceRecord(
  storage: InvoiceStorage,
  userId: string,
  file: IncomingInvoiceFile,
  origin: InvoiceOrigin,
  outcome: ReadOutcome,
  now: number,
): Promise<StoredRecord> {
  const documentId = newId();
  const key = originalKey(userId, documentId);
  await storage.files.put(key, file.bytes, {
    httpMetadata: { contentType: outcome.contentType },
    customMetadata: { userId, documentId },
  });
  const document = {
    id: documentId,
    userId,
    kind: "invoice" as const,
    r2Key: key,
    fileName: cleanFileName(file.fileName, "invoice"),
    contentType: outcome.contentType,
    size: file.bytes.byteLength,
    sha256: await sha256Hex(file.bytes),
    createdAt: now,
  };
  const { extraction, pages } = outcome;
  const invoice = {
    id: newId(),
    userId,
    documentId,
    status: outcome.status,
    source: origin.source,
    fields: serialiseData({ version: 1, pages: [...pages], extraction, edited: [] }),
    ...keyColumnsOf(extraction),
    emailSender: origin.source === "upload" ? null : origin.sender,
    emailSubject: origin.source === "email" ? origin.subject : null,
    receivedAt: origin.source === "upload" ? null : origin.receivedAt,
    error: outcome.error,
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
  return { invoice, document };
}
