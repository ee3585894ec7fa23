import { and, desc, eq, gte, isNotNull, lte, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { documents, INVOICE_STATUSES, invoices } from "../db/schema";
import { RECEIVED_SETTLED_SQL, RECEIVED_SIGNED_TOTAL_SQL } from "../reconcile/invoice-pool";
import { type InvoiceSummary, toInvoiceSummary } from "./invoice-view";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const listQuery = z.strictObject({
  q: z.string().trim().max(100).optional(),
  supplier: z.string().trim().max(200).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
  period: z.enum(["month", "quarter", "year"]).default("month"),
  limit: z.coerce.number().int().min(1).max(500).default(200),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export type ListQuery = z.infer<typeof listQuery>;

export interface PeriodTotal {
  /** "2025-03", "2025-Q1" or "2025"; null for invoices without a date. */
  readonly period: string | null;
  readonly currency: string | null;
  readonly count: number;
  readonly totalCents: number;
  readonly vatCents: number;
}

export interface InvoiceList {
  readonly invoices: InvoiceSummary[];
  readonly total: number;
  readonly totals: PeriodTotal[];
  readonly suppliers: string[];
}

/** `%` and `_` typed by the user match themselves, not any text. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function periodExpression(period: ListQuery["period"]): SQL<string | null> {
  if (period === "year") return sql<string | null>`substr(${invoices.invoiceDate}, 1, 4)`;
  if (period === "quarter")
    return sql<
      string | null
    >`substr(${invoices.invoiceDate}, 1, 4) || '-Q' || ((cast(substr(${invoices.invoiceDate}, 6, 2) as integer) + 2) / 3)`;
  return sql<string | null>`substr(${invoices.invoiceDate}, 1, 7)`;
}

function filters(userId: string, query: ListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(invoices.userId, userId)];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(
        sql`${invoices.supplierName} like ${pattern} escape '\\'`,
        sql`${invoices.invoiceNumber} like ${pattern} escape '\\'`,
        sql`${invoices.emailSubject} like ${pattern} escape '\\'`,
        sql`${documents.fileName} like ${pattern} escape '\\'`,
      ),
    );
  }
  if (query.supplier) conditions.push(eq(invoices.supplierName, query.supplier));
  if (query.from) conditions.push(gte(invoices.invoiceDate, query.from));
  if (query.to) conditions.push(lte(invoices.invoiceDate, query.to));
  if (query.status) conditions.push(eq(invoices.status, query.status));
  return and(...conditions);
}

/** The user's invoices matching the filters, newest first, with totals per period and currency. */
export async function listInvoices(db: Database, userId: string, query: ListQuery): Promise<InvoiceList> {
  const where = filters(userId, query);
  const joined = and(eq(documents.id, invoices.documentId), eq(documents.userId, userId));
  const period = periodExpression(query.period);
  const [rows, count, totals, suppliers] = await Promise.all([
    db
      .select({
        invoice: invoices,
        document: documents,
        settled: sql<number>`${RECEIVED_SETTLED_SQL}`,
        signedTotal: sql<number | null>`${RECEIVED_SIGNED_TOTAL_SQL}`,
      })
      .from(invoices)
      .leftJoin(documents, joined)
      .where(where)
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ count: sql<number>`count(*)` }).from(invoices).leftJoin(documents, joined).where(where).get(),
    db
      .select({
        period,
        currency: invoices.currency,
        count: sql<number>`count(*)`,
        totalCents: sql<number>`coalesce(sum(${invoices.totalCents}), 0)`,
        vatCents: sql<number>`coalesce(sum(${invoices.vatCents}), 0)`,
      })
      .from(invoices)
      .leftJoin(documents, joined)
      .where(where)
      .groupBy(period, invoices.currency)
      .orderBy(desc(period)),
    db
      .selectDistinct({ name: invoices.supplierName })
      .from(invoices)
      .where(and(eq(invoices.userId, userId), isNotNull(invoices.supplierName)))
      .orderBy(invoices.supplierName)
      .limit(500),
  ]);
  return {
    invoices: rows.map((row) =>
      toInvoiceSummary(row.invoice, row.document, {
        settledCents: Number(row.settled),
        signedTotalCents: row.signedTotal === null ? null : Number(row.signedTotal),
      }),
    ),
    total: count?.count ?? 0,
    totals: totals.map((row) => ({ ...row, count: Number(row.count) })),
    suppliers: suppliers.flatMap((row) => (row.name ? [row.name] : [])),
  };
}
