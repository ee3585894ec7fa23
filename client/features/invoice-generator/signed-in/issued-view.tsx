import type { ReactElement } from "react";
import { formatDate } from "../../../../core/format/date";
import { m } from "../../../../core/i18n/messages";
import type { IssuedInvoiceDetail } from "../../../../core/invoice/issued-invoice";
import type { PdfLogo } from "../../../../core/invoice/pdf/render-invoice-pdf";
import { calculateTotals } from "../../../../core/invoice/totals";
import { getLanguage } from "../../../lib/i18n/current-language";
import { PeppolSendPanel } from "../../peppol/peppol-send-panel";
import { PdfPreview } from "../pdf-preview";
import { TotalsPanel } from "../totals-panel";
import { InvoiceActions, type RowAction } from "./invoice-actions";
import { StatusBadge } from "./status-badge";

interface IssuedViewProps {
  readonly detail: IssuedInvoiceDetail;
  readonly logo: PdfLogo | null;
  readonly busy: boolean;
  readonly onAction: (action: RowAction) => void;
}

/** An issued invoice as it was issued: read-only, with its files and what can still be done. */
export function IssuedView({ detail, logo, busy, onAction }: IssuedViewProps): ReactElement {
  const title = detail.kind === "credit_note" ? m.generator_kind_credit_note() : m.generator_kind_invoice();
  const language = getLanguage();
  const day = (iso: string | null): string => (iso ? formatDate(iso, language) : "—");
  return (
    <section aria-labelledby="issued-heading" className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-4">
        <h2 id="issued-heading" className="text-lg font-semibold">
          {title} <span data-testid="issued-number">{detail.number}</span>{" "}
          <StatusBadge status={detail.status} />
        </h2>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt className="text-gray-600 dark:text-gray-400">{m.generator_customer()}</dt>
          <dd>{detail.customerName}</dd>
          <dt className="text-gray-600 dark:text-gray-400">{m.generator_invoice_date()}</dt>
          <dd>{day(detail.issueDate)}</dd>
          <dt className="text-gray-600 dark:text-gray-400">{m.generator_due_date()}</dt>
          <dd>{day(detail.dueDate)}</dd>
          {detail.invoice.precedingInvoice ? (
            <>
              <dt className="text-gray-600 dark:text-gray-400">{m.generator_corrects_invoice()}</dt>
              <dd>{detail.invoice.precedingInvoice.number}</dd>
            </>
          ) : null}
          <dt className="text-gray-600 dark:text-gray-400">{m.generator_sent()}</dt>
          <dd>{day(detail.sentAt)}</dd>
          <dt className="text-gray-600 dark:text-gray-400">{m.generator_paid()}</dt>
          <dd>{day(detail.paidAt)}</dd>
        </dl>
        <InvoiceActions invoice={detail} busy={busy} onAction={onAction} />
        {!detail.hasPdf || detail.hasUbl ? null : (
          <p className="text-sm text-gray-600 dark:text-gray-400">{m.generator_no_ubl()}</p>
        )}
        {detail.status !== "draft" && detail.hasUbl ? (
          <PeppolSendPanel invoiceId={detail.id} customer={detail.invoice.customer} />
        ) : null}
        <TotalsPanel totals={calculateTotals(detail.invoice)} currency={detail.currency} />
      </div>
      <PdfPreview invoice={detail.invoice} logo={logo} />
    </section>
  );
}
