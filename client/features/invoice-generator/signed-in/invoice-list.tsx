import type { ReactElement } from "react";
import type { IssuedInvoiceStatus, IssuedInvoiceSummary } from "../../../../core/invoice/issued-invoice";
import { formatMoney } from "../../../../core/invoice/money";
import { PaymentStatusBadge } from "../../../components/payment-status-badge";
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
  return (
    <section aria-labelledby="my-invoices-heading" className="space-y-3">
      <h2 id="my-invoices-heading" className="text-lg font-semibold">
        My invoices
      </h2>
      <div className="grid max-w-xl grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label="Status"
          value={props.status}
          options={[
            { value: "", label: "All" },
            { value: "draft", label: "Draft" },
            { value: "issued", label: "Issued" },
            { value: "sent", label: "Sent" },
            { value: "paid", label: "Paid" },
          ]}
          onChange={(value) => props.onStatusChange(value as IssuedInvoiceStatus | "")}
        />
        <TextField label="Search customer or number" value={props.search} onChange={props.onSearchChange} />
      </div>
      {props.invoices.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {props.loading ? "Loading your invoices…" : "No invoices yet."}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Your invoices ({props.total})</caption>
            <thead>
              <tr className="border-b border-gray-200 text-left text-xs text-gray-600 dark:border-gray-800 dark:text-gray-400">
                <th className="py-2 pr-3 font-medium">Status</th>
                <th className="py-2 pr-3 font-medium">Number</th>
                <th className="py-2 pr-3 font-medium">Customer</th>
                <th className="py-2 pr-3 font-medium">Date</th>
                <th className="py-2 pr-3 font-medium">Due</th>
                <th className="py-2 pr-3 text-right font-medium">Total</th>
                <th className="py-2 font-medium">Actions</th>
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
                      <span className="ml-1 text-xs text-gray-600 dark:text-gray-400">credit note</span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-3 font-mono text-xs">{invoice.number ?? "—"}</td>
                  <td className="py-2 pr-3">{invoice.customerName || "—"}</td>
                  <td className="py-2 pr-3">{invoice.issueDate}</td>
                  <td className="py-2 pr-3">
                    {invoice.paidAt ? `paid ${invoice.paidAt}` : invoice.dueDate || "—"}
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {formatMoney(BigInt(invoice.totalInclCents), invoice.currency, "en")}
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
            <nav aria-label="Invoice pages" className="mt-3 flex items-center gap-3 text-sm">
              <button
                type="button"
                className="rounded border border-gray-300 px-2 py-1 disabled:opacity-50 dark:border-gray-700"
                disabled={props.offset === 0}
                onClick={() => props.onOffsetChange(Math.max(0, props.offset - PAGE_SIZE))}
              >
                Previous
              </button>
              <span>
                {props.offset + 1}–{Math.min(props.offset + PAGE_SIZE, props.total)} of {props.total}
              </span>
              <button
                type="button"
                className="rounded border border-gray-300 px-2 py-1 disabled:opacity-50 dark:border-gray-700"
                disabled={props.offset + PAGE_SIZE >= props.total}
                onClick={() => props.onOffsetChange(props.offset + PAGE_SIZE)}
              >
                Next
              </button>
            </nav>
          ) : null}
        </div>
      )}
    </section>
  );
}
