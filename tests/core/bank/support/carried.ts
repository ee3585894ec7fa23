import type { Balance, BankStatement } from "../../../../core/bank/model";

/**
 * Everything of a statement that CAMT.053 carries in our writer and reader: every field of every
 * transaction except the bank's words for the kind of transaction (MT940 /TRTP/, which CAMT has no
 * element for). An unbooked status "" (MT940, CSV) is written as BOOK, the status every MT940 line has.
 */
export function carriedByCamt(statements: readonly BankStatement[]): unknown[] {
  return statements.map((s) => ({
    // CAMT requires an account: a CSV export that does not name its own is written as NOTPROVIDED.
    account: s.account || "NOTPROVIDED",
    // ISO 4217 "XXX" (no currency) where the statement does not say which.
    currency: s.currency || "XXX",
    number: /^\d{1,18}$/.test(s.number) ? s.number : "",
    opening: withCurrency(s.openingBalance, s.currency),
    closing: withCurrency(s.closingBalance, s.currency),
    available: withCurrency(s.closingAvailableBalance, s.currency),
    transactions: s.transactions.map((t) => ({
      ...t,
      transactionType: "",
      currency: t.currency || "XXX",
      // The reader names an ultimate party only when it is not the counterparty itself.
      ultimateParty: t.ultimateParty === t.counterpartyName ? "" : t.ultimateParty,
      // CAMT's references hold 35 characters (Max35Text); some MT940 dialects put whole sentences there.
      endToEndId: t.endToEndId.slice(0, 35).trim(),
      mandateId: t.mandateId.slice(0, 35).trim(),
      creditorId: t.creditorId.slice(0, 35).trim(),
      creditorReference: t.creditorReference.slice(0, 35).trim(),
      customerReference: t.customerReference.slice(0, 35).trim(),
      bankReference: t.bankReference.slice(0, 35).trim(),
      batchReference: t.batchReference.slice(0, 35).trim(),
      status: t.status || "BOOK",
      // With no remittance text, the reader shows the creditor reference as the description (as banks mean it).
      description: t.description || t.creditorReference,
    })),
  }));
}

function withCurrency(balance: Balance | null, currency: string): Balance | null {
  return balance && { ...balance, currency: balance.currency || currency || "XXX" };
}
