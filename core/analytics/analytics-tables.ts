import { AGEING_LABELS } from "./labels";
import type { SalesAnalytics } from "./types";

export type ColumnKind = "text" | "money" | "count" | "percent" | "days";

export interface AnalyticsColumn {
  readonly header: string;
  readonly kind: ColumnKind;
}

/** A cell: text, integer cents (money), a count, basis points (percent) or days; null is empty. */
export type AnalyticsCell = string | number | null;

/** One figure or table of the page, in the form both exports and the page's tables use. */
export interface AnalyticsTable {
  readonly id: string;
  readonly title: string;
  readonly columns: readonly AnalyticsColumn[];
  readonly rows: readonly (readonly AnalyticsCell[])[];
}

const REVENUE_COLUMNS: readonly AnalyticsColumn[] = [
  { header: "Documents", kind: "count" },
  { header: "Revenue excl. VAT", kind: "money" },
  { header: "VAT", kind: "money" },
  { header: "Revenue incl. VAT", kind: "money" },
];

/** Every table of the analytics, in page order; the exports write exactly these. */
export function buildAnalyticsTables(analytics: SalesAnalytics): AnalyticsTable[] {
  const { totals, receivables, dso, expectedCash } = analytics;
  return [
    {
      id: "summary",
      title: "Summary",
      columns: [
        { header: "Figure", kind: "text" },
        { header: "Amount", kind: "money" },
      ],
      rows: [
        ["Revenue excl. VAT", totals.exclCents],
        ["VAT", totals.vatCents],
        ["Revenue incl. VAT", totals.inclCents],
        ["Open receivables today", receivables.openCents],
      ],
    },
    {
      id: "months",
      title: "Revenue per month",
      columns: [{ header: "Month", kind: "text" }, ...REVENUE_COLUMNS],
      rows: analytics.months.map((row) => [row.month, row.count, row.exclCents, row.vatCents, row.inclCents]),
    },
    {
      id: "quarters",
      title: "Revenue per quarter",
      columns: [{ header: "Quarter", kind: "text" }, ...REVENUE_COLUMNS],
      rows: analytics.quarters.map((row) => [
        row.quarter,
        row.count,
        row.exclCents,
        row.vatCents,
        row.inclCents,
      ]),
    },
    {
      id: "customers",
      title: "Revenue per customer",
      columns: [
        { header: "Customer", kind: "text" },
        ...REVENUE_COLUMNS,
        { header: "Share of revenue excl. VAT", kind: "percent" },
      ],
      rows: analytics.customers.map((row) => [
        row.customer,
        row.count,
        row.exclCents,
        row.vatCents,
        row.inclCents,
        row.shareBasisPoints,
      ]),
    },
    {
      id: "products",
      title: "Revenue per product line",
      columns: [
        { header: "Product line", kind: "text" },
        { header: "Lines", kind: "count" },
        { header: "Revenue excl. VAT", kind: "money" },
        { header: "Share", kind: "percent" },
      ],
      rows: analytics.products.map((row) => [
        row.product,
        row.lineCount,
        row.exclCents,
        row.shareBasisPoints,
      ]),
    },
    {
      id: "ageing",
      title: "Open receivables by age",
      columns: [
        { header: "Days past due date", kind: "text" },
        { header: "Documents", kind: "count" },
        { header: "Open", kind: "money" },
      ],
      rows: [
        ...receivables.ageing.map((row) => [AGEING_LABELS[row.bucket], row.count, row.openCents]),
        ["Total", receivables.count, receivables.openCents],
      ],
    },
    {
      id: "dso",
      title: "Days sales outstanding",
      columns: [
        { header: "Days sales outstanding", kind: "days" },
        { header: "Receivables on", kind: "text" },
        { header: "Receivables", kind: "money" },
        { header: "Revenue incl. VAT", kind: "money" },
        { header: "Days in period", kind: "count" },
      ],
      rows: [[dso.days, dso.asOf, dso.receivablesCents, dso.revenueInclCents, dso.periodDays]],
    },
    {
      id: "payment-habits",
      title: "Average days late per customer",
      columns: [
        { header: "Customer", kind: "text" },
        { header: "Invoices paid", kind: "count" },
        { header: "Average days late", kind: "days" },
        { header: "Most days late", kind: "days" },
      ],
      rows: analytics.paymentHabits.map((row) => [
        row.customer,
        row.paidInvoices,
        row.averageDaysLate,
        row.maxDaysLate,
      ]),
    },
    {
      id: "expected-cash",
      title: "Expected incoming cash",
      columns: [
        { header: "Window", kind: "text" },
        { header: "Documents", kind: "count" },
        { header: "Expected", kind: "money" },
      ],
      rows: [
        ...expectedCash.windows.map((row) => [`Next ${row.days} days`, row.count, row.cents]),
        ["After 90 days", null, expectedCash.laterCents],
      ],
    },
  ];
}
