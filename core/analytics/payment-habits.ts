import { daysFrom } from "./calendar";
import { type PaymentsByInvoice, paidInFullOn } from "./settlement";
import type { AnalyticsInvoice, PaymentHabit } from "./types";

function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * How late each customer pays: for every invoice (not credit note) with a due date that was paid in
 * full, the days from the due date to the payment that completed it. Latest payers first.
 */
export function measurePaymentHabits(
  invoices: readonly AnalyticsInvoice[],
  payments: PaymentsByInvoice,
): PaymentHabit[] {
  const byCustomer = new Map<string, number[]>();
  for (const invoice of invoices) {
    if (invoice.kind !== "invoice" || invoice.dueDate === "" || invoice.totalInclCents <= 0) continue;
    const paidOn = paidInFullOn(invoice, payments);
    if (paidOn === null) continue;
    const late = byCustomer.get(invoice.customer) ?? [];
    late.push(daysFrom(invoice.dueDate, paidOn));
    byCustomer.set(invoice.customer, late);
  }
  return [...byCustomer]
    .map(([customer, late]) => ({
      customer,
      paidInvoices: late.length,
      averageDaysLate: roundToTenth(late.reduce((sum, days) => sum + days, 0) / late.length),
      maxDaysLate: Math.max(...late),
    }))
    .sort(
      (left, right) =>
        right.averageDaysLate - left.averageDaysLate || left.customer.localeCompare(right.customer),
    );
}
