import type { ReactElement } from "react";
import { m } from "../../../../core/i18n/messages";
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
  const label =
    invoice.number ?? m.generator_draft_for({ customer: invoice.customerName || m.generator_no_customer() });
  const issued = invoice.status !== "draft";
  const button = (action: RowAction, text: string): ReactElement => (
    <button
      type="button"
      className={buttonClass}
      disabled={busy}
      aria-label={m.generator_action_named({ action: text, label })}
      onClick={() => onAction(action)}
    >
      {text}
    </button>
  );
  return (
    <div className="flex flex-wrap gap-1">
      {button("open", m.generator_action_open())}
      {button("duplicate", m.generator_action_duplicate())}
      {issued && invoice.kind === "invoice" ? button("credit-note", m.generator_action_credit_note()) : null}
      {invoice.status === "issued" ? button("sent", m.generator_action_mark_sent()) : null}
      {issued && invoice.status !== "paid" ? button("paid", m.generator_action_mark_paid()) : null}
      {issued ? (
        <a
          className={buttonClass}
          href={fileUrl(invoice.id, "pdf")}
          download
          aria-label={m.generator_download_pdf_named({ label })}
        >
          {m.generator_file_pdf()}
        </a>
      ) : null}
      {issued && invoice.hasUbl ? (
        <a
          className={buttonClass}
          href={fileUrl(invoice.id, "ubl")}
          download
          aria-label={m.generator_download_ubl_named({ label })}
        >
          {m.generator_file_ubl()}
        </a>
      ) : null}
      {invoice.status === "draft" ? button("delete", m.generator_action_delete()) : null}
    </div>
  );
}
