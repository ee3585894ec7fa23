import type { ReactElement } from "react";
import { formatAmount } from "./format-money";
import type { PeriodTotal } from "./invoice-types";
import type { ListFilters } from "./invoices-api";

interface PeriodTotalsProps {
  readonly totals: readonly PeriodTotal[];
  readonly period: NonNullable<ListFilters["period"]>;
  readonly onPeriodChange: (period: NonNullable<ListFilters["period"]>) => void;
}

const PERIOD_LABELS = { month: "Month", quarter: "Quarter", year: "Year" } as const;

/** Totals of the filtered invoices per month, quarter or year, per currency. */
export function PeriodTotals({ totals, period, onPeriodChange }: PeriodTotalsProps): ReactElement {
  return (
    <section aria-labelledby="totals-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="totals-heading" className="text-xl font-semibold">
          Totals per {PERIOD_LABELS[period].toLowerCase()}
        </h2>
        <label className="text-sm">
          Group by{" "}
          <select
            className="rounded border border-gray-300 bg-white px-2 py-1 dark:border-gray-600 dark:bg-gray-900"
            value={period}
            onChange={(event) => onPeriodChange(event.target.value as NonNullable<ListFilters["period"]>)}
          >
            {Object.entries(PERIOD_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {totals.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">No invoices match these filters.</p>
      ) : (
        <table className="mt-3 w-full max-w-2xl text-left text-sm">
          <thead>
            <tr className="border-b border-gray-300 dark:border-gray-600">
              <th className="py-1 pr-3">{PERIOD_LABELS[period]}</th>
              <th className="py-1 pr-3 text-right">Invoices</th>
              <th className="py-1 pr-3 text-right">VAT</th>
              <th className="py-1 pr-3 text-right">Total</th>
            </tr>
          </thead>
          <tbody>
            {totals.map((total) => (
              <tr
                key={`${total.period}-${total.currency}`}
                className="border-b border-gray-100 dark:border-gray-800"
              >
                <td className="py-1 pr-3">{total.period ?? "No date"}</td>
                <td className="py-1 pr-3 text-right tabular-nums">{total.count}</td>
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
