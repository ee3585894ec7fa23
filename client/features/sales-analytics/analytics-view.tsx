import { lazy, type ReactElement, Suspense, useMemo } from "react";
import { buildAnalyticsTables } from "../../../core/analytics/analytics-tables";
import type { SalesAnalytics } from "../../../core/analytics/types";
import { AnalyticsTableView } from "./analytics-table";
import { ExportButtons } from "./export-buttons";
import { FigureCards } from "./figure-cards";
import { TopCustomers } from "./top-customers";

const AnalyticsCharts = lazy(() => import("./analytics-charts"));

const NOTES: Readonly<Record<string, string>> = {
  ageing: "Open today, whatever the period: days past the due date (the issue date when there is none).",
  dso: "Receivables at the end of the period ÷ revenue incl. VAT in the period × the days in it.",
  "payment-habits":
    "Invoices of the period paid in full: days from the due date to the payment that completed them.",
  "expected-cash": "Open today; each due date moved by the customer's average days late. Windows add up.",
  products: "By line item description; credit notes subtract.",
};

function ChartPlaceholder(): ReactElement {
  return (
    <p className="rounded-lg border border-gray-200 p-4 text-sm text-gray-600 dark:border-gray-700 dark:text-gray-400">
      Loading charts…
    </p>
  );
}

/** Every figure, chart and table of one result, each table with its own download. */
export function AnalyticsView({ analytics }: { readonly analytics: SalesAnalytics }): ReactElement {
  const tables = useMemo(() => buildAnalyticsTables(analytics), [analytics]);
  const periodLabel = `${analytics.from}-to-${analytics.to}`;
  return (
    <div className="min-w-0">
      <FigureCards analytics={analytics} />
      {analytics.otherCurrencyCount > 0 ? (
        <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">
          {analytics.otherCurrencyCount} {analytics.otherCurrencyCount === 1 ? "document" : "documents"} in
          another currency than the euro {analytics.otherCurrencyCount === 1 ? "is" : "are"} left out of the
          sums.
        </p>
      ) : null}
      <div className="mt-6">
        <Suspense fallback={<ChartPlaceholder />}>
          <AnalyticsCharts analytics={analytics} />
        </Suspense>
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-bold">Tables</h2>
        <div className="flex items-center gap-2 text-sm">
          <span>All tables as one workbook:</span>
          <ExportButtons tables={tables} name="Sales analytics" periodLabel={periodLabel} />
        </div>
      </div>
      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <TopCustomers customers={analytics.customers} />
        {tables.map((table) => (
          <AnalyticsTableView
            key={table.id}
            table={table}
            periodLabel={periodLabel}
            note={NOTES[table.id]}
            wide={table.columns.length >= 5 && table.id !== "months" && table.id !== "quarters"}
          />
        ))}
      </div>
    </div>
  );
}
