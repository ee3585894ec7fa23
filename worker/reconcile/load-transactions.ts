import { sql } from "drizzle-orm";
import type { Allocation, MatchTransaction, PriorPayment } from "../../core/reconcile/match-types";
import type { Database } from "../db/client";

/** Unbooked lines looked at per run: the newest; older ones a user matches by hand. */
export const MAX_TRANSACTIONS_PER_RUN = 3000;

interface TransactionRow {
  id: string;
  booking_date: string;
  amount_cents: number;
  currency: string;
  counterparty_name: string;
  counterparty_iban: string;
  ultimate_party: string;
  description: string;
  creditor_reference: string;
  end_to_end_id: string;
  reversal: number;
}

export const LIVE_BOOKING_SQL = sql.raw("d.undone_at is null and d.action <> 'reject'");

export function toMatchRow(row: TransactionRow): MatchTransaction {
  return {
    id: row.id,
    bookingDate: row.booking_date,
    amountCents: Number(row.amount_cents),
    currency: row.currency,
    counterpartyName: row.counterparty_name || row.ultimate_party,
    counterpartyIban: row.counterparty_iban,
    description: row.description,
    creditorReference: row.creditor_reference,
    endToEndId: row.end_to_end_id,
    reversal: Number(row.reversal) === 1,
  };
}

/** Booked (or bank-less status) lines of the user with no live booking, newest first. */
export async function loadUnbookedTransactions(db: Database, userId: string): Promise<MatchTransaction[]> {
  const rows = await db.all<TransactionRow>(sql`
    select t.id, t.booking_date, t.amount_cents, t.currency, t.counterparty_name, t.counterparty_iban,
      t.ultimate_party, t.description, t.creditor_reference, t.end_to_end_id, t.reversal
    from bank_transactions t
    where t.user_id = ${userId} and t.status in ('', 'BOOK') and t.amount_cents <> 0
      and not exists (select 1 from match_decisions d where d.transaction_id = t.id and ${LIVE_BOOKING_SQL})
    order by t.booking_date desc, t.id
    limit ${MAX_TRANSACTIONS_PER_RUN}`);
  return rows.map(toMatchRow);
}

interface PriorRow {
  transaction_id: string;
  amount_cents: number;
  counterparty_iban: string;
  end_to_end_id: string;
  invoice_id: string;
  allocated: number;
  write_off: number;
}

/** Live bookings, so a storno can be matched to the payment it reverses. */
export async function loadPriorPayments(db: Database, userId: string): Promise<PriorPayment[]> {
  const rows = await db.all<PriorRow>(sql`
    select pa.transaction_id, t.amount_cents, t.counterparty_iban, t.end_to_end_id,
      coalesce(pa.issued_invoice_id, pa.received_invoice_id) as invoice_id,
      pa.amount_cents as allocated, pa.write_off_cents as write_off
    from payment_allocations pa join bank_transactions t on t.id = pa.transaction_id
    where pa.user_id = ${userId} and pa.amount_cents * t.amount_cents <> 0
    order by t.booking_date desc limit 5000`);
  const byTransaction = new Map<string, { base: PriorRow; allocations: Allocation[] }>();
  for (const row of rows) {
    const entry = byTransaction.get(row.transaction_id) ?? { base: row, allocations: [] };
    entry.allocations.push({
      invoiceId: row.invoice_id,
      amountCents: Number(row.allocated),
      writeOffCents: Number(row.write_off),
    });
    byTransaction.set(row.transaction_id, entry);
  }
  return [...byTransaction.values()].map(({ base, allocations }) => ({
    transactionId: base.transaction_id,
    amountCents: Number(base.amount_cents),
    counterpartyIban: base.counterparty_iban,
    endToEndId: base.end_to_end_id,
    allocations,
  }));
}

/** The invoice sets the user rejected, per transaction. */
export async function loadRejections(db: Database, userId: string): Promise<Map<string, Set<string>>> {
  const rows = await db.all<{ transaction_id: string; invoice_set: string }>(sql`
    select transaction_id, invoice_set from match_decisions
    where user_id = ${userId} and action = 'reject' and undone_at is null`);
  const rejected = new Map<string, Set<string>>();
  for (const row of rows)
    rejected.set(row.transaction_id, (rejected.get(row.transaction_id) ?? new Set()).add(row.invoice_set));
  return rejected;
}
