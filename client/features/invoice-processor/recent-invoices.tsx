import type { ReactElement } from "react";
import { formatDate } from "../../../core/format/date";
import { m } from "../../../core/i18n/messages";
import { getLanguage } from "../../lib/i18n/current-language";
import { formatAmount } from "./format-money";
import { type InvoiceSummary, STATUS_LABELS } from "./invoice-types";

interface RecentInvoicesProps {
  readonly invoices: readonly InvoiceSummary[];
  readonly selectedId: string | null;
  readonly onSelect: (id: string) => void;
}

/** The processor's list: each upload with its status and total; choosing one opens its review. */
export function RecentInvoices({ invoices, selectedId, onSelect }: RecentInvoicesProps): ReactElement {
  if (invoices.length === 0)
    return <p className="mt-6 text-sm text-gray-600 dark:text-gray-400">{m.processor_no_invoices_yet()}</p>;
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{m.processor_your_invoices()}</caption>
        <thead>
          <tr className="border-b border-gray-300 dark:border-gray-600">
            <th className="py-2 pr-3">{m.processor_col_file()}</th>
            <th className="py-2 pr-3">{m.processor_col_supplier()}</th>
            <th className="py-2 pr-3">{m.processor_col_number()}</th>
            <th className="py-2 pr-3">{m.processor_col_date()}</th>
            <th className="py-2 pr-3 text-right">{m.processor_col_total()}</th>
            <th className="py-2 pr-3">{m.processor_col_status()}</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr
              key={invoice.id}
              aria-selected={invoice.id === selectedId}
              className={`border-b border-gray-100 dark:border-gray-800 ${
                invoice.id === selectedId ? "bg-blue-50 dark:bg-gray-800" : ""
              }`}
            >
              <td className="py-2 pr-3">
                <button
                  type="button"
                  className="text-left font-medium text-blue-700 underline dark:text-blue-300"
                  onClick={() => onSelect(invoice.id)}
                  aria-label={m.processor_review_named({
                    name: invoice.fileName ?? m.processor_invoice_fallback(),
                  })}
                >
                  {invoice.fileName ?? m.processor_invoice_fallback()}
                </button>
              </td>
              <td className="py-2 pr-3">{invoice.supplierName ?? ""}</td>
              <td className="py-2 pr-3">{invoice.invoiceNumber ?? ""}</td>
              <td className="py-2 pr-3">
                {invoice.invoiceDate ? formatDate(invoice.invoiceDate, getLanguage()) : ""}
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">
                {formatAmount(invoice.totalCents, invoice.currency)}
              </td>
              <td className="py-2 pr-3">{STATUS_LABELS[invoice.status]()}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
