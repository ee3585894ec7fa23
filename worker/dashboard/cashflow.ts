import { sql } from "drizzle-orm";
import type { Cashflow, MonthFlow } from "../../core/dashboard/overview-types";
import type { Database } from "../db/client";

interface FlowRow {
  month: string;
  in_cents: number | null;
  out_cents: number | null;
}

function fillMonths(months: readonly string[], rows: readonly FlowRow[]): MonthFlow[] {
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return months.map((month) => ({
    month,
    inCents: Number(byMonth.get(month)?.in_cents ?? 0),
    outCents: Number(byMonth.get(month)?.out_cents ?? 0),
  }));
}

/**
 * Booked EUR transactions of saved statements per booking month (range scan of
 * bank_transactions_user_booking). CAMT pending and information entries (PDNG, INFO) did not move money.
 */
function selectBankFlows(db: Database, userId: string, from: string, to: string): Promise<FlowRow[]> {
  return db.all<FlowRow>(sql`
    select substr(booking_date, 1, 7) as month,
      sum(case when amount_cents > 0 then amount_cents else 0 end) as in_cents,
      sum(case when amount_cents < 0 then -amount_cents else 0 end) as out_cents
    from bank_transactions
    where user_id = ${userId} and booking_date between ${from} and ${to} and currency = 'EUR'
      and status in ('', 'BOOK')
    group by month`);
}

/** Without statements: issued invoices as money in, received invoices as money out, by invoice month. */
function selectInvoiceFlows(db: Database, userId: string, from: string, to: string): Promise<FlowRow[]> {
  return db.all<FlowRow>(sql`
    select month, sum(in_cents) as in_cents, sum(out_cents) as out_cents from (
      select substr(issue_date, 1, 7) as month, total_incl_cents as in_cents, 0 as out_cents
      from issued_invoices
      where user_id = ${userId} and issue_date between ${from} and ${to}
        and status <> 'draft' and currency = 'EUR'
      union all
      select substr(invoice_date, 1, 7), 0, coalesce(total_cents, 0)
      from invoices
      where user_id = ${userId} and invoice_date between ${from} and ${to}
        and status in ('extracted', 'reviewed') and coalesce(currency, 'EUR') = 'EUR'
    )
    group by month`);
}

/** Money in and out per month for `months` (oldest first); from the bank when there is bank data. */
export async function findCashflow(
  db: Database,
  userId: string,
  months: readonly string[],
): Promise<Cashflow> {
  const from = `${months[0]}-01`;
  const to = `${months[months.length - 1]}-31`;
  const bank = await selectBankFlows(db, userId, from, to);
  if (bank.length > 0) return { source: "bank", months: fillMonths(months, bank) };
  return { source: "invoices", months: fillMonths(months, await selectInvoiceFlows(db, userId, from, to)) };
}
