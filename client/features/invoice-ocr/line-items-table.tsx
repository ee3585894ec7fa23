import type { ReactElement } from "react";
import { formatCents } from "../../../core/invoice/extraction/amounts";
import type { InvoiceExtraction } from "../../../core/invoice/extraction/types";

export function LineItemsTable({
  extraction,
}: {
  readonly extraction: InvoiceExtraction;
}): ReactElement | null {
  if (extraction.vatLines.length === 0 && extraction.lineItems.length === 0) return null;
  return (
    <section aria-labelledby="lines-heading" className="mt-6 overflow-x-auto">
      <h3 id="lines-heading" className="text-lg font-semibold">
        VAT and line items
      </h3>
      <ul className="mt-2 text-sm">
        {extraction.vatLines.map((line) => (
          <li key={line.rate}>
            VAT {line.rate === "reverse-charge" ? "reverse charge (btw verlegd)" : `${line.rate}%`}:{" "}
            {formatCents(line.vatCents)}
            {line.baseCents !== null ? ` on ${formatCents(line.baseCents)}` : ""}
          </li>
        ))}
      </ul>
      {extraction.lineItems.length > 0 && (
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-gray-300 dark:border-gray-600">
              <th className="py-1">Description</th>
              <th className="py-1 text-right">Qty</th>
              <th className="py-1 text-right">Unit price</th>
              <th className="py-1 text-right">VAT</th>
              <th className="py-1 text-right">Amount</th>
            </tr>
          </thead>
          <tbody>
            {extraction.lineItems.map((item, index) => (
              <tr
                key={`${index}-${item.description}-${item.amountCents}`}
                className="border-b border-gray-100 dark:border-gray-800"
              >
                <td className="py-1">{item.description}</td>
                <td className="py-1 text-right">{item.quantity ?? ""}</td>
                <td className="py-1 text-right">
                  {item.unitPriceCents === null ? "" : formatCents(item.unitPriceCents)}
                </td>
                <td className="py-1 text-right">{item.vatRate ?? ""}</td>
                <td className="py-1 text-right">{formatCents(item.amountCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
