import { and, eq } from "drizzle-orm";
import { addBillingPeriod } from "../../core/plans/periods";
import { isBillingInterval, isPaidPlanId } from "../../core/plans/plans";
import { generateSecret } from "../auth/secrets";
import { billingAccounts, billingPayments } from "../db/schema";
import type { BillingContext } from "./billing-context";
import { type BillingAccountRow, findBillingAccount, RENEWAL_GRACE_MS } from "./billing-state";
import type { MolliePayment } from "./mollie-client";
import { deliverInvoice, invoiceAllocation } from "./seller-invoice";
import { ensureSubscription } from "./subscription";

export type PaymentRow = typeof billingPayments.$inferSelect;

export type SyncOutcome =
  | { readonly kind: "unknown" }
  | { readonly kind: "synced"; readonly payment: PaymentRow };

async function findPayment(context: BillingContext, id: string): Promise<PaymentRow | null> {
  const [row] = await context.db.select().from(billingPayments).where(eq(billingPayments.id, id)).limit(1);
  return row ?? null;
}

/**
 * A renewal payment Mollie created for one of our subscriptions: recorded on first sight with the
 * plan and amounts fixed on the account when the subscription started.
 */
async function recordRenewal(
  context: BillingContext,
  remote: MolliePayment,
  now: number,
): Promise<PaymentRow | null> {
  if (remote.sequenceType !== "recurring" || !remote.subscriptionId || !remote.customerId) return null;
  const [account] = await context.db
    .select()
    .from(billingAccounts)
    .where(
      and(
        eq(billingAccounts.mollieCustomerId, remote.customerId),
        eq(billingAccounts.mollieSubscriptionId, remote.subscriptionId),
      ),
    )
    .limit(1);
  if (!account?.planId || !account.interval || account.netCents === null || account.totalCents === null)
    return null;
  await context.db
    .insert(billingPayments)
    .values({
      id: remote.id,
      userId: account.userId,
      sequenceType: "recurring",
      planId: account.planId,
      interval: account.interval,
      status: remote.status,
      netCents: account.netCents,
      vatCents: account.totalCents - account.netCents,
      totalCents: account.totalCents,
      vatCategory: account.vatCategory ?? "S",
      vatPercent: account.vatPercent ?? 21,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .run();
  return findPayment(context, remote.id);
}

/** A renewal continues the period that ends (or just ended, within the grace); a late one starts now. */
function periodStartOf(account: BillingAccountRow | null, now: number): number {
  const end = account?.periodEnd ?? null;
  return end !== null && now < end + RENEWAL_GRACE_MS ? end : now;
}

/**
 * Applies a paid payment exactly once: one D1 batch (a transaction) claims the payment, extends the
 * plan and numbers our invoice; repeats and concurrent webhooks find the claim taken and change
 * nothing (docs/decisions/171).
 */
async function applyPaid(context: BillingContext, payment: PaymentRow, remote: MolliePayment, now: number) {
  if (!isPaidPlanId(payment.planId) || !isBillingInterval(payment.interval)) return;
  const account = await findBillingAccount(context.db, payment.userId);
  const first = payment.sequenceType === "first";
  const start = first ? Math.max(now, account?.periodEnd ?? 0) : periodStartOf(account, now);
  const end = addBillingPeriod(start, payment.interval);
  const token = generateSecret(16);
  const claimed = "EXISTS (SELECT 1 FROM billing_payments WHERE id = ?1 AND claim_token = ?2)";
  const d1 = context.d1;
  await d1.batch([
    d1
      .prepare(
        `UPDATE billing_payments SET applied_at = ?3, claim_token = ?2, paid_at = ?3, period_start = ?4,
         period_end = ?5, updated_at = ?3 WHERE id = ?1 AND applied_at IS NULL`,
      )
      .bind(payment.id, token, now, start, end),
    d1
      .prepare(
        `UPDATE billing_accounts SET plan_id = ?3, interval = ?4, period_start = ?5, period_end = ?6,
         mollie_mandate_id = COALESCE(?7, mollie_mandate_id),
         mollie_subscription_id = CASE WHEN ?8 THEN NULL ELSE mollie_subscription_id END,
         canceled_at = CASE WHEN ?8 THEN NULL ELSE canceled_at END,
         vat_category = ?9, vat_percent = ?10, net_cents = ?11, total_cents = ?12, updated_at = ?13
         WHERE user_id = ?14 AND ${claimed}`,
      )
      .bind(
        payment.id,
        token,
        payment.planId,
        payment.interval,
        start,
        end,
        remote.mandateId ?? null,
        first ? 1 : 0,
        payment.vatCategory,
        payment.vatPercent,
        payment.netCents,
        payment.totalCents,
        now,
        payment.userId,
      ),
    ...invoiceAllocation(d1, { payment, token, claimed, start, end, now }),
  ]);
}

/**
 * Fetches a payment from Mollie and acts on its real status. The caller's claim (webhook body,
 * redirect) is never trusted; the same id may come any number of times in any order.
 */
export async function syncPayment(
  context: BillingContext,
  id: string,
  now = Date.now(),
): Promise<SyncOutcome> {
  const remote = await context.mollie.getPayment(id);
  if (!remote) return { kind: "unknown" };
  let payment = (await findPayment(context, remote.id)) ?? (await recordRenewal(context, remote, now));
  if (!payment) return { kind: "unknown" };
  const account = await findBillingAccount(context.db, payment.userId);
  // A payment of another customer than the one we created it for is not ours to act on.
  if (remote.customerId && account && remote.customerId !== account.mollieCustomerId)
    return { kind: "unknown" };
  await context.db
    .update(billingPayments)
    .set({ status: remote.status, method: remote.method ?? payment.method, updatedAt: now })
    .where(eq(billingPayments.id, payment.id))
    .run();
  if (remote.status === "paid") {
    await applyPaid(context, payment, remote, now);
    // Each step below checks what is already done, so a retried webhook finishes a half-done one.
    if (payment.sequenceType === "first") await ensureSubscription(context, payment, now);
    await deliverInvoice(context, payment.id, now);
  }
  payment = (await findPayment(context, payment.id)) ?? payment;
  return { kind: "synced", payment };
}
