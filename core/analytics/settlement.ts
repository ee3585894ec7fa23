import type { AnalyticsInvoice, AnalyticsPayment } from "./types";

/** Payments per invoice id, oldest first. */
export type PaymentsByInvoice = ReadonlyMap<string, readonly AnalyticsPayment[]>;

export function groupPayments(payments: readonly AnalyticsPayment[]): PaymentsByInvoice {
  const grouped = new Map<string, AnalyticsPayment[]>();
  for (const payment of payments) {
    const list = grouped.get(payment.invoiceId) ?? [];
    list.push(payment);
    grouped.set(payment.invoiceId, list);
  }
  for (const list of grouped.values()) list.sort((left, right) => left.date.localeCompare(right.date));
  return grouped;
}

/**
 * What is open today, exactly as the dashboard's receivables count it: not marked paid, total less
 * everything matched (an overpayment shows as a negative amount rather than vanishing).
 */
export function openCentsToday(invoice: AnalyticsInvoice, payments: PaymentsByInvoice): number {
  if (invoice.markedPaid) return 0;
  const settled = (payments.get(invoice.id) ?? []).reduce((sum, payment) => sum + payment.amountCents, 0);
  return invoice.totalInclCents - settled;
}

/**
 * What was open at the end of `date`: issued by then, less payments booked by then. An invoice
 * marked paid counts as paid from its paid date (from the start when it has none).
 */
export function openCentsAt(invoice: AnalyticsInvoice, payments: PaymentsByInvoice, date: string): number {
  if (invoice.issueDate > date) return 0;
  if (invoice.markedPaid && (invoice.paidAt === null || invoice.paidAt <= date)) return 0;
  let settled = 0;
  for (const payment of payments.get(invoice.id) ?? [])
    if (payment.date <= date) settled += payment.amountCents;
  return invoice.totalInclCents - settled;
}

/**
 * The date the invoice was paid in full: the booking date of the payment that completed it, else
 * the date the user marked it paid; null while money is still open.
 */
export function paidInFullOn(invoice: AnalyticsInvoice, payments: PaymentsByInvoice): string | null {
  const sign = Math.sign(invoice.totalInclCents);
  if (sign !== 0) {
    let settled = 0;
    for (const payment of payments.get(invoice.id) ?? []) {
      settled += payment.amountCents;
      if (settled * sign >= invoice.totalInclCents * sign) return payment.date;
    }
  }
  return invoice.markedPaid ? invoice.paidAt : null;
}

/** The date money is due: the due date, or the issue date when the document names none. */
export function dueDateOf(invoice: AnalyticsInvoice): string {
  return invoice.dueDate === "" ? invoice.issueDate : invoice.dueDate;
}
