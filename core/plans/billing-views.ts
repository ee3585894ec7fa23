import type { BillingInterval, PlanId, QuotaMetric } from "./plans";

/** The API's view of the plan in force (GET /api/billing), shared by Worker and browser. */
export interface PlanView {
  readonly id: PlanId;
  readonly name: string;
  readonly interval: BillingInterval | null;
  readonly periodEnd: number | null;
  /** When the next renewal is charged; null on Free or after a cancellation. */
  readonly renewsAt: number | null;
  readonly canceled: boolean;
}

/** One limit this month: how much is used of how much. */
export interface UsageView {
  readonly metric: QuotaMetric;
  readonly label: string;
  readonly unit: string;
  readonly used: number;
  readonly limit: number;
}
