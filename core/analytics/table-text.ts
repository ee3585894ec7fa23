import type { AgeingBucket } from "./types";

/**
 * Every word of the analytics tables and their exports. Core stays language-independent: the
 * caller passes the words in its language (the page builds them from the message catalogue);
 * English is the default so files and tests without a language read as before.
 */
export interface AnalyticsTableText {
  readonly titles: {
    readonly summary: string;
    readonly months: string;
    readonly quarters: string;
    readonly customers: string;
    readonly products: string;
    readonly ageing: string;
    readonly dso: string;
    readonly paymentHabits: string;
    readonly expectedCash: string;
  };
  readonly headers: {
    readonly figure: string;
    readonly amount: string;
    readonly documents: string;
    readonly revenueExcl: string;
    readonly vat: string;
    readonly revenueIncl: string;
    readonly month: string;
    readonly quarter: string;
    readonly customer: string;
    readonly shareOfRevenue: string;
    readonly productLine: string;
    readonly lines: string;
    readonly share: string;
    readonly daysPastDue: string;
    readonly open: string;
    readonly dso: string;
    readonly receivablesOn: string;
    readonly receivables: string;
    readonly daysInPeriod: string;
    readonly invoicesPaid: string;
    readonly averageDaysLate: string;
    readonly mostDaysLate: string;
    readonly window: string;
    readonly expected: string;
  };
  readonly rows: {
    readonly openReceivablesToday: string;
    readonly total: string;
    readonly after90Days: string;
    readonly nextDays: (days: number) => string;
  };
  readonly ageing: Readonly<Record<AgeingBucket, string>>;
}

export const ENGLISH_AGEING_LABELS: Readonly<Record<AgeingBucket, string>> = {
  not_due: "Not yet due",
  "0-30": "0–30 days",
  "31-60": "31–60 days",
  "61-90": "61–90 days",
  over_90: "More than 90 days",
};

export const ENGLISH_TABLE_TEXT: AnalyticsTableText = {
  titles: {
    summary: "Summary",
    months: "Revenue per month",
    quarters: "Revenue per quarter",
    customers: "Revenue per customer",
    products: "Revenue per product line",
    ageing: "Open receivables by age",
    dso: "Days sales outstanding",
    paymentHabits: "Average days late per customer",
    expectedCash: "Expected incoming cash",
  },
  headers: {
    figure: "Figure",
    amount: "Amount",
    documents: "Documents",
    revenueExcl: "Revenue excl. VAT",
    vat: "VAT",
    revenueIncl: "Revenue incl. VAT",
    month: "Month",
    quarter: "Quarter",
    customer: "Customer",
    shareOfRevenue: "Share of revenue excl. VAT",
    productLine: "Product line",
    lines: "Lines",
    share: "Share",
    daysPastDue: "Days past due date",
    open: "Open",
    dso: "Days sales outstanding",
    receivablesOn: "Receivables on",
    receivables: "Receivables",
    daysInPeriod: "Days in period",
    invoicesPaid: "Invoices paid",
    averageDaysLate: "Average days late",
    mostDaysLate: "Most days late",
    window: "Window",
    expected: "Expected",
  },
  rows: {
    openReceivablesToday: "Open receivables today",
    total: "Total",
    after90Days: "After 90 days",
    nextDays: (days) => `Next ${days} days`,
  },
  ageing: ENGLISH_AGEING_LABELS,
};
