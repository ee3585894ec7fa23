import type { ReactElement } from "react";
import { formatDate } from "../../../core/format/date";
import { m } from "../../../core/i18n/messages";
import { PaymentStatusBadge } from "../../components/payment-status-badge";
import { getLanguage } from "../../lib/i18n/current-language";
import { formatAmount } from "./format-money";
import { type InvoiceSummary, STATUS_LABELS } from "./invoice-types";

/** Where an invoice came from, with its sender: an e-mail address or a Peppol participant id. */
function describeSource(invoice: InvoiceSummary): string {
  const sender = invoice.emailSender;
  if (invoice.source === "email")
    return sender ? m.processor_source_email_from({ sender }) : m.processor_source_email();
  if (invoice.source === "peppol")
    return sender ? m.processor_source_peppol_from({ sender }) : m.processor_source_peppol();
  return m.processor_source_upload();
}

interface InvoicesTableProps {
  readonly invoices: readonly InvoiceSummary[];
  readonly selected: ReadonlySet<string>;
  readonly onSelectedChange: (selected: ReadonlySet<string>) => void;
  readonly onOpen: (id: string) => void;
}

/** The filtered invoices with a checkbox each (and one for all) for export, delete and re-run. */
export function InvoicesTable({
  invoices,
  selected,
  onSelectedChange,
  onOpen,
}: InvoicesTableProps): ReactElement {
  if (invoices.length === 0)
    return <p className="mt-6 text-sm text-gray-600 dark:text-gray-400">{m.processor_no_match()}</p>;
  const allSelected = invoices.every((invoice) => selected.has(invoice.id));
  const toggle = (id: string): void => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange(next);
  };
  const language = getLanguage();
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{m.processor_invoices_caption()}</caption>
        <thead>
          <tr className="border-b border-gray-300 dark:border-gray-600">
            <th className="py-2 pr-3">
              <input
                type="checkbox"
                aria-label={m.processor_select_all()}
                checked={allSelected}
                onChange={() =>
                  onSelectedChange(allSelected ? new Set() : new Set(invoices.map((invoice) => invoice.id)))
                }
              />
            </th>
            <th className="py-2 pr-3">{m.processor_col_supplier()}</th>
            <th className="py-2 pr-3">{m.processor_col_number()}</th>
            <th className="py-2 pr-3">{m.processor_col_date()}</th>
            <th className="py-2 pr-3">{m.processor_col_due()}</th>
            <th className="py-2 pr-3 text-right">{m.processor_col_vat()}</th>
            <th className="py-2 pr-3 text-right">{m.processor_col_total()}</th>
            <th className="py-2 pr-3">{m.processor_col_status()}</th>
            <th className="py-2 pr-3">{m.processor_col_source()}</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => {
            const name = invoice.fileName ?? invoice.invoiceNumber ?? m.processor_invoice_fallback();
            return (
              <tr key={invoice.id} className="border-b border-gray-100 dark:border-gray-800">
                <td className="py-2 pr-3">
                  <input
                    type="checkbox"
                    aria-label={m.processor_select_named({ name })}
                    checked={selected.has(invoice.id)}
                    onChange={() => toggle(invoice.id)}
                  />
                </td>
                <td className="py-2 pr-3">
                  <button
                    type="button"
                    className="text-left font-medium text-blue-700 underline dark:text-blue-300"
                    aria-label={m.processor_review_named({ name })}
                    onClick={() => onOpen(invoice.id)}
                  >
                    {invoice.supplierName ?? name}
                  </button>
                </td>
                <td className="py-2 pr-3">{invoice.invoiceNumber ?? ""}</td>
                <td className="py-2 pr-3">
                  {invoice.invoiceDate ? formatDate(invoice.invoiceDate, language) : ""}
                </td>
                <td className="py-2 pr-3">{invoice.dueDate ? formatDate(invoice.dueDate, language) : ""}</td>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {formatAmount(invoice.vatCents, invoice.currency)}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {formatAmount(invoice.totalCents, invoice.currency)}
                </td>
                <td className="py-2 pr-3">
                  {STATUS_LABELS[invoice.status]()}
                  {invoice.paymentStatus ? (
                    <span className="ml-1">
                      <PaymentStatusBadge status={invoice.paymentStatus} />
                    </span>
                  ) : null}
                </td>
                <td className="py-2 pr-3">{describeSource(invoice)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
