import { and, desc, eq, getTableColumns, or, type SQL, sql } from "drizzle-orm";
import type { IssuedInvoiceList } from "../../core/invoice/issued-invoice";
import type { Database } from "../db/client";
import { issuedInvoices } from "../db/schema";
import { ISSUED_SETTLED_SQL } from "../reconcile/invoice-pool";
import { toSummary } from "./records";
import type { ListQuery } from "./request-schemas";

/** `%` and `_` typed by the user match themselves, not any text. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function filters(userId: string, query: ListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(issuedInvoices.userId, userId)];
  if (query.status) conditions.push(eq(issuedInvoices.status, query.status));
  if (query.kind) conditions.push(eq(issuedInvoices.kind, query.kind));
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(
        sql`${issuedInvoices.customerName} like ${pattern} escape '\\'`,
        sql`${issuedInvoices.number} like ${pattern} escape '\\'`,
      ),
    );
  }
  return and(...conditions);
}

/** The user's invoices and credit notes matching the filters, newest first. */
export async function listIssuedInvoices(
  db: Database,
  userId: string,
  query: ListQuery,
): Promise<IssuedInvoiceList> {
  const where = filters(userId, query);
  // The document (up to 1,000 lines) stays out of the list.
  const { document: _document, ...summaryColumns } = getTableColumns(issuedInvoices);
  const [rows, count] = await Promise.all([
    db
      .select({ ...summaryColumns, settled: sql<number>`${ISSUED_SETTLED_SQL}` })
      .from(issuedInvoices)
      .where(where)
      .orderBy(desc(issuedInvoices.createdAt), desc(issuedInvoices.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ count: sql<number>`count(*)` }).from(issuedInvoices).where(where).get(),
  ]);
  return {
    invoices: rows.map(({ settled, ...row }) => toSummary(row, Number(settled))),
    total: Number(count?.count ?? 0),
  };
}
