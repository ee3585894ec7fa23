import { buildProposal } from "./build-proposal";
import { type InvoiceEvidence, type PoolInvoice, type TransactionView, weighInvoice } from "./evidence";
import { type MatchProposal, paymentForInvoiceCents } from "./match-types";
import { SAME_PARTY } from "./party-name";
import { candidatesFor, type PoolIndex } from "./pool-index";
import { findSubsetSums } from "./subset-sums";

const PARTY_SUBSET_LIMITS = { minSize: 2, maxSize: 4, maxResults: 6, maxNodes: 20_000 };
const NAMED_SUBSET_LIMITS = { minSize: 2, maxSize: 12, maxResults: 3, maxNodes: 20_000 };
/** Amount alone is a guess; with more candidates than this it is no guess at all. */
const MAX_AMOUNT_ONLY = 3;
const MAX_PARTY_INVOICES = 16;

function setKey(proposal: MatchProposal): string {
  return proposal.allocations
    .map((allocation) => allocation.invoiceId)
    .sort()
    .join("|");
}

function pickSubsets(
  candidates: readonly InvoiceEvidence[],
  paymentCents: number,
  toleranceCents: number,
  limits: typeof PARTY_SUBSET_LIMITS,
): InvoiceEvidence[][] {
  const byId = new Map(candidates.map((item) => [item.pool.invoice.id, item]));
  const subsets = findSubsetSums(
    candidates.map((item) => ({ id: item.pool.invoice.id, cents: item.expectedCents })),
    paymentCents,
    toleranceCents,
    limits,
  );
  return subsets.map((subset) => subset.flatMap((item) => byId.get(item.id) ?? []));
}

/** Every plausible way to book one transaction, best first, duplicates removed. */
export function proposeMatches(
  view: TransactionView,
  index: PoolIndex,
  toleranceCents: number,
): MatchProposal[] {
  const payment = view.transaction.amountCents;
  if (payment === 0) return [];
  const fitsAmount = (item: PoolInvoice): boolean =>
    Math.abs(paymentForInvoiceCents(item.invoice.side, item.openCents) - payment) <= toleranceCents;
  const evidence = [...candidatesFor(view, index, fitsAmount)].flatMap(
    (item) => weighInvoice(view, item, toleranceCents) ?? [],
  );
  const direction = Math.sign(payment);
  const named = evidence.filter((item) => item.referenceHit || item.numberHit);
  const sameParty = evidence.filter((item) => item.ibanHit || item.nameScore >= SAME_PARTY);
  const counterpartyNamed = view.partyTokens.length > 0;
  const build = (items: readonly InvoiceEvidence[]): MatchProposal | null =>
    buildProposal(items, payment, toleranceCents, counterpartyNamed);
  const proposals: MatchProposal[] = [];
  const add = (proposal: MatchProposal | null): void => {
    if (proposal) proposals.push(proposal);
  };

  const inDirection = evidence.filter((item) => Math.sign(item.expectedCents) === direction);
  const amountOnly = inDirection.filter(
    (item) =>
      !item.referenceHit &&
      !item.numberHit &&
      !item.ibanHit &&
      item.nameScore < SAME_PARTY &&
      Math.abs(item.expectedCents - payment) <= toleranceCents,
  );
  for (const item of inDirection) {
    const weak = amountOnly.includes(item);
    if (weak && amountOnly.length > MAX_AMOUNT_ONLY) continue;
    const proposal = build([item]);
    // A part payment from a known party with nothing naming the invoice is too vague to suggest.
    if (proposal?.signals.includes("partial-payment") && !item.referenceHit && !item.numberHit) continue;
    add(proposal);
  }

  // An invoice together with the credit notes that correct it.
  for (const item of named) {
    const notes = evidence.filter(
      (note) =>
        note.pool.invoice.correctsInvoiceId === item.pool.invoice.id &&
        Math.sign(note.expectedCents) !== direction,
    );
    if (notes.length > 0) add(build([item, ...notes]));
  }
  if (named.length >= 2) {
    add(build(named));
    for (const subset of pickSubsets(named, payment, toleranceCents, NAMED_SUBSET_LIMITS)) add(build(subset));
  }
  const partyPool = [...new Set([...sameParty, ...named])]
    .sort((a, b) =>
      (a.pool.invoice.dueDate || a.pool.invoice.issueDate).localeCompare(
        b.pool.invoice.dueDate || b.pool.invoice.issueDate,
      ),
    )
    .slice(0, MAX_PARTY_INVOICES);
  if (partyPool.length >= 2) {
    for (const subset of pickSubsets(partyPool, payment, toleranceCents, PARTY_SUBSET_LIMITS))
      add(build(subset));
  }

  const seen = new Set<string>();
  return proposals
    .sort((a, b) => b.score - a.score)
    .filter((proposal) => {
      const key = setKey(proposal);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
