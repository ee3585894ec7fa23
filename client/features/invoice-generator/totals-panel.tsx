import type { ReactElement } from "react";
import { formatMoney } from "../../../core/format/money";
import { m } from "../../../core/i18n/messages";
import { formatVatCategory } from "../../../core/invoice/i18n";
import type { InvoiceTotals } from "../../../core/invoice/totals";
import { getLanguage } from "../../lib/i18n/current-language";

export function TotalsPanel({
  totals,
  currency,
}: {
  readonly totals: InvoiceTotals;
  readonly currency: string;
}): ReactElement {
  const language = getLanguage();
  const money = (cents: bigint): string => formatMoney(cents, currency, language);
  return (
    <section
      aria-labelledby="totals-heading"
      className="rounded-lg border border-gray-200 p-4 dark:border-gray-800"
    >
      <h2 id="totals-heading" className="text-sm font-semibold">
        {m.generator_totals()}
      </h2>
      <table className="mt-2 w-full text-sm">
        <caption className="sr-only">{m.generator_vat_breakdown()}</caption>
        <thead>
          <tr className="text-left text-xs text-gray-600 dark:text-gray-400">
            <th className="font-medium">{m.generator_col_vat()}</th>
            <th className="text-right font-medium">{m.generator_col_taxable()}</th>
            <th className="text-right font-medium">{m.generator_col_vat_amount()}</th>
          </tr>
        </thead>
        <tbody>
          {totals.breakdown.map((row) => (
            <tr key={`${row.category}-${row.rate}`}>
              <td>{formatVatCategory(row.category, row.rate, language)}</td>
              <td className="text-right tabular-nums">{money(row.taxable)}</td>
              <td className="text-right tabular-nums">{money(row.vat)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-3 space-y-1 border-t border-gray-200 pt-3 text-sm dark:border-gray-800">
        <div className="flex justify-between">
          <dt>{m.generator_total_excl()}</dt>
          <dd className="tabular-nums" data-testid="total-excl-vat">
            {money(totals.taxExclusive)}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt>{m.generator_total_vat()}</dt>
          <dd className="tabular-nums" data-testid="total-vat">
            {money(totals.vatTotal)}
          </dd>
        </div>
        <div className="flex justify-between text-base font-semibold">
          <dt>{m.generator_total_incl()}</dt>
          <dd className="tabular-nums" data-testid="total-incl-vat">
            {money(totals.taxInclusive)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
