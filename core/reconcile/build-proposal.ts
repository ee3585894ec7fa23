import { listReasonParts } from "./describe-proposal";
import type { InvoiceEvidence } from "./evidence";
import type { Allocation, MatchProposal, Signal } from "./match-types";
import { SAME_PARTY } from "./party-name";
import { describeReasonParts } from "./reason-parts";

function toInvoiceSign(evidence: InvoiceEvidence, paymentCents: number): number {
  return evidence.pool.invoice.side === "issued" ? paymentCents : -paymentCents;
}

interface Allocated {
  readonly allocations: Allocation[];
  readonly amountSignal: Signal;
  readonly differenceCents: number;
}

/**
 * Splits the payment over the invoices. Balanced (within tolerance): each invoice settled, a
 * shortfall written off on the largest; one invoice and less money: a part payment; more money:
 * the open amount, the rest stays unassigned. Never more than what is open.
 */
function allocate(
  items: readonly InvoiceEvidence[],
  paymentCents: number,
  toleranceCents: number,
): Allocated | null {
  const expected = items.reduce((sum, item) => sum + item.expectedCents, 0);
  const difference = paymentCents - expected;
  const direction = Math.sign(paymentCents);
  if (Math.abs(difference) <= toleranceCents) {
    const shortfall = Math.sign(difference) === -direction ? Math.abs(difference) : 0;
    const largest = [...items].sort((a, b) => b.expectedCents * direction - a.expectedCents * direction)[0];
    if (!largest || Math.abs(largest.expectedCents) < shortfall) return null;
    const allocations = items.map((item): Allocation => {
      const writeOff = item === largest ? shortfall : 0;
      const open = item.pool.openCents;
      const writeOffCents = writeOff === 0 ? 0 : Math.sign(open) * writeOff;
      return { invoiceId: item.pool.invoice.id, amountCents: open - writeOffCents, writeOffCents };
    });
    const amountSignal: Signal =
      difference !== 0 ? "amount-within-tolerance" : items.length > 1 ? "amounts-add-up" : "amount-equal";
    return { allocations, amountSignal, differenceCents: difference };
  }
  const only = items.length === 1 ? items[0] : undefined;
  if (!only || Math.sign(only.expectedCents) !== direction) return null;
  if (Math.abs(paymentCents) < Math.abs(only.expectedCents)) {
    const amountCents = toInvoiceSign(only, paymentCents);
    return {
      allocations: [{ invoiceId: only.pool.invoice.id, amountCents, writeOffCents: 0 }],
      amountSignal: "partial-payment",
      differenceCents: difference,
    };
  }
  return {
    allocations: [{ invoiceId: only.pool.invoice.id, amountCents: only.pool.openCents, writeOffCents: 0 }],
    amountSignal: "overpayment",
    differenceCents: difference,
  };
}

const AMOUNT_POINTS: Partial<Record<Signal, number>> = {
  "amount-equal": 40,
  "amounts-add-up": 35,
  "amount-within-tolerance": 30,
  "partial-payment": 5,
};

/** One proposal for a set of invoices, scored, with its reason; null when the money cannot be split. */
export function buildProposal(
  items: readonly InvoiceEvidence[],
  paymentCents: number,
  toleranceCents: number,
  counterpartyNamed: boolean,
): MatchProposal | null {
  if (items.length === 0 || paymentCents === 0) return null;
  const allocated = allocate(items, paymentCents, toleranceCents);
  if (!allocated) return null;
  const direction = Math.sign(paymentCents);
  const primary = items.filter((item) => Math.sign(item.expectedCents) === direction);
  const netted = items.filter((item) => Math.sign(item.expectedCents) !== direction);
  if (primary.length === 0) return null;
  const referenced = primary.filter((item) => item.referenceHit).length;
  const numbered = primary.filter((item) => item.referenceHit || item.numberHit).length;
  const ibanHit = items.some((item) => item.ibanHit);
  const bestName = Math.max(...items.map((item) => item.nameScore));
  const before = items.some((item) => item.beforeIssueDate);
  const signals: Signal[] = [];
  if (referenced > 0) signals.push("reference");
  if (items.some((item) => item.numberHit)) signals.push("invoice-number");
  signals.push(allocated.amountSignal);
  if (netted.length > 0) signals.push("credit-note-netted");
  if (ibanHit) signals.push("counterparty-account");
  if (bestName >= SAME_PARTY) signals.push("counterparty-name");
  if (before) signals.push("paid-before-invoice-date");

  const score =
    (100 * referenced) / primary.length +
    (60 * (numbered - referenced)) / primary.length +
    (AMOUNT_POINTS[allocated.amountSignal] ?? 0) +
    (ibanHit ? 30 : bestName >= SAME_PARTY ? 20 * bestName : 0) -
    (before ? 40 : 0) -
    3 * (items.length - 1);

  const nettedIdentified = netted.every(
    (note) =>
      note.referenceHit ||
      note.numberHit ||
      primary.some((item) => item.pool.invoice.id === note.pool.invoice.correctsInvoiceId),
  );
  const balanced = allocated.amountSignal !== "partial-payment" && allocated.amountSignal !== "overpayment";
  const referencedPart =
    items.length === 1 && referenced === 1 && allocated.amountSignal === "partial-payment";
  // A number alone, paid by someone whose name has nothing in common with the invoice's party, may be a coincidence.
  const partyConflict =
    referenced === 0 &&
    !ibanHit &&
    counterpartyNamed &&
    items[0]?.pool.partyTokens.length !== 0 &&
    bestName < 0.5;
  const decisive =
    numbered === primary.length &&
    nettedIdentified &&
    (balanced || referencedPart) &&
    !before &&
    !partyConflict;
  const reasonParts = listReasonParts(items, signals, allocated.differenceCents);
  return {
    allocations: allocated.allocations,
    score: Math.round(score * 10) / 10,
    signals,
    reason: describeReasonParts(reasonParts),
    reasonParts,
    decisive,
  };
}
