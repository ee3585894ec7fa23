import { eq } from "drizzle-orm";
import { type BillingInterval, isBillingInterval, isPaidPlanId, type PlanId } from "../../core/plans/plans";
import type { Database } from "../db/client";
import { billingAccounts } from "../db/schema";

export type BillingAccountRow = typeof billingAccounts.$inferSelect;

/**
 * A SEPA direct debit takes days to clear: while an uncancelled subscription's renewal is on its
 * way, the plan stays active this long past the period end (docs/decisions/171).
 */
export const RENEWAL_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

export interface BillingState {
  readonly planId: PlanId;
  readonly interval: BillingInterval | null;
  readonly periodEnd: number | null;
  /** When the next renewal is charged; null on Free or after a cancellation. */
  readonly renewsAt: number | null;
  readonly canceled: boolean;
  readonly account: BillingAccountRow | null;
}

export async function findBillingAccount(db: Database, userId: string): Promise<BillingAccountRow | null> {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId)).limit(1);
  return row ?? null;
}

/** The plan in force at `now`: the paid plan until its period (plus renewal grace) ends, else Free. */
export function billingStateOf(account: BillingAccountRow | null, now: number): BillingState {
  const free: BillingState = {
    planId: "free",
    interval: null,
    periodEnd: null,
    renewsAt: null,
    canceled: false,
    account,
  };
  if (!account?.planId || account.periodEnd === null || !isPaidPlanId(account.planId)) return free;
  const canceled = account.canceledAt !== null;
  const renewing = !canceled && account.mollieSubscriptionId !== null;
  const until = account.periodEnd + (renewing ? RENEWAL_GRACE_MS : 0);
  if (now >= until) return free;
  return {
    planId: account.planId,
    interval: account.interval && isBillingInterval(account.interval) ? account.interval : null,
    periodEnd: account.periodEnd,
    renewsAt: renewing ? account.periodEnd : null,
    canceled,
    account,
  };
}

export async function loadBillingState(db: Database, userId: string, now: number): Promise<BillingState> {
  return billingStateOf(await findBillingAccount(db, userId), now);
}
