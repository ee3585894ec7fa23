import { type ReactElement, useId } from "react";
import type { VatSummary } from "../../../../core/dashboard/overview-types";
import { shiftQuarter } from "../../../../core/dashboard/periods";
import { m } from "../../../../core/i18n/messages";
import { formatDay, formatEuro, formatQuarter } from "./format";
import { vatExportHref } from "./overview-api";
import { describeVatRow } from "./vat-labels";

const BUTTON =
  "rounded-md border border-gray-300 px-3 py-1.5 text-sm hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-50 dark:border-gray-600 dark:hover:bg-gray-800";

/** Quarters offered in the picker: the current one and the eleven before it. */
function pickerQuarters(current: string): string[] {
  return Array.from({ length: 12 }, (_, back) => shiftQuarter(current, -back));
}

/** The VAT return working summary (btw-aangifte) for one quarter, with its export. */
export function VatCard({
  vat,
  currentQuarter,
  loading,
  onQuarter,
}: {
  readonly vat: VatSummary;
  readonly currentQuarter: string;
  readonly loading: boolean;
  readonly onQuarter: (quarter: string) => void;
}): ReactElement {
  const titleId = useId();
  const pickerId = useId();
  const quarters = pickerQuarters(currentQuarter);
  if (!quarters.includes(vat.quarter)) quarters.push(vat.quarter);
  const toPay = vat.balanceCents >= 0;
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={loading}
      className="rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            {m.dashboard_vat_title()}
          </h2>
          <p className="mt-1 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
            {m.dashboard_vat_not_advice()}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className={BUTTON}
            onClick={() => onQuarter(shiftQuarter(vat.quarter, -1))}
            aria-label={m.dashboard_previous_quarter()}
          >
            ‹
          </button>
          <label htmlFor={pickerId} className="sr-only">
            {m.dashboard_quarter()}
          </label>
          <select
            id={pickerId}
            value={vat.quarter}
            onChange={(event) => onQuarter(event.target.value)}
            className="rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm dark:border-gray-600 dark:bg-gray-800"
          >
            {quarters.map((quarter) => (
              <option key={quarter} value={quarter}>
                {formatQuarter(quarter)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className={BUTTON}
            onClick={() => onQuarter(shiftQuarter(vat.quarter, 1))}
            disabled={vat.quarter >= currentQuarter}
            aria-label={m.dashboard_next_quarter()}
          >
            ›
          </button>
        </div>
      </div>
      <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">
        {m.dashboard_vat_explain({ from: formatDay(vat.from), to: formatDay(vat.to) })}
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[20rem] text-sm">
          <caption className="sr-only">
            {m.dashboard_vat_table_caption({ quarter: formatQuarter(vat.quarter) })}
          </caption>
          <thead>
            <tr className="border-b border-gray-200 text-left text-xs text-gray-600 dark:border-gray-700 dark:text-gray-400">
              <th scope="col" className="py-1 pr-2 font-medium">
                {m.dashboard_vat_sales()}
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">
                {m.dashboard_vat_taxable()}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {m.dashboard_vat_vat()}
              </th>
            </tr>
          </thead>
          <tbody>
            {vat.output.map((row) => (
              <tr
                key={`${row.category}-${row.rateBasisPoints}`}
                className="border-b border-gray-100 dark:border-gray-800"
              >
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {describeVatRow(row)}
                  <span className="ml-1 text-xs text-gray-500 dark:text-gray-400">({row.invoiceCount})</span>
                </th>
                <td className="py-1 pr-2 text-right tabular-nums">{formatEuro(row.taxableCents)}</td>
                <td className="py-1 text-right tabular-nums">{formatEuro(row.vatCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mt-3 grid gap-1 text-sm">
        <div className="flex justify-between gap-2">
          <dt>{m.dashboard_output_vat()}</dt>
          <dd className="tabular-nums">{formatEuro(vat.outputVatCents)}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt>{m.dashboard_input_vat({ count: vat.input.invoiceCount })}</dt>
          <dd className="tabular-nums">−{formatEuro(vat.input.vatCents)}</dd>
        </div>
        <div className="flex justify-between gap-2 border-t border-gray-200 pt-1 font-semibold dark:border-gray-700">
          <dt>{toPay ? m.dashboard_to_pay() : m.dashboard_to_reclaim()}</dt>
          <dd className="tabular-nums">{formatEuro(Math.abs(vat.balanceCents))}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <a className={BUTTON} href={vatExportHref(vat.quarter, "csv")} download>
          {m.dashboard_export_csv({ quarter: formatQuarter(vat.quarter) })}
        </a>
        <a className={BUTTON} href={vatExportHref(vat.quarter, "xlsx")} download>
          {m.dashboard_export_xlsx()}
        </a>
      </div>
    </section>
  );
}
