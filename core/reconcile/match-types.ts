/**
 * Inputs and outputs of payment matching (issue 19). Money is integer cents. An invoice's amounts
 * carry its own sign (a credit note is negative); a transaction's amount is signed as the bank gives
 * it (money in positive). `expectedPaymentCents` relates the two.
 */

import type { ReasonPart } from "./reason-parts";
export type InvoiceSide = "issued" | "received";

export interface MatchInvoice {
  readonly id: string;
  readonly side: InvoiceSide;
  readonly number: string;
  /** Customer (issued) or supplier (received). */
  readonly partyName: string;
  /** Accounts known to belong to the party: the supplier IBAN on its invoice, accounts of earlier payments. */
  readonly partyIbans: readonly string[];
  readonly issueDate: string;
  readonly dueDate: string;
  readonly currency: string;
  /** Total including VAT; negative for a credit note. */
  readonly totalCents: number;
  /** Still to be paid, same sign as the total (0 when settled). */
  readonly openCents: number;
  /** The RF reference or betalingskenmerk printed on the invoice, "" when none. */
  readonly paymentReference: string;
  /** A credit note: the invoice it corrects, when known. */
  readonly correctsInvoiceId?: string;
}

export interface MatchTransaction {
  readonly id: string;
  readonly bookingDate: string;
  /** Signed: money in positive. */
  readonly amountCents: number;
  readonly currency: string;
  readonly counterpartyName: string;
  readonly counterpartyIban: string;
  /** Free remittance text (CAMT Ustrd, MT940 /REMI/ or ?20–?29 joined). */
  readonly description: string;
  /** Structured creditor reference (CAMT Strd/CdtrRefInf/Ref, MT940 /REMI/STRD/ or /MARF/-like fields). */
  readonly creditorReference: string;
  readonly endToEndId: string;
  /** True for a storno (MT940 RC/RD, CAMT RvslInd). */
  readonly reversal: boolean;
  /** Further structured references a parser found (any field); optional so new parser fields can feed in. */
  readonly extraReferences?: readonly string[];
}

/** Part of a transaction assigned to one invoice, in the invoice's sign. */
export interface Allocation {
  readonly invoiceId: string;
  readonly amountCents: number;
  /** A shortfall within the user's tolerance (bank charges) that settles the invoice, in the invoice's sign. */
  readonly writeOffCents: number;
}

/** An earlier payment already assigned, so a later storno or refund can be matched back to it. */
export interface PriorPayment {
  readonly transactionId: string;
  readonly amountCents: number;
  readonly counterpartyIban: string;
  readonly endToEndId: string;
  readonly allocations: readonly Allocation[];
}

export type Signal =
  | "reference"
  | "invoice-number"
  | "amount-equal"
  | "amount-within-tolerance"
  | "amounts-add-up"
  | "partial-payment"
  | "overpayment"
  | "counterparty-account"
  | "counterparty-name"
  | "paid-before-invoice-date"
  | "credit-note-netted"
  | "reversal";

export interface MatchProposal {
  readonly allocations: readonly Allocation[];
  readonly score: number;
  readonly signals: readonly Signal[];
  /** Why, in words: "reference RF18 5390 0754 7034 matches invoice 2024-0031, amount equal". */
  readonly reason: string;
  /** The same reason as codes, for the screen to word in its language; absent on older saves. */
  readonly reasonParts?: readonly ReasonPart[];
  /** True when the evidence alone would justify booking it without asking. */
  readonly decisive: boolean;
}

export type MatchKind = "automatic" | "suggested" | "unmatched";

export interface MatchOutcome {
  readonly transactionId: string;
  readonly kind: MatchKind;
  /** Best first; for "automatic" the first is the one applied. At most `maxSuggestions`. */
  readonly proposals: readonly MatchProposal[];
}

export interface MatchOptions {
  /** A payment this many cents short of the open amount still settles it (bank charges). */
  readonly toleranceCents: number;
  readonly maxSuggestions: number;
}

export const DEFAULT_MATCH_OPTIONS: MatchOptions = { toleranceCents: 0, maxSuggestions: 5 };

/** The transaction amount that settles `cents` of an invoice on this side. */
export function paymentForInvoiceCents(side: InvoiceSide, cents: number): number {
  return side === "issued" ? cents : -cents;
}
