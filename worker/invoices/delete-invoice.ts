import { and, eq } from "drizzle-orm";
import { documents, invoices } from "../db/schema";
import type { OwnedInvoice } from "./invoice-records";
import type { InvoiceStorage } from "./invoice-storage";
import { ocrWordsKey } from "./r2-keys";

/** Deletes the row, its document row, the original in R2 and any stored OCR words. */
export async function deleteInvoice(storage: InvoiceStorage, owned: OwnedInvoice): Promise<void> {
  const { invoice, document } = owned;
  await storage.db
    .delete(invoices)
    .where(and(eq(invoices.id, invoice.id), eq(invoices.userId, invoice.userId)));
  if (!document) return;
  await storage.files.delete([document.r2Key, ocrWordsKey(invoice.userId, document.id)]);
  await storage.db
    .delete(documents)
    .where(and(eq(documents.id, document.id), eq(documents.userId, invoice.userId)));
}
