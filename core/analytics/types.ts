/**
 * Sales analytics (issue 19, part 2): plain records in, figures out. The Worker loads the records
 * from D1 and the page's sample data builds them by hand; both go through the same functions. Money
 * is integer cents in euros, in the document's sign (a credit note negative), as the tables store it.
 */

/** One issued invoice or credit note (never a draft). */
export interface AnalyticsInvoice {
  readonly id: string;
  readonly number: string;
  readonly kind: "invoice" | "credit_note";
  readonly customer: string;
  /** YYYY-MM-DD. */
  readonly issueDate: string;
  /** YYYY-MM-DD, or "" when nothing is due (then it is aged from its issue date). */
  readonly dueDate: string;
  /** ISO 4217; only EUR is summed, the rest is counted apart. */
  readonly currency: string;
  readonly totalExclCents: number;
  readonly vatCents: number;
  readonly totalInclCents: number;
  /** The user marked it paid by hand (it is then paid whatever the bank says). */
  readonly markedPaid: boolean;
  /** YYYY-MM-DD the user said it was paid; null when not marked. */
  readonly paidAt: string | null;
  /**
   * Net amount per line excluding VAT, in the document's sign. May be empty when the lines are not
   * needed (outside the period); what the lines do not explain is shown as document discounts/charges.
   */
  readonly lines: readonly AnalyticsLine[];
}

export interface AnalyticsLine {
  /** The line item description as written on the invoice. */
  readonly product: string;
  readonly netCents: number;
}

/** Money a matched bank payment (plus any written-off shortfall) assigned to an issued invoice. */
export interface AnalyticsPayment {
  readonly invoiceId: string;
  /** Booking date of the bank transaction, YYYY-MM-DD. */
  readonly date: string;
  /** In the invoice's sign. */
  readonly amountCents: number;
}

export interface AnalyticsRequest {
  /** First and last day of the period, inclusive, YYYY-MM-DD. */
  readonly from: string;
  readonly to: string;
  /** Only this customer's invoices (exact name), or null for all. */
  readonly customer: string | null;
  /** Today where the business is, YYYY-MM-DD: the date receivables are aged on. */
  readonly today: string;
}

export interface RevenueFigures {
  /** Invoices and credit notes counted. */
  readonly count: number;
  readonly exclCents: number;
  readonly vatCents: number;
  readonly inclCents: number;
}

export interface MonthRevenue extends RevenueFigures {
  /** YYYY-MM. */
  readonly month: string;
}

export interface QuarterRevenue extends RevenueFigures {
  /** YYYY-Qn. */
  readonly quarter: string;
}

export interface CustomerRevenue extends RevenueFigures {
  readonly customer: string;
  /** Share of the period's revenue excl. VAT in basis points (10000 = 100 %); null when that is not positive. */
  readonly shareBasisPoints: number | null;
}

export interface ProductRevenue {
  readonly product: string;
  /** Invoice lines counted (credit note lines too). */
  readonly lineCount: number;
  readonly exclCents: number;
  readonly shareBasisPoints: number | null;
}

export const AGEING_BUCKETS = ["not_due", "0-30", "31-60", "61-90", "over_90"] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export interface AgeingRow {
  readonly bucket: AgeingBucket;
  readonly count: number;
  readonly openCents: number;
}

export interface Receivables {
  /** Issued or sent, not marked paid, less matched payments: the dashboard's receivables. */
  readonly count: number;
  readonly openCents: number;
  readonly ageing: readonly AgeingRow[];
}

export interface DaysSalesOutstanding {
  /** Receivables at the end of the period ÷ revenue incl. VAT in the period × its days; null without revenue. */
  readonly days: number | null;
  /** The date the receivables are taken on: the period's last day, or today when that is earlier. */
  readonly asOf: string;
  readonly receivablesCents: number;
  readonly revenueInclCents: number;
  readonly periodDays: number;
}

export interface PaymentHabit {
  readonly customer: string;
  /** Invoices with a due date that were paid in full. */
  readonly paidInvoices: number;
  /** Average of (date paid in full − due date); negative is early. Rounded to one decimal. */
  readonly averageDaysLate: number;
  readonly maxDaysLate: number;
}

export const EXPECTED_CASH_WINDOWS = [30, 60, 90] as const;

export interface ExpectedCashRow {
  /** Within the next `days` days, cumulative (the 60-day figure includes the 30-day one). */
  readonly days: (typeof EXPECTED_CASH_WINDOWS)[number];
  readonly count: number;
  readonly cents: number;
}

export interface ExpectedCash {
  readonly windows: readonly ExpectedCashRow[];
  /** Open money expected after 90 days. */
  readonly laterCents: number;
}

export interface SalesAnalytics {
  readonly from: string;
  readonly to: string;
  readonly customer: string | null;
  readonly today: string;
  readonly totals: RevenueFigures;
  readonly months: readonly MonthRevenue[];
  readonly quarters: readonly QuarterRevenue[];
  readonly customers: readonly CustomerRevenue[];
  readonly products: readonly ProductRevenue[];
  readonly receivables: Receivables;
  readonly dso: DaysSalesOutstanding;
  readonly paymentHabits: readonly PaymentHabit[];
  readonly expectedCash: ExpectedCash;
  /** Documents of the period in a currency other than EUR: left out of every sum. */
  readonly otherCurrencyCount: number;
  /** Every customer with an issued document, for the customer filter. */
  readonly customerNames: readonly string[];
}
