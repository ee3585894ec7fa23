import { daysFrom, earlierOf } from "./calendar";
import { openCentsAt, openCentsToday, type PaymentsByInvoice } from "./settlement";
import type { AnalyticsInvoice, DaysSalesOutstanding } from "./types";

/**
 * Days sales outstanding over the period: receivables at its end ÷ revenue incl. VAT in it × its
 * length in days. A period still running ends today, and then its receivables are exactly today's
 * open receivables (the figure shown beside it): a payment booked or an invoice marked paid with a
 * later date is settled all the same. Nothing open (or only overpayments) is 0 days; null when
 * there is no positive revenue.
 */
export function measureDso(
  invoices: readonly AnalyticsInvoice[],
  payments: PaymentsByInvoice,
  from: string,
  to: string,
  today: string,
): DaysSalesOutstanding {
  const asOf = earlierOf(to, today);
  const periodDays = daysFrom(from, asOf) + 1;
  let revenueInclCents = 0;
  let receivablesCents = 0;
  for (const invoice of invoices) {
    if (invoice.issueDate >= from && invoice.issueDate <= asOf) revenueInclCents += invoice.totalInclCents;
    receivablesCents +=
      asOf === today ? openCentsToday(invoice, payments) : openCentsAt(invoice, payments, asOf);
  }
  const days =
    periodDays > 0 && revenueInclCents > 0
      ? Math.round((Math.max(receivablesCents, 0) / revenueInclCents) * periodDays * 10) / 10
      : null;
  return { days, asOf, receivablesCents, revenueInclCents, periodDays: Math.max(periodDays, 0) };
}
