import type { ReactElement } from "react";
import { formatMonth } from "../../../core/format/date";
import { formatNumber } from "../../../core/format/number";
import { m } from "../../../core/i18n/messages";
import { getLanguage } from "../../lib/i18n/current-language";
import { formatAmount } from "./format-money";
import type { PeriodTotal } from "./invoice-types";
import type { ListFilters } from "./invoices-api";

interface PeriodTotalsProps {
  readonly totals: readonly PeriodTotal[];
  readonly period: NonNullable<ListFilters["period"]>;
  readonly onPeriodChange: (period: NonNullable<ListFilters["period"]>) => void;
}

const PERIOD_LABELS = {
  month: m.processor_period_month,
  quarter: m.processor_period_quarter,
  year: m.processor_period_year,
} as const;

const TOTALS_HEADINGS = {
  month: m.processor_totals_per_month,
  quarter: m.processor_totals_per_quarter,
  year: m.processor_totals_per_year,
} as const;

/** "2025-04" → "Apr 2025", "2025-Q2" → "Q2 2025" / "K2 2025", "2025" stays. */
function formatPeriod(period: string): string {
  const quarter = /^(\d{4})-Q(\d)$/.exec(period);
  if (quarter) return m.processor_quarter({ quarter: quarter[2] ?? "", year: quarter[1] ?? "" });
  return /^\d{4}-\d{2}$/.test(period) ? formatMonth(period, getLanguage()) : period;
}

/** Totals of the filtered invoices per month, quarter or year, per currency. */
export function PeriodTotals({ totals, period, onPeriodChange }: PeriodTotalsProps): ReactElement {
  return (
    <section aria-labelledby="totals-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="totals-heading" className="text-xl font-semibold">
          {TOTALS_HEADINGS[period]()}
        </h2>
        <label className="text-sm">
          {m.processor_group_by()}{" "}
          <select
            className="rounded border border-gray-300 bg-white px-2 py-1 dark:border-gray-600 dark:bg-gray-900"
            value={period}
            onChange={(event) => onPeriodChange(event.target.value as NonNullable<ListFilters["period"]>)}
          >
            {Object.entries(PERIOD_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label()}
              </option>
            ))}
          </select>
        </label>
      </div>
      {totals.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{m.processor_no_match()}</p>
      ) : (
        <table className="mt-3 w-full max-w-2xl text-left text-sm">
          <thead>
            <tr className="border-b border-gray-300 dark:border-gray-600">
              <th className="py-1 pr-3">{PERIOD_LABELS[period]()}</th>
              <th className="py-1 pr-3 text-right">{m.processor_col_invoices()}</th>
              <th className="py-1 pr-3 text-right">{m.processor_col_vat()}</th>
              <th className="py-1 pr-3 text-right">{m.processor_col_total()}</th>
            </tr>
          </thead>
          <tbody>
            {totals.map((total) => (
              <tr
                key={`${total.period}-${total.currency}`}
                className="border-b border-gray-100 dark:border-gray-800"
              >
                <td className="py-1 pr-3">
                  {total.period ? formatPeriod(total.period) : m.processor_no_date()}
                </td>
                <td className="py-1 pr-3 text-right tabular-nums">
                  {formatNumber(total.count, getLanguage())}
                </td>
                <td className="py-1 pr-3 text-right tabular-nums">
                  {formatAmount(total.vatCents, total.currency)}
                </td>
                <td className="py-1 pr-3 text-right tabular-nums">
                  {formatAmount(total.totalCents, total.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
