import type { MatchProposal, MatchTransaction, PriorPayment } from "./match-types";
import { describeReasonParts, type ReasonPart } from "./reason-parts";

const REVERSAL_WORDS =
  /\b(storno|gestorneerd|terugboeking|teruggeboekt|retour|reversal|returned|return|r-transactie|stornierung|rueckbuchung)\b/i;

/**
 * A storno or returned payment undoes an earlier one: same account (or end-to-end id), the
 * opposite amount. The proposal takes the earlier allocations back; decisive only when the bank
 * flags the reversal and exactly one earlier payment fits.
 */
export function proposeReversals(
  transaction: MatchTransaction,
  priorPayments: readonly PriorPayment[],
  paidCents: (invoiceId: string) => number,
): MatchProposal[] {
  const looksReversed = transaction.reversal || REVERSAL_WORDS.test(transaction.description);
  if (!looksReversed) return [];
  const iban = transaction.counterpartyIban.replace(/\s/g, "").toUpperCase();
  const fits = priorPayments.filter(
    (prior) =>
      prior.amountCents === -transaction.amountCents &&
      ((iban !== "" && prior.counterpartyIban.replace(/\s/g, "").toUpperCase() === iban) ||
        (transaction.endToEndId !== "" && prior.endToEndId === transaction.endToEndId)),
  );
  return fits.flatMap((prior): MatchProposal[] => {
    // Only what is still booked as paid can be taken back.
    const fitsPaid = prior.allocations.every(
      (allocation) =>
        Math.abs(paidCents(allocation.invoiceId)) >=
        Math.abs(allocation.amountCents + allocation.writeOffCents),
    );
    if (!fitsPaid) return [];
    const reasonParts: ReasonPart[] = [{ code: "reverses-payment", cents: Math.abs(prior.amountCents) }];
    return [
      {
        allocations: prior.allocations.map((allocation) => ({
          invoiceId: allocation.invoiceId,
          amountCents: -allocation.amountCents,
          writeOffCents: allocation.writeOffCents === 0 ? 0 : -allocation.writeOffCents,
        })),
        score: transaction.reversal ? 150 : 90,
        signals: ["reversal"],
        reason: describeReasonParts(reasonParts),
        reasonParts,
        decisive: transaction.reversal && fits.length === 1,
      },
    ];
  });
}
