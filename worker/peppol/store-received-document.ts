import { detectFileKind } from "../../core/invoice/extraction/pdf/extract-pdf";
import { storeAttachments } from "../email-inbound/store-attachments";
import type { InvoiceStorage } from "../invoices/invoice-storage";
import {
  type IncomingInvoiceFile,
  type InvoiceOrigin,
  storeInvoiceRecord,
} from "../invoices/store-invoice-record";
import { CONTENT_TYPES } from "../invoices/upload-limits";
import type { InboundDocument } from "./inbound-body";

export interface StoredDocument {
  readonly invoiceId: string;
  /** Whether a unit of the month's extraction limit was counted for it (given back if it is undone). */
  readonly counted: boolean;
}

const NOT_XML = "This Peppol document is not XML, so it could not be read as an e-invoice.";

/** "peppol-<document id>.xml", with only characters every file system and download accepts. */
function fileNameOf(documentId: string): string {
  return `peppol-${documentId.replace(/[^\w.-]+/g, "-").slice(0, 80)}.xml`;
}

/** A document that cannot be read is kept, with the reason, as a failed inbox row (ADR 283). */
async function keepUnreadable(
  storage: InvoiceStorage,
  userId: string,
  file: IncomingInvoiceFile,
  origin: InvoiceOrigin,
  reason: { contentType: string; error: string },
  now: number,
): Promise<StoredDocument> {
  const outcome = { ...reason, status: "failed", extraction: null, pages: [] } as const;
  const { invoice } = await storeInvoiceRecord(storage, userId, file, origin, outcome, now);
  return { invoiceId: invoice.id, counted: false };
}

/**
 * Puts a delivered document into its receiver's inbox through the e-mail path's pipeline: read
 * exactly as UBL or CII, counted as one extraction, stored unread over the month's limit
 * (ADR 200). Unlike an e-mail attachment, a document that cannot be read is never dropped.
 */
export async function storeReceivedDocument(
  storage: InvoiceStorage,
  d1: D1Database,
  userId: string,
  document: InboundDocument,
  now: number,
): Promise<StoredDocument> {
  const origin = { source: "peppol", sender: document.sender, receivedAt: document.receivedAt } as const;
  const file = { fileName: fileNameOf(document.documentId), bytes: document.bytes, embedded: false };
  if (detectFileKind(document.bytes) !== "xml")
    return keepUnreadable(
      storage,
      userId,
      file,
      origin,
      { contentType: "application/octet-stream", error: NOT_XML },
      now,
    );
  const stored = await storeAttachments(storage, d1, userId, [file], origin, now);
  const invoiceId = stored.invoiceIds[0];
  if (invoiceId) return { invoiceId, counted: stored.unread.length === 0 };
  const reason = stored.problems[0]?.problem.message ?? "It could not be read.";
  const error = `This Peppol document could not be read as an invoice. ${reason}`;
  return keepUnreadable(storage, userId, file, origin, { contentType: CONTENT_TYPES.xml, error }, now);
}
