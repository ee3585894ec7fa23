/**
 * The shape of GET /api/dashboard/overview (the client imports these types only). Money is integer
 * cents in euros: the figures sum EUR amounts only and count what is in other currencies apart.
 */

export interface PeriodFigures {
  readonly count: number;
  readonly totalExclCents: number;
  readonly vatCents: number;
  readonly totalInclCents: number;
}

export interface InvoiceFigures {
  readonly month: PeriodFigures;
  readonly quarter: PeriodFigures;
  /** Invoices of this quarter in a currency other than EUR (not in the sums). */
  readonly otherCurrencyCount: number;
}

export interface OpenItems {
  readonly count: number;
  readonly totalCents: number;
  /** Earliest due date among them, YYYY-MM-DD; null when none has one. */
  readonly oldestDueDate: string | null;
}

export interface AccountBalance {
  readonly account: string;
  readonly currency: string;
  readonly date: string;
  readonly balanceCents: number;
}

export interface ReviewQueue {
  /** Extracted, not yet reviewed, with at least one field under the review threshold. */
  readonly lowConfidence: number;
  /** Scans waiting for OCR in the browser. */
  readonly needsOcr: number;
  /** E-mails refused in the last 30 days; null when the inbound log does not exist in this database. */
  readonly refusedEmails: number;
}

export interface Glance {
  readonly month: string;
  readonly quarter: string;
  readonly received: InvoiceFigures;
  readonly issued: InvoiceFigures;
  /** Issued invoices (and credit notes, netted) issued or sent, less matched payments (issue 19). */
  readonly receivables: OpenItems;
  /** Received invoices with money open after matched payments; past due only where statements reach that date. */
  readonly payables: OpenItems;
  readonly statements: { readonly count: number; readonly latest: readonly AccountBalance[] };
  readonly review: ReviewQueue;
}

export type VatCategory = "S" | "Z" | "E" | "AE" | "K" | "G" | "O";

export interface OutputVatRow {
  readonly category: VatCategory;
  readonly rateBasisPoints: number;
  readonly invoiceCount: number;
  readonly taxableCents: number;
  readonly vatCents: number;
}

export interface VatSummary {
  readonly quarter: string;
  readonly from: string;
  readonly to: string;
  readonly output: readonly OutputVatRow[];
  readonly outputVatCents: number;
  readonly input: {
    readonly invoiceCount: number;
    readonly totalInclCents: number;
    readonly vatCents: number;
  };
  /** Output minus input: positive is to pay, negative to reclaim. */
  readonly balanceCents: number;
}

export interface MonthFlow {
  readonly month: string;
  readonly inCents: number;
  readonly outCents: number;
}

export interface Cashflow {
  /** "bank": saved statements' transactions; "invoices": issued (in) and received (out) invoices. */
  readonly source: "bank" | "invoices";
  readonly months: readonly MonthFlow[];
}

export interface BalanceSeries {
  readonly account: string;
  readonly currency: string;
  readonly points: readonly { readonly date: string; readonly balanceCents: number }[];
}

export type ActivityKind = "upload" | "email" | "peppol" | "issued" | "statement";

export interface Activity {
  readonly kind: ActivityKind;
  readonly id: string;
  readonly title: string;
  readonly detail: string;
  /** Unix milliseconds. */
  readonly at: number;
  readonly href: string;
}

/** A new account: no received or issued invoices (drafts included) and no saved statements. */
export interface EmptyOverview {
  readonly empty: true;
  readonly today: string;
}

export interface FilledOverview {
  readonly empty: false;
  readonly today: string;
  readonly glance: Glance;
  readonly vat: VatSummary;
  readonly cashflow: Cashflow;
  readonly balances: readonly BalanceSeries[];
  readonly recent: readonly Activity[];
}

export type Overview = EmptyOverview | FilledOverview;
