import type { ReactElement } from "react";
import { m } from "../../core/i18n/messages";
import type { PaymentStatus } from "../../core/reconcile/payment-status";

const STYLES: Record<PaymentStatus, string> = {
  open: "bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200",
  partially_paid: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  paid: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  overdue: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
};

/** The badge text, in the page language. */
const LABELS: Record<PaymentStatus, () => string> = {
  open: m.reconcile_status_open,
  partially_paid: m.reconcile_status_partially_paid,
  paid: m.reconcile_status_paid,
  overdue: m.reconcile_status_overdue,
};

/** Payment status from matched bank payments (issue 19), the same badge in every invoice list. */
export function PaymentStatusBadge({ status }: { readonly status: PaymentStatus }): ReactElement {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${STYLES[status]}`}
      data-payment-status={status}
    >
      {LABELS[status]()}
    </span>
  );
}
