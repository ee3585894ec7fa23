import type { ReactElement } from "react";
import { formatMoney } from "../../../core/format/money";
import { m } from "../../../core/i18n/messages";
import type { InvoiceExtraction } from "../../../core/invoice/extraction/types";
import { getLanguage } from "../../lib/i18n/current-language";

// Every cell keeps space on both sides: right-aligned headers without it ran together ("VATAmount").
const CELL = "px-2 py-1 align-top first:pl-0 last:pr-0";
const NUMBER_CELL = `${CELL} whitespace-nowrap text-right tabular-nums`;

function rateLabel(rate: string): string {
  return rate === "reverse-charge" ? m.ocr_reverse_charge() : `${rate}%`;
}

export function LineItemsTable({
  extraction,
  withVatLines = true,
}: {
  readonly extraction: InvoiceExtraction;
  /** False where the VAT breakdown is edited on its own (the processor's review). */
  readonly withVatLines?: boolean;
}): ReactElement | null {
  const vatLines = withVatLines ? extraction.vatLines : [];
  if (vatLines.length === 0 && extraction.lineItems.length === 0) return null;
  const currency = extraction.fields.currency?.value;
  const language = getLanguage();
  const money = (cents: number): string =>
    formatMoney(cents, typeof currency === "string" ? currency : "EUR", language);
  return (
    <section aria-labelledby="lines-heading" className="mt-6 overflow-x-auto">
      <h3 id="lines-heading" className="text-lg font-semibold">
        {m.ocr_vat_and_lines()}
      </h3>
      <ul className="mt-2 text-sm">
        {vatLines.map((line) => (
          <li key={line.rate}>
            {line.baseCents === null
              ? m.ocr_vat_rate_line({ rate: rateLabel(line.rate), vat: money(line.vatCents) })
              : m.ocr_vat_rate_line_on({
                  rate: rateLabel(line.rate),
                  vat: money(line.vatCents),
                  base: money(line.baseCents),
                })}
          </li>
        ))}
      </ul>
      {extraction.lineItems.length > 0 && (
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-gray-300 dark:border-gray-600">
              <th className={CELL}>{m.ocr_col_description()}</th>
              <th className={NUMBER_CELL}>{m.ocr_col_qty()}</th>
              <th className={NUMBER_CELL}>{m.ocr_col_unit_price()}</th>
              <th className={NUMBER_CELL}>{m.ocr_col_vat()}</th>
              <th className={NUMBER_CELL}>{m.ocr_col_amount()}</th>
            </tr>
          </thead>
          <tbody>
            {extraction.lineItems.map((item, index) => (
              <tr
                key={`${index}-${item.description}-${item.amountCents}`}
                className="border-b border-gray-100 dark:border-gray-800"
              >
                <td className={CELL}>{item.description}</td>
                <td className={NUMBER_CELL}>{item.quantity ?? ""}</td>
                <td className={NUMBER_CELL}>
                  {item.unitPriceCents === null ? "" : money(item.unitPriceCents)}
                </td>
                <td className={NUMBER_CELL}>{item.vatRate ?? ""}</td>
                <td className={NUMBER_CELL}>{money(item.amountCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
