import { and, eq, isNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import {
  type Allocation,
  type MatchProposal,
  paymentForInvoiceCents,
} from "../../core/reconcile/match-types";
import { describeReasonParts, type ReasonPart, readReasonParts } from "../../core/reconcile/reason-parts";
import type { Database } from "../db/client";
import { matchDecisions, matchSuggestions, paymentAllocations } from "../db/schema";
import { ApiError } from "../http-error";
import { type Booking, bookingStatements } from "./booking-statements";
import { loadInvoicePool } from "./invoice-pool";
import { LIVE_BOOKING_SQL, toMatchRow } from "./load-transactions";

async function requireTransaction(db: Database, userId: string, transactionId: string) {
  const rows = await db.all<Parameters<typeof toMatchRow>[0] & { booked: number }>(sql`
    select t.id, t.booking_date, t.amount_cents, t.currency, t.counterparty_name, t.counterparty_iban,
      t.ultimate_party, t.description, t.creditor_reference, t.end_to_end_id, t.reversal,
      exists (select 1 from match_decisions d where d.transaction_id = t.id and ${LIVE_BOOKING_SQL}) as booked
    from bank_transactions t where t.id = ${transactionId} and t.user_id = ${userId}`);
  const row = rows[0];
  if (!row) throw new ApiError(404, "not_found", "No such bank transaction.");
  return { transaction: toMatchRow(row), booked: Number(row.booked) === 1 };
}

async function readSuggestions(
  db: Database,
  userId: string,
  transactionId: string,
): Promise<MatchProposal[]> {
  const row = await db
    .select()
    .from(matchSuggestions)
    .where(and(eq(matchSuggestions.transactionId, transactionId), eq(matchSuggestions.userId, userId)))
    .get();
  return row ? (JSON.parse(row.proposals) as MatchProposal[]) : [];
}

async function runBatch(db: Database, statements: BatchItem<"sqlite">[]): Promise<void> {
  const [first, ...rest] = statements;
  if (!first) return;
  try {
    await db.batch([first, ...rest]);
  } catch (error) {
    if (String(error).includes("UNIQUE"))
      throw new ApiError(409, "already_booked", "This transaction was booked meanwhile. Please reload.");
    throw error;
  }
}

/**
 * Books allocations for a transaction after checking them against the invoices as they are now:
 * each invoice the user's, each amount in the direction of what is open and no more than it, and
 * the money together no more than the transaction.
 */
async function book(
  db: Database,
  userId: string,
  transactionId: string,
  action: "accept" | "manual",
  allocations: readonly Allocation[],
  reason: Pick<Booking, "reason" | "reasonParts">,
  now: number,
): Promise<string> {
  const { transaction, booked } = await requireTransaction(db, userId, transactionId);
  if (booked)
    throw new ApiError(409, "already_booked", "This transaction is already matched. Undo that first.");
  const pool = new Map((await loadInvoicePool(db, userId)).map((invoice) => [invoice.id, invoice]));
  let paymentTotal = 0;
  for (const allocation of allocations) {
    const invoice = pool.get(allocation.invoiceId);
    if (!invoice) throw new ApiError(404, "not_found", "No such invoice.");
    const settles = allocation.amountCents + allocation.writeOffCents;
    const reversal = Math.sign(settles) !== Math.sign(invoice.totalCents);
    const limit = reversal ? invoice.totalCents - invoice.openCents : invoice.openCents;
    if (
      settles === 0 ||
      Math.abs(settles) > Math.abs(limit) ||
      (!reversal && Math.sign(limit) !== Math.sign(settles))
    )
      throw new ApiError(
        409,
        "amount_exceeds_open",
        `Invoice ${invoice.number || "without number"} has less open than that.`,
      );
    paymentTotal += paymentForInvoiceCents(invoice.side, allocation.amountCents);
  }
  if (
    Math.sign(paymentTotal) !== Math.sign(transaction.amountCents) ||
    Math.abs(paymentTotal) > Math.abs(transaction.amountCents)
  )
    throw new ApiError(
      422,
      "amount_exceeds_payment",
      "The amounts add up to more than the bank transaction.",
    );
  const sideOf = (id: string) => pool.get(id)?.side;
  const { decisionId, statements } = bookingStatements(
    db,
    userId,
    { transactionId, action, allocations, ...reason },
    sideOf,
    now,
  );
  statements.push(db.delete(matchSuggestions).where(eq(matchSuggestions.transactionId, transactionId)));
  await runBatch(db, statements);
  return decisionId;
}

export async function acceptSuggestion(
  db: Database,
  userId: string,
  transactionId: string,
  index: number,
  now: number,
): Promise<string> {
  const { booked } = await requireTransaction(db, userId, transactionId);
  if (booked)
    throw new ApiError(409, "already_booked", "This transaction is already matched. Undo that first.");
  const proposal = (await readSuggestions(db, userId, transactionId))[index];
  if (!proposal) throw new ApiError(404, "not_found", "No such suggestion. Please reload.");
  const reason = { reason: proposal.reason, reasonParts: proposal.reasonParts ?? null };
  return book(db, userId, transactionId, "accept", proposal.allocations, reason, now);
}

export async function matchByHand(
  db: Database,
  userId: string,
  transactionId: string,
  allocations: readonly Allocation[],
  now: number,
): Promise<string> {
  const ids = allocations.map((allocation) => allocation.invoiceId);
  if (new Set(ids).size !== ids.length) throw new ApiError(400, "invalid_request", "Name each invoice once.");
  const reasonParts: ReasonPart[] = [{ code: "matched-by-hand" }];
  const reason = { reason: describeReasonParts(reasonParts), reasonParts };
  return book(db, userId, transactionId, "manual", allocations, reason, now);
}

export async function rejectSuggestion(
  db: Database,
  userId: string,
  transactionId: string,
  index: number,
  now: number,
): Promise<string> {
  await requireTransaction(db, userId, transactionId);
  const proposals = await readSuggestions(db, userId, transactionId);
  const proposal = proposals[index];
  if (!proposal) throw new ApiError(404, "not_found", "No such suggestion. Please reload.");
  const remaining = proposals.filter((_, position) => position !== index);
  const { decisionId, statements } = bookingStatements(
    db,
    userId,
    {
      transactionId,
      action: "reject",
      allocations: proposal.allocations,
      reason: proposal.reason,
      reasonParts: proposal.reasonParts ?? null,
    },
    () => undefined,
    now,
  );
  statements.push(
    remaining.length > 0
      ? db
          .update(matchSuggestions)
          .set({ proposals: JSON.stringify(remaining) })
          .where(eq(matchSuggestions.transactionId, transactionId))
      : db.delete(matchSuggestions).where(eq(matchSuggestions.transactionId, transactionId)),
  );
  await runBatch(db, statements);
  return decisionId;
}

/**
 * Undoes a decision: its allocations go, the decision is marked undone. Undoing an automatic booking
 * also records a rejection of it, or the next run would book it again.
 */
export async function undoDecision(
  db: Database,
  userId: string,
  decisionId: string,
  now: number,
): Promise<void> {
  const decision = await db
    .select()
    .from(matchDecisions)
    .where(and(eq(matchDecisions.id, decisionId), eq(matchDecisions.userId, userId)))
    .get();
  if (!decision) throw new ApiError(404, "not_found", "No such decision.");
  if (decision.undoneAt !== null) throw new ApiError(409, "already_undone", "This was undone already.");
  const statements: BatchItem<"sqlite">[] = [
    db
      .update(matchDecisions)
      .set({ undoneAt: now })
      .where(and(eq(matchDecisions.id, decisionId), isNull(matchDecisions.undoneAt))),
    db.delete(paymentAllocations).where(eq(paymentAllocations.decisionId, decisionId)),
  ];
  if (decision.action === "automatic") {
    const allocations = decision.invoiceSet
      .split("|")
      .map((invoiceId) => ({ invoiceId, amountCents: 0, writeOffCents: 0 }));
    const rejection = bookingStatements(
      db,
      userId,
      {
        transactionId: decision.transactionId,
        action: "reject",
        allocations,
        reason: decision.reason,
        reasonParts: readReasonParts(decision.reasonParts),
      },
      () => undefined,
      now,
    );
    statements.push(...rejection.statements);
  }
  await runBatch(db, statements);
}
