import {
  compileInvoiceNumber,
  containsInvoiceNumber,
  digitGroupsOf,
  type InvoiceNumberPattern,
} from "./invoice-number-in-text";
import type { MatchInvoice, MatchTransaction } from "./match-types";
import { paymentForInvoiceCents } from "./match-types";
import { comparePartyNames, tokeniseParty } from "./party-name";
import { collectTransactionReferences, compactReference } from "./payment-references";

/** An invoice as the matcher keeps it: what is open now, and its look-up forms computed once. */
export interface PoolInvoice {
  readonly invoice: MatchInvoice;
  openCents: number;
  readonly numberPattern: InvoiceNumberPattern;
  readonly partyTokens: readonly string[];
  /** The tokens joined: the cache key for name comparisons. */
  readonly partyKey: string;
  readonly reference: string;
  readonly compactNumber: string;
  readonly ibans: ReadonlySet<string>;
}

export function toPoolInvoice(invoice: MatchInvoice): PoolInvoice {
  return {
    invoice,
    openCents: invoice.openCents,
    numberPattern: compileInvoiceNumber(invoice.number),
    partyTokens: tokeniseParty(invoice.partyName),
    partyKey: tokeniseParty(invoice.partyName).join(" "),
    reference: invoice.paymentReference.trim() ? compactReference(invoice.paymentReference) : "",
    compactNumber: invoice.number.replace(/\s/g, "").toUpperCase(),
    ibans: new Set(invoice.partyIbans.map(compactIban).filter(Boolean)),
  };
}

export function compactIban(text: string): string {
  return text.replace(/\s/g, "").toUpperCase();
}

/** What one transaction says about one invoice. */
export interface InvoiceEvidence {
  readonly pool: PoolInvoice;
  /** The transaction amount that would settle what is open (signed like the transaction). */
  readonly expectedCents: number;
  readonly referenceHit: string | null;
  readonly numberHit: boolean;
  readonly ibanHit: boolean;
  readonly nameScore: number;
  readonly beforeIssueDate: boolean;
}

export interface TransactionView {
  readonly transaction: MatchTransaction;
  readonly references: ReadonlySet<string>;
  readonly text: string;
  readonly digitGroups: Set<string>;
  readonly partyTokens: readonly string[];
  readonly iban: string;
  /** Name scores by invoice party, computed once per transaction (a customer has many invoices). */
  readonly nameScores: Map<string, number>;
}

export function viewTransaction(transaction: MatchTransaction): TransactionView {
  const text = [
    transaction.description,
    transaction.creditorReference,
    transaction.endToEndId,
    ...(transaction.extraReferences ?? []),
  ]
    .filter((part) => part.trim() !== "")
    .join(" \u2022 ");
  return {
    transaction,
    references: new Set(collectTransactionReferences(transaction).map((found) => found.value)),
    text,
    digitGroups: digitGroupsOf(text),
    partyTokens: tokeniseParty(transaction.counterpartyName),
    iban: compactIban(transaction.counterpartyIban),
    nameScores: new Map(),
  };
}

function sameCurrency(a: string, b: string): boolean {
  return (a || "EUR").toUpperCase() === (b || "EUR").toUpperCase();
}

/** Evidence for one invoice, or null when the transaction says nothing about it. */
export function weighInvoice(
  view: TransactionView,
  pool: PoolInvoice,
  toleranceCents: number,
): InvoiceEvidence | null {
  const { transaction } = view;
  if (pool.openCents === 0 || !sameCurrency(transaction.currency, pool.invoice.currency)) return null;
  const expectedCents = paymentForInvoiceCents(pool.invoice.side, pool.openCents);
  let referenceHit: string | null = null;
  if (pool.reference && view.references.has(pool.reference)) referenceHit = pool.reference;
  else if (pool.compactNumber && view.references.has(pool.compactNumber)) referenceHit = pool.compactNumber;
  const numberHit =
    referenceHit === null && containsInvoiceNumber(view.text, pool.numberPattern, view.digitGroups);
  const ibanHit = view.iban !== "" && pool.ibans.has(view.iban);
  let nameScore = view.nameScores.get(pool.partyKey);
  if (nameScore === undefined) {
    nameScore = comparePartyNames(view.partyTokens, pool.partyTokens);
    view.nameScores.set(pool.partyKey, nameScore);
  }
  const amountClose = Math.abs(expectedCents - transaction.amountCents) <= toleranceCents;
  if (!referenceHit && !numberHit && !ibanHit && nameScore < 0.85 && !amountClose) return null;
  return {
    pool,
    expectedCents,
    referenceHit,
    numberHit,
    ibanHit,
    nameScore,
    beforeIssueDate: transaction.bookingDate !== "" && transaction.bookingDate < pool.invoice.issueDate,
  };
}
