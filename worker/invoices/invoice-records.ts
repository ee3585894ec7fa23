import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { documents, invoices } from "../db/schema";
import type { DocumentRow } from "./invoice-view";
import type { InvoiceRow } from "./stored-invoice";

export interface OwnedInvoice {
  readonly invoice: InvoiceRow;
  readonly document: DocumentRow | null;
}

/** The invoice with this id when it belongs to `userId`; null otherwise (the route answers 404). */
export async function findOwnedInvoice(
  db: Database,
  userId: string,
  id: string,
): Promise<OwnedInvoice | null> {
  const row = await db
    .select({ invoice: invoices, document: documents })
    .from(invoices)
    .leftJoin(documents, and(eq(documents.id, invoices.documentId), eq(documents.userId, userId)))
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)))
    .get();
  return row ?? null;
}

export async function updateOwnedInvoice(
  db: Database,
  userId: string,
  id: string,
  values: Partial<Omit<InvoiceRow, "id" | "userId" | "documentId" | "createdAt">>,
): Promise<InvoiceRow | null> {
  const row = await db
    .update(invoices)
    .set(values)
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)))
    .returning()
    .get();
  return row ?? null;
}
