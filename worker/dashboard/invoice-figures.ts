import { sql } from "drizzle-orm";
import type { InvoiceFigures, PeriodFigures } from "../../core/dashboard/overview-types";
import type { DateRange } from "../../core/dashboard/periods";
import type { Database } from "../db/client";

interface FiguresRow {
  month_count: number | null;
  month_excl: number | null;
  month_vat: number | null;
  month_incl: number | null;
  quarter_count: number | null;
  quarter_excl: number | null;
  quarter_vat: number | null;
  quarter_incl: number | null;
  other_currency: number | null;
}

function toFigures(row: FiguresRow | undefined, prefix: "month" | "quarter"): PeriodFigures {
  return {
    count: Number(row?.[`${prefix}_count`] ?? 0),
    totalExclCents: Number(row?.[`${prefix}_excl`] ?? 0),
    vatCents: Number(row?.[`${prefix}_vat`] ?? 0),
    totalInclCents: Number(row?.[`${prefix}_incl`] ?? 0),
  };
}

function toInvoiceFigures(row: FiguresRow | undefined): InvoiceFigures {
  return {
    month: toFigures(row, "month"),
    quarter: toFigures(row, "quarter"),
    otherCurrencyCount: Number(row?.other_currency ?? 0),
  };
}

/**
 * Received invoices with an extraction (extracted or reviewed) dated in this quarter, and the part of
 * them dated in this month. Excl. VAT is total minus VAT as read. One range scan of
 * invoices_user_date: the month lies inside the quarter.
 */
export async function sumReceivedInvoices(
  db: Database,
  userId: string,
  month: DateRange,
  quarter: DateRange,
): Promise<InvoiceFigures> {
  const eur = sql`coalesce(currency, 'EUR') = 'EUR'`;
  const inMonth = sql`${eur} and invoice_date between ${month.from} and ${month.to}`;
  const rows = await db.all<FiguresRow>(sql`
    select
      sum(case when ${inMonth} then 1 else 0 end) as month_count,
      sum(case when ${inMonth} then coalesce(total_cents, 0) - coalesce(vat_cents, 0) else 0 end) as month_excl,
      sum(case when ${inMonth} then coalesce(vat_cents, 0) else 0 end) as month_vat,
      sum(case when ${inMonth} then coalesce(total_cents, 0) else 0 end) as month_incl,
      sum(case when ${eur} then 1 else 0 end) as quarter_count,
      sum(case when ${eur} then coalesce(total_cents, 0) - coalesce(vat_cents, 0) else 0 end) as quarter_excl,
      sum(case when ${eur} then coalesce(vat_cents, 0) else 0 end) as quarter_vat,
      sum(case when ${eur} then coalesce(total_cents, 0) else 0 end) as quarter_incl,
      sum(case when ${eur} then 0 else 1 end) as other_currency
    from invoices
    where user_id = ${userId}
      and invoice_date between ${quarter.from} and ${quarter.to}
      and status in ('extracted', 'reviewed')`);
  return toInvoiceFigures(rows[0]);
}

/**
 * Issued invoices and credit notes (not drafts) dated in this quarter and month. Credit notes are
 * stored negative, so the sums are net; the count counts both. Range scan of issued_invoices_user_issue_date.
 */
export async function sumIssuedInvoices(
  db: Database,
  userId: string,
  month: DateRange,
  quarter: DateRange,
): Promise<InvoiceFigures> {
  const eur = sql`currency = 'EUR'`;
  const inMonth = sql`${eur} and issue_date between ${month.from} and ${month.to}`;
  const rows = await db.all<FiguresRow>(sql`
    select
      sum(case when ${inMonth} then 1 else 0 end) as month_count,
      sum(case when ${inMonth} then total_excl_cents else 0 end) as month_excl,
      sum(case when ${inMonth} then vat_cents else 0 end) as month_vat,
      sum(case when ${inMonth} then total_incl_cents else 0 end) as month_incl,
      sum(case when ${eur} then 1 else 0 end) as quarter_count,
      sum(case when ${eur} then total_excl_cents else 0 end) as quarter_excl,
      sum(case when ${eur} then vat_cents else 0 end) as quarter_vat,
      sum(case when ${eur} then total_incl_cents else 0 end) as quarter_incl,
      sum(case when ${eur} then 0 else 1 end) as other_currency
    from issued_invoices
    where user_id = ${userId}
      and issue_date between ${quarter.from} and ${quarter.to}
      and status <> 'draft'`);
  return toInvoiceFigures(rows[0]);
}
