import { type AnalyticsTableText, ENGLISH_TABLE_TEXT } from "./table-text";
import type { SalesAnalytics } from "./types";

/** `month` ("2025-12") and `date` ("2025-12-31") are ISO in files and worded by language on screen. */
export type ColumnKind = "text" | "month" | "date" | "money" | "count" | "percent" | "days";

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

/** Every table of the analytics, in page order, in the words given; the exports write exactly these. */
export function buildAnalyticsTables(
  analytics: SalesAnalytics,
  text: AnalyticsTableText = ENGLISH_TABLE_TEXT,
): AnalyticsTable[] {
  const { totals, receivables, dso, expectedCash } = analytics;
  const { titles, headers: h, rows: r } = text;
  const REVENUE_COLUMNS: readonly AnalyticsColumn[] = [
    { header: h.documents, kind: "count" },
    { header: h.revenueExcl, kind: "money" },
    { header: h.vat, kind: "money" },
    { header: h.revenueIncl, kind: "money" },
  ];
  return [
    {
      id: "summary",
      title: titles.summary,
      columns: [
        { header: h.figure, kind: "text" },
        { header: h.amount, kind: "money" },
      ],
      rows: [
        [h.revenueExcl, totals.exclCents],
        [h.vat, totals.vatCents],
        [h.revenueIncl, totals.inclCents],
        [r.openReceivablesToday, receivables.openCents],
      ],
    },
    {
      id: "months",
      title: titles.months,
      columns: [{ header: h.month, kind: "month" }, ...REVENUE_COLUMNS],
      rows: analytics.months.map((row) => [row.month, row.count, row.exclCents, row.vatCents, row.inclCents]),
    },
    {
      id: "quarters",
      title: titles.quarters,
      columns: [{ header: h.quarter, kind: "text" }, ...REVENUE_COLUMNS],
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
      title: titles.customers,
      columns: [
        { header: h.customer, kind: "text" },
        ...REVENUE_COLUMNS,
        { header: h.shareOfRevenue, kind: "percent" },
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
      title: titles.products,
      columns: [
        { header: h.productLine, kind: "text" },
        { header: h.lines, kind: "count" },
        { header: h.revenueExcl, kind: "money" },
        { header: h.share, kind: "percent" },
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
      title: titles.ageing,
      columns: [
        { header: h.daysPastDue, kind: "text" },
        { header: h.documents, kind: "count" },
        { header: h.open, kind: "money" },
      ],
      rows: [
        ...receivables.ageing.map((row) => [text.ageing[row.bucket], row.count, row.openCents]),
        [r.total, receivables.count, receivables.openCents],
      ],
    },
    {
      id: "dso",
      title: titles.dso,
      columns: [
        { header: h.dso, kind: "days" },
        { header: h.receivablesOn, kind: "date" },
        { header: h.receivables, kind: "money" },
        { header: h.revenueIncl, kind: "money" },
        { header: h.daysInPeriod, kind: "count" },
      ],
      rows: [[dso.days, dso.asOf, dso.receivablesCents, dso.revenueInclCents, dso.periodDays]],
    },
    {
      id: "payment-habits",
      title: titles.paymentHabits,
      columns: [
        { header: h.customer, kind: "text" },
        { header: h.invoicesPaid, kind: "count" },
        { header: h.averageDaysLate, kind: "days" },
        { header: h.mostDaysLate, kind: "days" },
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
      title: titles.expectedCash,
      columns: [
        { header: h.window, kind: "text" },
        { header: h.documents, kind: "count" },
        { header: h.expected, kind: "money" },
      ],
      rows: [
        ...expectedCash.windows.map((row) => [r.nextDays(row.days), row.count, row.cents]),
        [r.after90Days, null, expectedCash.laterCents],
      ],
    },
  ];
}
