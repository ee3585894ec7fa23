import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { documents, invoices } from "../db/schema";
import type { OwnedInvoice } from "./invoice-records";

/** D1 binds at most 100 parameters per statement: ids go in chunks, with room for the user id. */
export const IDS_PER_STATEMENT = 90;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** The user's invoices among `ids`, in the order asked; ids of other users are silently absent. */
export async function findOwnedInvoices(
  db: Database,
  userId: string,
  ids: readonly string[],
): Promise<OwnedInvoice[]> {
  const unique = [...new Set(ids)];
  const found = new Map<string, OwnedInvoice>();
  for (const part of chunk(unique, IDS_PER_STATEMENT)) {
    const rows = await db
      .select({ invoice: invoices, document: documents })
      .from(invoices)
      .leftJoin(documents, and(eq(documents.id, invoices.documentId), eq(documents.userId, userId)))
      .where(and(eq(invoices.userId, userId), inArray(invoices.id, part)));
    for (const row of rows) found.set(row.invoice.id, row);
  }
  return unique.flatMap((id) => {
    const row = found.get(id);
    return row ? [row] : [];
  });
}
