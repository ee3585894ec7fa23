import type { ReactElement } from "react";
import { formatVatCategory } from "../../../core/invoice/i18n";
import { formatMoney } from "../../../core/invoice/money";
import type { InvoiceTotals } from "../../../core/invoice/totals";

export function TotalsPanel({
  totals,
  currency,
}: {
  readonly totals: InvoiceTotals;
  readonly currency: string;
}): ReactElement {
  const money = (cents: bigint): string => formatMoney(cents, currency, "en");
  return (
    <section
      aria-labelledby="totals-heading"
      className="rounded-lg border border-gray-200 p-4 dark:border-gray-800"
    >
      <h2 id="totals-heading" className="text-sm font-semibold">
        Totals
      </h2>
      <table className="mt-2 w-full text-sm">
        <caption className="sr-only">VAT breakdown</caption>
        <thead>
          <tr className="text-left text-xs text-gray-600 dark:text-gray-400">
            <th className="font-medium">VAT</th>
            <th className="text-right font-medium">Taxable amount</th>
            <th className="text-right font-medium">VAT amount</th>
          </tr>
        </thead>
        <tbody>
          {totals.breakdown.map((row) => (
            <tr key={`${row.category}-${row.rate}`}>
              <td>{formatVatCategory(row.category, row.rate, "en")}</td>
              <td className="text-right tabular-nums">{money(row.taxable)}</td>
              <td className="text-right tabular-nums">{money(row.vat)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-3 space-y-1 border-t border-gray-200 pt-3 text-sm dark:border-gray-800">
        <div className="flex justify-between">
          <dt>Total excl. VAT</dt>
          <dd className="tabular-nums" data-testid="total-excl-vat">
            {money(totals.taxExclusive)}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt>Total VAT</dt>
          <dd className="tabular-nums" data-testid="total-vat">
            {money(totals.vatTotal)}
          </dd>
        </div>
        <div className="flex justify-between text-base font-semibold">
          <dt>Total incl. VAT</dt>
          <dd className="tabular-nums" data-testid="total-incl-vat">
            {money(totals.taxInclusive)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
