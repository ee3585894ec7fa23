import type { ReactElement } from "react";
import type { IssuedInvoiceSummary } from "../../../../core/invoice/issued-invoice";
import { fileUrl } from "./issued-api";

export type RowAction = "open" | "duplicate" | "credit-note" | "sent" | "paid" | "delete";

const buttonClass =
  "rounded border border-gray-300 px-2 py-1 text-xs font-medium hover:bg-gray-50 disabled:opacity-50 dark:border-gray-700 dark:hover:bg-gray-800";

interface InvoiceActionsProps {
  readonly invoice: IssuedInvoiceSummary;
  readonly busy: boolean;
  readonly onAction: (action: RowAction) => void;
}

/** What can be done with one invoice; an issued one is never edited or deleted, only credited. */
export function InvoiceActions({ invoice, busy, onAction }: InvoiceActionsProps): ReactElement {
  const label = invoice.number ?? `draft for ${invoice.customerName || "no customer"}`;
  const issued = invoice.status !== "draft";
  const button = (action: RowAction, text: string): ReactElement => (
    <button
      type="button"
      className={buttonClass}
      disabled={busy}
      aria-label={`${text} ${label}`}
      onClick={() => onAction(action)}
    >
      {text}
    </button>
  );
  return (
    <div className="flex flex-wrap gap-1">
      {button("open", "Open")}
      {button("duplicate", "Duplicate")}
      {issued && invoice.kind === "invoice" ? button("credit-note", "Credit note") : null}
      {invoice.status === "issued" ? button("sent", "Mark sent") : null}
      {issued && invoice.status !== "paid" ? button("paid", "Mark paid") : null}
      {issued ? (
        <a
          className={buttonClass}
          href={fileUrl(invoice.id, "pdf")}
          download
          aria-label={`Download PDF ${label}`}
        >
          PDF
        </a>
      ) : null}
      {issued && invoice.hasUbl ? (
        <a
          className={buttonClass}
          href={fileUrl(invoice.id, "ubl")}
          download
          aria-label={`Download UBL ${label}`}
        >
          UBL
        </a>
      ) : null}
      {invoice.status === "draft" ? button("delete", "Delete") : null}
    </div>
  );
}
