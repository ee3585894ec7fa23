import { daysFrom } from "./calendar";
import { dueDateOf, openCentsToday, type PaymentsByInvoice } from "./settlement";
import { AGEING_BUCKETS, type AgeingBucket, type AnalyticsInvoice, type Receivables } from "./types";

/** Days past the due date → bucket. Due today is 0 days overdue; before the due date it is not due yet. */
export function ageingBucketOf(daysOverdue: number): AgeingBucket {
  if (daysOverdue < 0) return "not_due";
  if (daysOverdue <= 30) return "0-30";
  if (daysOverdue <= 60) return "31-60";
  if (daysOverdue <= 90) return "61-90";
  return "over_90";
}

/** Open receivables today, aged by days past their due date. */
export function ageReceivables(
  invoices: readonly AnalyticsInvoice[],
  payments: PaymentsByInvoice,
  today: string,
): Receivables {
  const buckets = new Map(AGEING_BUCKETS.map((bucket) => [bucket, { count: 0, openCents: 0 }]));
  let count = 0;
  let openCents = 0;
  for (const invoice of invoices) {
    const open = openCentsToday(invoice, payments);
    if (open === 0) continue;
    count += 1;
    openCents += open;
    const bucket = buckets.get(ageingBucketOf(daysFrom(dueDateOf(invoice), today)));
    if (bucket) {
      bucket.count += 1;
      bucket.openCents += open;
    }
  }
  return { count, openCents, ageing: [...buckets].map(([bucket, figures]) => ({ bucket, ...figures })) };
}
