import { addDays, daysFrom } from "./calendar";
import { dueDateOf, openCentsToday, type PaymentsByInvoice } from "./settlement";
import { type AnalyticsInvoice, EXPECTED_CASH_WINDOWS, type ExpectedCash, type PaymentHabit } from "./types";

/**
 * Open receivables by when the money should come in: the due date moved by the customer's average
 * days late (whole days; customers without a history pay on the due date). Money already past that
 * expected date is expected now, in the first window.
 */
export function forecastIncomingCash(
  invoices: readonly AnalyticsInvoice[],
  payments: PaymentsByInvoice,
  habits: readonly PaymentHabit[],
  today: string,
): ExpectedCash {
  const lateness = new Map(habits.map((habit) => [habit.customer, Math.round(habit.averageDaysLate)]));
  const windows = EXPECTED_CASH_WINDOWS.map((days) => ({ days, count: 0, cents: 0 }));
  let laterCents = 0;
  for (const invoice of invoices) {
    const open = openCentsToday(invoice, payments);
    if (open === 0) continue;
    const expected = addDays(dueDateOf(invoice), lateness.get(invoice.customer) ?? 0);
    const inDays = Math.max(0, daysFrom(today, expected));
    let placed = false;
    for (const window of windows)
      if (inDays <= window.days) {
        window.count += 1;
        window.cents += open;
        placed = true;
      }
    if (!placed) laterCents += open;
  }
  return { windows, laterCents };
}
