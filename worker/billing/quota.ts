import type { Context } from "hono";
import { usageMonthOf } from "../../core/plans/periods";
import { METRIC_LABELS, PLANS, type PlanId, planLimit, type QuotaMetric } from "../../core/plans/plans";
import { createDatabase } from "../db/client";
import { ApiError } from "../http-error";
import type { SessionEnv } from "../middleware/session";
import { requireAuth } from "../middleware/session";
import { loadBillingState } from "./billing-state";

export interface QuotaRefusal {
  readonly metric: QuotaMetric;
  readonly planId: PlanId;
  readonly used: number;
  readonly limit: number;
  readonly requested: number;
}

export type QuotaOutcome =
  | { readonly ok: true; readonly used: number }
  | { readonly ok: false; readonly refusal: QuotaRefusal };

/** The limit of the plan in force at `now` (billing-state.ts). */
async function limitInForce(
  d1: D1Database,
  userId: string,
  metric: QuotaMetric,
  now: number,
): Promise<{ planId: PlanId; limit: number }> {
  const { planId } = await loadBillingState(createDatabase(d1), userId, now);
  return { planId, limit: planLimit(planId, metric) };
}

/**
 * Counts `count` units of `metric` for the user's current month in ONE statement: the upsert only
 * inserts or adds when the result stays within the limit, so two requests racing for the last unit
 * cannot both win (docs/decisions/170).
 */
export async function tryConsumeQuota(
  d1: D1Database,
  userId: string,
  metric: QuotaMetric,
  count: number,
  now = Date.now(),
): Promise<QuotaOutcome> {
  const { planId, limit } = await limitInForce(d1, userId, metric, now);
  const month = usageMonthOf(now);
  const row = await d1
    .prepare(
      `INSERT INTO usage_counters (user_id, month, metric, used) SELECT ?1, ?2, ?3, ?4 WHERE ?4 <= ?5
       ON CONFLICT (user_id, month, metric) DO UPDATE SET used = used + excluded.used
       WHERE usage_counters.used + excluded.used <= ?5
       RETURNING used`,
    )
    .bind(userId, month, metric, count, limit)
    .first<{ used: number }>();
  if (row) return { ok: true, used: row.used };
  const used = await readUsed(d1, userId, month, metric);
  return { ok: false, refusal: { metric, planId, used, limit, requested: count } };
}

/**
 * Whether `count` units of `metric` are still left this month, without counting them: lets the
 * browser learn before minutes of OCR that the server would refuse the result (docs/decisions/201).
 */
export async function checkQuota(
  d1: D1Database,
  userId: string,
  metric: QuotaMetric,
  count: number,
  now = Date.now(),
): Promise<QuotaOutcome> {
  const { planId, limit } = await limitInForce(d1, userId, metric, now);
  const used = await readUsed(d1, userId, usageMonthOf(now), metric);
  if (used + count <= limit) return { ok: true, used };
  return { ok: false, refusal: { metric, planId, used, limit, requested: count } };
}

/** Gives back units counted for work that then failed (never below zero). */
export async function releaseQuota(
  d1: D1Database,
  userId: string,
  metric: QuotaMetric,
  count: number,
  now = Date.now(),
): Promise<void> {
  if (count <= 0) return;
  await d1
    .prepare(
      "UPDATE usage_counters SET used = MAX(used - ?4, 0) WHERE user_id = ?1 AND month = ?2 AND metric = ?3",
    )
    .bind(userId, usageMonthOf(now), metric, count)
    .run();
}

async function readUsed(d1: D1Database, userId: string, month: string, metric: QuotaMetric): Promise<number> {
  const row = await d1
    .prepare("SELECT used FROM usage_counters WHERE user_id = ? AND month = ? AND metric = ?")
    .bind(userId, month, metric)
    .first<{ used: number }>();
  return row?.used ?? 0;
}

/** The sentence a user reads when a limit stops them: which limit, how much is used, where to upgrade. */
export function describeQuotaRefusal(refusal: QuotaRefusal): string {
  const { label, unit } = METRIC_LABELS[refusal.metric];
  const plan = PLANS[refusal.planId].name;
  const left = Math.max(refusal.limit - refusal.used, 0);
  const asked = refusal.requested > 1 ? ` This needs ${refusal.requested}, ${left} are left.` : "";
  return `Monthly limit reached: ${label} — ${refusal.used} of ${refusal.limit} ${unit} used on the ${plan} plan.${asked} See /pricing to upgrade.`;
}

/**
 * Counts usage for the signed-in user before the work, or answers 402 `quota_exceeded` naming the
 * limit and linking /pricing. One call per endpoint.
 */
export async function consumeQuota(c: Context<SessionEnv>, metric: QuotaMetric, count = 1): Promise<void> {
  const { user } = requireAuth(c);
  const outcome = await tryConsumeQuota(c.env.DB, user.id, metric, count);
  if (!outcome.ok) throw new ApiError(402, "quota_exceeded", describeQuotaRefusal(outcome.refusal));
}

/**
 * Counts `count` units before `work` (402 when they are not left), and gives back what the work
 * reports unused, or everything when it throws: a refused or failed request costs nothing.
 */
export async function withQuota<T>(
  c: Context<SessionEnv>,
  metric: QuotaMetric,
  count: number,
  work: () => Promise<T>,
  unusedOf: (result: T) => number = () => 0,
): Promise<T> {
  const { user } = requireAuth(c);
  const started = Date.now();
  await consumeQuota(c, metric, count);
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await releaseQuota(c.env.DB, user.id, metric, count, started);
    throw error;
  }
  await releaseQuota(c.env.DB, user.id, metric, Math.min(unusedOf(result), count), started);
  return result;
}

/** The refusal an inbound e-mail over the mailbox limit gets (logged for the user, told to the sender). */
export function quotaRefusalOf(refusal: QuotaRefusal): { code: "quota_exceeded"; message: string } {
  return { code: "quota_exceeded", message: describeQuotaRefusal(refusal) };
}
