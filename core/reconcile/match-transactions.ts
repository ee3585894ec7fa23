import { type PoolInvoice, toPoolInvoice, viewTransaction } from "./evidence";
import {
  type Allocation,
  DEFAULT_MATCH_OPTIONS,
  type MatchInvoice,
  type MatchOptions,
  type MatchOutcome,
  type MatchProposal,
  type MatchTransaction,
  type PriorPayment,
} from "./match-types";
import { indexPool } from "./pool-index";
import { proposeMatches } from "./propose-matches";
import { proposeReversals } from "./reversals";

export interface MatchInput {
  readonly transactions: readonly MatchTransaction[];
  /** Invoices with what is open now (earlier payments already taken off). */
  readonly invoices: readonly MatchInvoice[];
  readonly priorPayments?: readonly PriorPayment[];
  /** Per transaction, the invoice sets (see `invoiceSetKey`) the user rejected: never proposed again. */
  readonly rejected?: ReadonlyMap<string, ReadonlySet<string>>;
  readonly options?: Partial<MatchOptions>;
}

/** The identity of a proposal for rejections: its invoice ids, sorted. */
export function invoiceSetKey(allocations: readonly Allocation[]): string {
  return allocations
    .map((allocation) => allocation.invoiceId)
    .sort()
    .join("|");
}

function fitsOpenAmounts(proposal: MatchProposal, pool: ReadonlyMap<string, PoolInvoice>): boolean {
  return proposal.allocations.every((allocation) => {
    const item = pool.get(allocation.invoiceId);
    if (!item) return false;
    const settled = allocation.amountCents + allocation.writeOffCents;
    const paid = item.invoice.totalCents - item.openCents;
    // A payment never settles more than is open; a reversal never takes back more than was paid.
    if (Math.sign(settled) === Math.sign(item.invoice.totalCents)) {
      return (
        Math.sign(item.openCents) === Math.sign(settled) && Math.abs(settled) <= Math.abs(item.openCents)
      );
    }
    return Math.abs(settled) <= Math.abs(paid);
  });
}

/**
 * Matches bank transactions to open invoices. Two passes in booking order: first only payments
 * carrying an exact structured reference are booked (they cannot be wrong), so that the second pass
 * sees what they left open. A transaction is booked automatically only when exactly one decisive
 * proposal exists; otherwise its proposals are suggestions, or it stays unmatched.
 */
export function matchTransactions(input: MatchInput): MatchOutcome[] {
  const options = { ...DEFAULT_MATCH_OPTIONS, ...input.options };
  const tolerance = Math.max(0, Math.trunc(options.toleranceCents));
  const pool = new Map(input.invoices.map((invoice) => [invoice.id, toPoolInvoice(invoice)]));
  const index = indexPool([...pool.values()]);
  const prior: PriorPayment[] = [...(input.priorPayments ?? [])];
  const order = input.transactions
    .map((transaction, index) => ({ transaction, index }))
    .sort((a, b) => a.transaction.bookingDate.localeCompare(b.transaction.bookingDate) || a.index - b.index);
  const outcomes = new Map<string, MatchOutcome>();
  const paid = (invoiceId: string): number => {
    const item = pool.get(invoiceId);
    return item ? item.invoice.totalCents - item.openCents : 0;
  };

  const evaluate = (transaction: MatchTransaction): MatchProposal[] => {
    const rejected = input.rejected?.get(transaction.id);
    const view = viewTransaction(transaction);
    return [...proposeReversals(transaction, prior, paid), ...proposeMatches(view, index, tolerance)]
      .filter((proposal) => !rejected?.has(invoiceSetKey(proposal.allocations)))
      .filter((proposal) => fitsOpenAmounts(proposal, pool))
      .sort((a, b) => b.score - a.score);
  };

  const apply = (transaction: MatchTransaction, proposal: MatchProposal): void => {
    for (const allocation of proposal.allocations) {
      const item = pool.get(allocation.invoiceId);
      if (item) item.openCents -= allocation.amountCents + allocation.writeOffCents;
    }
    prior.push({
      transactionId: transaction.id,
      amountCents: transaction.amountCents,
      counterpartyIban: transaction.counterpartyIban,
      endToEndId: transaction.endToEndId,
      allocations: proposal.allocations,
    });
  };

  for (const pass of ["reference", "rest"] as const) {
    for (const { transaction } of order) {
      if (outcomes.get(transaction.id)?.kind === "automatic") continue;
      const proposals = evaluate(transaction);
      const decisive = proposals.filter((proposal) => proposal.decisive);
      const only = decisive.length === 1 ? decisive[0] : undefined;
      const strongEnough =
        pass === "rest" || only?.signals.includes("reference") || only?.signals.includes("reversal");
      if (only && strongEnough) {
        apply(transaction, only);
        const others = proposals.filter((proposal) => proposal !== only);
        outcomes.set(transaction.id, {
          transactionId: transaction.id,
          kind: "automatic",
          proposals: [only, ...others].slice(0, options.maxSuggestions),
        });
      } else if (pass === "rest") {
        outcomes.set(transaction.id, {
          transactionId: transaction.id,
          kind: proposals.length > 0 ? "suggested" : "unmatched",
          proposals: proposals
            .map((proposal) => ({ ...proposal, decisive: false }))
            .slice(0, options.maxSuggestions),
        });
      }
    }
  }
  return input.transactions.flatMap((transaction) => outcomes.get(transaction.id) ?? []);
}
