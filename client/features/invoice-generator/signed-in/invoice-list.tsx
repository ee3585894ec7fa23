import type { ReactElement } from "react";
import { formatDate } from "../../../../core/format/date";
import { formatMoney } from "../../../../core/format/money";
import { formatNumber } from "../../../../core/format/number";
import { m } from "../../../../core/i18n/messages";
import type { IssuedInvoiceStatus, IssuedInvoiceSummary } from "../../../../core/invoice/issued-invoice";
import { PaymentStatusBadge } from "../../../components/payment-status-badge";
import { getLanguage } from "../../../lib/i18n/current-language";
import { SelectField, TextField } from "../form-fields";
import { InvoiceActions, type RowAction } from "./invoice-actions";
import { PAGE_SIZE } from "./issued-api";
import { StatusBadge } from "./status-badge";

interface InvoiceListProps {
  readonly invoices: readonly IssuedInvoiceSummary[];
  readonly total: number;
  readonly loading: boolean;
  readonly status: IssuedInvoiceStatus | "";
  readonly search: string;
  readonly busyId: string | null;
  /** Index of the first row shown (pages of PAGE_SIZE). */
  readonly offset: number;
  readonly onOffsetChange: (offset: number) => void;
  readonly onStatusChange: (status: IssuedInvoiceStatus | "") => void;
  readonly onSearchChange: (search: string) => void;
  readonly onAction: (invoice: IssuedInvoiceSummary, action: RowAction) => void;
}

/** The user's invoices and credit notes, newest first, with what can be done with each. */
export function InvoiceList(props: InvoiceListProps): ReactElement {
  const language = getLanguage();
  const day = (iso: string): string => (iso ? formatDate(iso, language) : "—");
  return (
    <section aria-labelledby="my-invoices-heading" className="space-y-3">
      <h2 id="my-invoices-heading" className="text-lg font-semibold">
        {m.generator_my_invoices()}
      </h2>
      <div className="grid max-w-xl grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label={m.generator_filter_status()}
          value={props.status}
          options={[
            { value: "", label: m.generator_status_all() },
            { value: "draft", label: m.generator_status_draft() },
            { value: "issued", label: m.generator_status_issued() },
            { value: "sent", label: m.generator_status_sent() },
            { value: "paid", label: m.generator_status_paid() },
          ]}
          onChange={(value) => props.onStatusChange(value as IssuedInvoiceStatus | "")}
        />
        <TextField label={m.generator_search()} value={props.search} onChange={props.onSearchChange} />
      </div>
      {props.invoices.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {props.loading ? m.generator_loading_invoices() : m.generator_no_invoices()}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">
              {m.generator_list_caption({ total: formatNumber(props.total, language) })}
            </caption>
            <thead>
              <tr className="border-b border-gray-200 text-left text-xs text-gray-600 dark:border-gray-800 dark:text-gray-400">
                <th className="py-2 pr-3 font-medium">{m.generator_col_status()}</th>
                <th className="py-2 pr-3 font-medium">{m.generator_col_number()}</th>
                <th className="py-2 pr-3 font-medium">{m.generator_col_customer()}</th>
                <th className="py-2 pr-3 font-medium">{m.generator_col_date()}</th>
                <th className="py-2 pr-3 font-medium">{m.generator_col_due()}</th>
                <th className="py-2 pr-3 text-right font-medium">{m.generator_col_total()}</th>
                <th className="py-2 font-medium">{m.generator_col_actions()}</th>
              </tr>
            </thead>
            <tbody>
              {props.invoices.map((invoice) => (
                <tr key={invoice.id} className="border-b border-gray-100 align-top dark:border-gray-900">
                  <td className="py-2 pr-3">
                    <StatusBadge status={invoice.status} />
                    {invoice.paymentStatus &&
                    invoice.paymentStatus !== "open" &&
                    invoice.status !== "paid" ? (
                      <span className="ml-1">
                        <PaymentStatusBadge status={invoice.paymentStatus} />
                      </span>
                    ) : null}
                    {invoice.kind === "credit_note" ? (
                      <span className="ml-1 text-xs text-gray-600 dark:text-gray-400">
                        {m.generator_credit_note_tag()}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-3 font-mono text-xs">{invoice.number ?? "—"}</td>
                  <td className="py-2 pr-3">{invoice.customerName || "—"}</td>
                  <td className="py-2 pr-3">{day(invoice.issueDate)}</td>
                  <td className="py-2 pr-3">
                    {invoice.paidAt
                      ? m.generator_paid_on({ date: day(invoice.paidAt) })
                      : day(invoice.dueDate)}
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {formatMoney(BigInt(invoice.totalInclCents), invoice.currency, language)}
                  </td>
                  <td className="py-2">
                    <InvoiceActions
                      invoice={invoice}
                      busy={props.busyId === invoice.id}
                      onAction={(action) => props.onAction(invoice, action)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {props.total > PAGE_SIZE ? (
            <nav aria-label={m.generator_pages_label()} className="mt-3 flex items-center gap-3 text-sm">
              <button
                type="button"
                className="rounded border border-gray-300 px-2 py-1 disabled:opacity-50 dark:border-gray-700"
                disabled={props.offset === 0}
                onClick={() => props.onOffsetChange(Math.max(0, props.offset - PAGE_SIZE))}
              >
                {m.generator_previous()}
              </button>
              <span>
                {m.generator_page_range({
                  from: formatNumber(props.offset + 1, language),
                  to: formatNumber(Math.min(props.offset + PAGE_SIZE, props.total), language),
                  total: formatNumber(props.total, language),
                })}
              </span>
              <button
                type="button"
                className="rounded border border-gray-300 px-2 py-1 disabled:opacity-50 dark:border-gray-700"
                disabled={props.offset + PAGE_SIZE >= props.total}
                onClick={() => props.onOffsetChange(props.offset + PAGE_SIZE)}
              >
                {m.generator_next()}
              </button>
            </nav>
          ) : null}
        </div>
      )}
    </section>
  );
}
