import { desc, eq } from "drizzle-orm";
import type { PlanView, UsageView } from "../../core/plans/billing-views";
import { usageMonthOf } from "../../core/plans/periods";
import { METRIC_LABELS, PLANS, planLimit, QUOTA_METRICS } from "../../core/plans/plans";
import type { Database } from "../db/client";
import { billingInvoices, billingPayments, usageCounters } from "../db/schema";
import type { BillingState } from "./billing-state";

export type { PlanView, UsageView };

export function toPlanView(state: BillingState): PlanView {
  return {
    id: state.planId,
    name: PLANS[state.planId].name,
    interval: state.interval,
    periodEnd: state.periodEnd,
    renewsAt: state.renewsAt,
    canceled: state.canceled,
  };
}

/** This month's usage of every limit of the plan in force. */
export async function loadUsage(
  db: Database,
  userId: string,
  state: BillingState,
  now: number,
): Promise<UsageView[]> {
  const month = usageMonthOf(now);
  const rows = await db
    .select({ metric: usageCounters.metric, used: usageCounters.used, month: usageCounters.month })
    .from(usageCounters)
    .where(eq(usageCounters.userId, userId));
  const used = new Map(rows.filter((row) => row.month === month).map((row) => [row.metric, row.used]));
  return QUOTA_METRICS.map((metric) => ({
    metric,
    ...METRIC_LABELS[metric],
    used: used.get(metric) ?? 0,
    limit: planLimit(state.planId, metric),
  }));
}

export async function listBillingInvoices(db: Database, userId: string) {
  return db
    .select({
      id: billingInvoices.id,
      number: billingInvoices.number,
      issueDate: billingInvoices.issueDate,
      planId: billingInvoices.planId,
      interval: billingInvoices.interval,
      periodStart: billingInvoices.periodStart,
      periodEnd: billingInvoices.periodEnd,
      netCents: billingInvoices.netCents,
      vatCents: billingInvoices.vatCents,
      totalCents: billingInvoices.totalCents,
    })
    .from(billingInvoices)
    .where(eq(billingInvoices.userId, userId))
    .orderBy(desc(billingInvoices.createdAt))
    .limit(100);
}

export type PaymentView = {
  readonly id: string;
  readonly status: string;
  readonly planId: string;
  readonly interval: string;
  readonly totalCents: number;
  readonly createdAt: number;
};

/** The newest payment the user started or was charged, or null when they never bought anything. */
export async function findLatestPayment(db: Database, userId: string): Promise<PaymentView | null> {
  const [row] = await db
    .select({
      id: billingPayments.id,
      status: billingPayments.status,
      planId: billingPayments.planId,
      interval: billingPayments.interval,
      totalCents: billingPayments.totalCents,
      createdAt: billingPayments.createdAt,
    })
    .from(billingPayments)
    .where(eq(billingPayments.userId, userId))
    .orderBy(desc(billingPayments.createdAt))
    .limit(1);
  return row ?? null;
}
