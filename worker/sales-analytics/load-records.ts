import { sql } from "drizzle-orm";
import { linesOfDocument } from "../../core/analytics/document-lines";
import type { AnalyticsInvoice, AnalyticsLine, AnalyticsPayment } from "../../core/analytics/types";
import type { InvoiceLine } from "../../core/invoice/model";
import type { Database } from "../db/client";

interface InvoiceRow {
  id: string;
  number: string | null;
  kind: "invoice" | "credit_note";
  customer_name: string;
  issue_date: string;
  due_date: string;
  currency: string;
  total_excl_cents: number;
  vat_cents: number;
  total_incl_cents: number;
  status: string;
  paid_at: string | null;
  document: string | null;
}

interface PaymentRow {
  invoice_id: string;
  date: string;
  amount: number;
}

function isLine(value: unknown): value is InvoiceLine {
  if (typeof value !== "object" || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.description === "string" &&
    typeof line.quantity === "string" &&
    typeof line.unitPrice === "string"
  );
}

/**
 * The lines of a stored document (written only from a parsed model, ADR 055). A document that does
 * not read gives no lines: its whole amount then shows as discounts and charges rather than failing.
 */
function readLines(row: InvoiceRow): AnalyticsLine[] {
  if (row.document === null) return [];
  try {
    const raw = JSON.parse(row.document) as { lines?: unknown };
    const lines = Array.isArray(raw.lines) ? raw.lines.filter(isLine) : [];
    return linesOfDocument({ kind: row.kind === "credit_note" ? "credit-note" : "invoice", lines });
  } catch {
    return [];
  }
}

/**
 * Every issued (not draft) document of the user; the JSON document, for its lines, only of those
 * issued in the period. One range scan of issued_invoices_user_status.
 */
export async function loadAnalyticsInvoices(
  db: Database,
  userId: string,
  from: string,
  to: string,
): Promise<AnalyticsInvoice[]> {
  const rows = await db.all<InvoiceRow>(sql`
    select id, number, kind, customer_name, issue_date, due_date, currency, total_excl_cents,
      vat_cents, total_incl_cents, status, paid_at,
      case when issue_date between ${from} and ${to} then document end as document
    from issued_invoices
    where user_id = ${userId} and status <> 'draft'`);
  return rows.map((row) => ({
    id: row.id,
    number: row.number ?? "",
    kind: row.kind,
    customer: row.customer_name,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    currency: row.currency,
    totalExclCents: Number(row.total_excl_cents),
    vatCents: Number(row.vat_cents),
    totalInclCents: Number(row.total_incl_cents),
    markedPaid: row.status === "paid",
    paidAt: row.paid_at,
    lines: readLines(row),
  }));
}

/** Matched bank payments (and written-off shortfalls) on the user's issued invoices, by booking date. */
export async function loadAnalyticsPayments(db: Database, userId: string): Promise<AnalyticsPayment[]> {
  const rows = await db.all<PaymentRow>(sql`
    select pa.issued_invoice_id as invoice_id, t.booking_date as date,
      pa.amount_cents + pa.write_off_cents as amount
    from payment_allocations pa
    join bank_transactions t on t.id = pa.transaction_id
    where pa.user_id = ${userId} and pa.issued_invoice_id is not null`);
  return rows.map((row) => ({ invoiceId: row.invoice_id, date: row.date, amountCents: Number(row.amount) }));
}
