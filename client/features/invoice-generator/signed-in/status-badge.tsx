import type { ReactElement } from "react";
import { m } from "../../../../core/i18n/messages";
import type { IssuedInvoiceStatus } from "../../../../core/invoice/issued-invoice";

const STYLES: Record<IssuedInvoiceStatus, { label: () => string; className: string }> = {
  draft: {
    label: m.generator_status_draft,
    className: "bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200",
  },
  issued: {
    label: m.generator_status_issued,
    className: "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200",
  },
  sent: {
    label: m.generator_status_sent,
    className: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  },
  paid: {
    label: m.generator_status_paid,
    className: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  },
};

export function StatusBadge({ status }: { readonly status: IssuedInvoiceStatus }): ReactElement {
  const style = STYLES[status];
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${style.className}`}>
      {style.label()}
    </span>
  );
}
