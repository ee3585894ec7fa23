import { type SQL, sql } from "drizzle-orm";
import type { MatchInvoice, MatchProposal } from "../../core/reconcile/match-types";
import { readReasonParts } from "../../core/reconcile/reason-parts";
import type {
  ReconcileAllocationView,
  ReconcileInvoiceRef,
  ReconcileItem,
  ReconcileList,
  ReconcileState,
} from "../../core/reconcile/reconciliation-view";
import type { Database } from "../db/client";
import { loadInvoicePool } from "./invoice-pool";
import { LIVE_BOOKING_SQL } from "./load-transactions";

interface Row {
  id: string;
  booking_date: string;
  amount_cents: number;
  currency: string;
  counterparty_name: string;
  counterparty_iban: string;
  description: string;
  creditor_reference: string;
  proposals: string | null;
  decision_id: string | null;
  action: "automatic" | "accept" | "manual" | null;
  reason: string | null;
  reason_parts: string | null;
}

function stateCondition(state: ReconcileState): SQL {
  const booked = sql`exists (select 1 from match_decisions d where d.transaction_id = t.id and ${LIVE_BOOKING_SQL})`;
  if (state === "booked") return booked;
  if (state === "suggested") return sql`not ${booked} and s.transaction_id is not null`;
  return sql`not ${booked} and s.transaction_id is null`;
}

function toRef(invoice: MatchInvoice | undefined, id: string): ReconcileInvoiceRef {
  return {
    id,
    side: invoice?.side ?? "issued",
    number: invoice?.number ?? "",
    partyName: invoice?.partyName ?? "",
    totalCents: invoice?.totalCents ?? 0,
    openCents: invoice?.openCents ?? 0,
    dueDate: invoice?.dueDate ?? "",
  };
}

/** One page of the user's bank transactions in a reconciliation state, with suggestions or booking. */
export async function listReconciliation(
  db: Database,
  userId: string,
  state: ReconcileState,
  page: { offset: number; limit: number },
): Promise<ReconcileList> {
  const base = sql`from bank_transactions t
    left join match_suggestions s on s.transaction_id = t.id
    left join match_decisions d on d.transaction_id = t.id and ${LIVE_BOOKING_SQL}
    where t.user_id = ${userId} and t.status in ('', 'BOOK') and t.amount_cents <> 0`;
  const [rows, countRows, pool] = await Promise.all([
    db.all<Row>(sql`select t.id, t.booking_date, t.amount_cents, t.currency, t.counterparty_name, t.counterparty_iban,
        t.description, t.creditor_reference, s.proposals, d.id as decision_id, d.action, d.reason,
        d.reason_parts
      ${base} and ${stateCondition(state)}
      order by t.booking_date desc, t.id limit ${page.limit} offset ${page.offset}`),
    db.all<{ suggested: number; unmatched: number; booked: number }>(sql`select
        sum(case when d.id is not null then 1 else 0 end) as booked,
        sum(case when d.id is null and s.transaction_id is not null then 1 else 0 end) as suggested,
        sum(case when d.id is null and s.transaction_id is null then 1 else 0 end) as unmatched
      ${base}`),
    loadInvoicePool(db, userId),
  ]);
  const invoices = new Map(pool.map((invoice) => [invoice.id, invoice]));
  const decisionIds = rows.flatMap((row) => (row.decision_id ? [row.decision_id] : []));
  const allocationRows =
    decisionIds.length === 0
      ? []
      : await db.all<{
          decision_id: string;
          invoice_id: string;
          amount_cents: number;
          write_off_cents: number;
        }>(sql`
          select decision_id, coalesce(issued_invoice_id, received_invoice_id) as invoice_id, amount_cents, write_off_cents
          from payment_allocations where user_id = ${userId} and decision_id in (${sql.join(
            decisionIds.map((id) => sql`${id}`),
            sql`, `,
          )})`);
  const view = (invoiceId: string, amountCents: number, writeOffCents: number): ReconcileAllocationView => ({
    invoice: toRef(invoices.get(invoiceId), invoiceId),
    amountCents,
    writeOffCents,
  });
  const items: ReconcileItem[] = rows.map((row) => {
    const proposals = row.proposals ? (JSON.parse(row.proposals) as MatchProposal[]) : [];
    const booked = row.decision_id && row.action;
    return {
      transaction: {
        id: row.id,
        bookingDate: row.booking_date,
        amountCents: Number(row.amount_cents),
        currency: row.currency,
        counterpartyName: row.counterparty_name,
        counterpartyIban: row.counterparty_iban,
        description: row.description,
        reference: row.creditor_reference,
      },
      state: booked ? "booked" : proposals.length > 0 ? "suggested" : "unmatched",
      suggestions: booked
        ? []
        : proposals.map((proposal, index) => ({
            index,
            reason: proposal.reason,
            reasonParts: proposal.reasonParts ?? null,
            score: proposal.score,
            allocations: proposal.allocations.map((allocation) =>
              view(allocation.invoiceId, allocation.amountCents, allocation.writeOffCents),
            ),
          })),
      booking:
        row.decision_id && row.action
          ? {
              decisionId: row.decision_id,
              action: row.action,
              reason: row.reason ?? "",
              reasonParts: readReasonParts(row.reason_parts),
              allocations: allocationRows
                .filter((allocation) => allocation.decision_id === row.decision_id)
                .map((allocation) =>
                  view(
                    allocation.invoice_id,
                    Number(allocation.amount_cents),
                    Number(allocation.write_off_cents),
                  ),
                ),
            }
          : null,
    };
  });
  const counts = countRows[0];
  const result = {
    suggested: Number(counts?.suggested ?? 0),
    unmatched: Number(counts?.unmatched ?? 0),
    booked: Number(counts?.booked ?? 0),
  };
  return { items, counts: result, total: result[state] };
}
