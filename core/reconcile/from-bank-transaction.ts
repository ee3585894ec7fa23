import type { BankTransaction } from "../bank/model";
import type { MatchTransaction } from "./match-types";

/** The matcher's view of a parsed transaction; `amountCents` is the caller's rounding of the exact amount. */
export function toMatchTransaction(
  id: string,
  transaction: BankTransaction,
  amountCents: number,
): MatchTransaction {
  return {
    id,
    bookingDate: transaction.bookingDate,
    amountCents,
    currency: transaction.currency,
    counterpartyName: transaction.counterpartyName || transaction.ultimateParty,
    counterpartyIban: transaction.counterpartyAccount,
    description: transaction.description,
    creditorReference: transaction.creditorReference,
    endToEndId: transaction.endToEndId,
    reversal: transaction.reversal,
  };
}
