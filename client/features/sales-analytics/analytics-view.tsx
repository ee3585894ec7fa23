import { lazy, type ReactElement, Suspense, useMemo } from "react";
import { buildAnalyticsTables } from "../../../core/analytics/analytics-tables";
import type { SalesAnalytics } from "../../../core/analytics/types";
import { m } from "../../../core/i18n/messages";
import { AnalyticsTableView } from "./analytics-table";
import { buildTableText } from "./analytics-text";
import { ExportButtons } from "./export-buttons";
import { FigureCards } from "./figure-cards";
import { TopCustomers } from "./top-customers";

const AnalyticsCharts = lazy(() => import("./analytics-charts"));

const NOTES: Readonly<Record<string, () => string>> = {
  ageing: m.analytics_note_ageing,
  dso: m.analytics_note_dso,
  "payment-habits": m.analytics_note_habits,
  "expected-cash": m.analytics_note_expected,
  products: m.analytics_note_products,
};

function ChartPlaceholder(): ReactElement {
  return (
    <p className="rounded-lg border border-gray-200 p-4 text-sm text-gray-600 dark:border-gray-700 dark:text-gray-400">
      {m.analytics_loading_charts()}
    </p>
  );
}

/** Every figure, chart and table of one result, each table with its own download. */
export function AnalyticsView({ analytics }: { readonly analytics: SalesAnalytics }): ReactElement {
  const tables = useMemo(() => buildAnalyticsTables(analytics, buildTableText()), [analytics]);
  const periodLabel = `${analytics.from}-to-${analytics.to}`;
  return (
    <div className="min-w-0">
      <FigureCards analytics={analytics} />
      {analytics.otherCurrencyCount > 0 ? (
        <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">
          {m.analytics_other_currency({ count: analytics.otherCurrencyCount })}
        </p>
      ) : null}
      <div className="mt-6">
        <Suspense fallback={<ChartPlaceholder />}>
          <AnalyticsCharts analytics={analytics} />
        </Suspense>
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-bold">{m.analytics_tables()}</h2>
        <div className="flex items-center gap-2 text-sm">
          <span>{m.analytics_all_tables()}</span>
          <ExportButtons tables={tables} name={m.analytics_workbook_name()} periodLabel={periodLabel} />
        </div>
      </div>
      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <TopCustomers customers={analytics.customers} />
        {tables.map((table) => (
          <AnalyticsTableView
            key={table.id}
            table={table}
            periodLabel={periodLabel}
            note={NOTES[table.id]?.()}
            wide={table.columns.length >= 5 && table.id !== "months" && table.id !== "quarters"}
          />
        ))}
      </div>
    </div>
  );
}
