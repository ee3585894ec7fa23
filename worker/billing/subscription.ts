import { and, eq, isNull } from "drizzle-orm";
import { isoDateOf, mollieInterval } from "../../core/plans/periods";
import { isBillingInterval, PLANS, type PlanId, toAmountValue } from "../../core/plans/plans";
import { billingAccounts, type billingPayments } from "../db/schema";
import { ApiError } from "../http-error";
import { type BillingContext, subscriptionWebhookUrl } from "./billing-context";
import { type BillingState, findBillingAccount, loadBillingState } from "./billing-state";

type PaymentRow = typeof billingPayments.$inferSelect;

/**
 * After a paid first payment: the Mollie subscription that charges the mandate (SEPA direct debit)
 * from the end of the paid period on. Safe to call again: it does nothing once a subscription is
 * stored or the user cancelled, and Mollie's Idempotency-Key makes a racing twin return the same one.
 */
export async function ensureSubscription(
  context: BillingContext,
  payment: PaymentRow,
  now: number,
): Promise<void> {
  const account = await findBillingAccount(context.db, payment.userId);
  if (!account?.planId || !account.interval || !isBillingInterval(account.interval)) return;
  if (account.mollieSubscriptionId || account.canceledAt !== null || !account.mollieMandateId) return;
  if (account.periodEnd === null || account.totalCents === null || account.periodEnd <= now) return;
  const startDate = isoDateOf(account.periodEnd);
  const plan = PLANS[account.planId as PlanId];
  const subscriptionId = await context.mollie.createSubscription(
    account.mollieCustomerId,
    {
      amount: { currency: "EUR", value: toAmountValue(account.totalCents) },
      interval: mollieInterval(account.interval),
      startDate,
      description: `Factuurkit ${plan.name} ${account.interval === "year" ? "yearly" : "monthly"} from ${startDate}`,
      mandateId: account.mollieMandateId,
      webhookUrl: subscriptionWebhookUrl(context.config, account.mollieCustomerId),
      metadata: { userId: account.userId, planId: account.planId, interval: account.interval },
    },
    `subscription-${payment.id}`,
  );
  await context.db
    .update(billingAccounts)
    .set({ mollieSubscriptionId: subscriptionId, updatedAt: now })
    .where(and(eq(billingAccounts.userId, account.userId), isNull(billingAccounts.mollieSubscriptionId)))
    .run();
  // A cancel that landed while the subscription was being created must still stop it.
  const after = await findBillingAccount(context.db, account.userId);
  if (after?.canceledAt !== null && after?.canceledAt !== undefined)
    await context.mollie.cancelSubscription(account.mollieCustomerId, subscriptionId);
}

/** Stops renewals; the plan stays until the end of the period already paid for. */
export async function cancelPlan(
  context: BillingContext,
  userId: string,
  now = Date.now(),
): Promise<BillingState> {
  const state = await loadBillingState(context.db, userId, now);
  if (state.planId === "free" || !state.account)
    throw new ApiError(409, "no_plan", "You are on the Free plan.");
  if (state.canceled) return state;
  await context.db
    .update(billingAccounts)
    .set({ canceledAt: now, updatedAt: now })
    .where(and(eq(billingAccounts.userId, userId), isNull(billingAccounts.canceledAt)))
    .run();
  const { mollieCustomerId, mollieSubscriptionId } = state.account;
  if (mollieSubscriptionId) await context.mollie.cancelSubscription(mollieCustomerId, mollieSubscriptionId);
  return loadBillingState(context.db, userId, now);
}
