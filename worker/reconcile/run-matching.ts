import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { matchTransactions } from "../../core/reconcile/match-transactions";
import { chunkRows, rowsPerInsert } from "../bank/chunk-inserts";
import type { Database } from "../db/client";
import { matchSuggestions } from "../db/schema";
import { bookingStatements } from "./booking-statements";
import { loadInvoicePool } from "./invoice-pool";
import { loadPriorPayments, loadRejections, loadUnbookedTransactions } from "./load-transactions";
import { readReconcileSettings } from "./settings-store";

export interface MatchingRun {
  readonly automatic: number;
  readonly suggested: number;
  readonly unmatched: number;
}

async function runOnce(db: Database, userId: string, now: number): Promise<MatchingRun> {
  const [settings, invoices, transactions, priorPayments, rejected] = await Promise.all([
    readReconcileSettings(db, userId),
    loadInvoicePool(db, userId),
    loadUnbookedTransactions(db, userId),
    loadPriorPayments(db, userId),
    loadRejections(db, userId),
  ]);
  const sides = new Map(invoices.map((invoice) => [invoice.id, invoice.side]));
  const outcomes = matchTransactions({
    transactions,
    invoices,
    priorPayments,
    rejected,
    options: { toleranceCents: settings.toleranceCents },
  });
  const statements: BatchItem<"sqlite">[] = [
    db.delete(matchSuggestions).where(eq(matchSuggestions.userId, userId)),
  ];
  const suggestionRows: (typeof matchSuggestions.$inferInsert)[] = [];
  let automatic = 0;
  for (const outcome of outcomes) {
    const best = outcome.proposals[0];
    if (outcome.kind === "automatic" && best) {
      automatic += 1;
      const booking = {
        transactionId: outcome.transactionId,
        action: "automatic" as const,
        allocations: best.allocations,
        reason: best.reason,
        reasonParts: best.reasonParts ?? null,
      };
      statements.push(...bookingStatements(db, userId, booking, (id) => sides.get(id), now).statements);
    } else if (outcome.kind === "suggested") {
      suggestionRows.push({
        transactionId: outcome.transactionId,
        userId,
        proposals: JSON.stringify(outcome.proposals),
        createdAt: now,
      });
    }
  }
  for (const chunk of chunkRows(suggestionRows, rowsPerInsert(4)))
    statements.push(db.insert(matchSuggestions).values(chunk));
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  return {
    automatic,
    suggested: suggestionRows.length,
    unmatched: outcomes.length - automatic - suggestionRows.length,
  };
}

/**
 * Matches the user's unbooked transactions against their invoices and stores the outcome: automatic
 * bookings as decisions with allocations, suggestions replaced. A run that races another (the same
 * transaction booked twice) fails as a whole and is tried once more on the fresh state.
 */
export async function runMatching(db: Database, userId: string, now: number): Promise<MatchingRun> {
  try {
    return await runOnce(db, userId, now);
  } catch (error) {
    if (!String(error).includes("UNIQUE")) throw error;
    return await runOnce(db, userId, now);
  }
}
