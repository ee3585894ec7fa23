import { and, eq, isNotNull } from "drizzle-orm";
import { hitWindowLimit, type LimitResult, type WindowLimit } from "../auth/rate-limit";
import type { Database } from "../db/client";
import { billingAccounts, billingPayments } from "../db/schema";

/** Mollie fetches one payment of ours may cause through the webhook (a payment changes a few times). */
export const WEBHOOK_FETCHES_PER_PAYMENT: WindowLimit = {
  scope: "mollie-webhook-payment",
  limit: 20,
  windowMs: 15 * 60_000,
};

/** Renewal lookups through one subscription's webhook (Mollie charges it once a period). */
export const WEBHOOK_FETCHES_PER_CUSTOMER: WindowLimit = {
  scope: "mollie-webhook-customer",
  limit: 10,
  windowMs: 60 * 60_000,
};

const CUSTOMER_ID = /^cst_\w{1,64}$/;

export type WebhookDecision =
  | { readonly kind: "fetch" }
  | { readonly kind: "ignore" }
  | { readonly kind: "limited"; readonly retryAfterSeconds: number };

function fetchWithin(limit: LimitResult): WebhookDecision {
  return limit.ok ? { kind: "fetch" } : { kind: "limited", retryAfterSeconds: limit.retryAfterSeconds };
}

async function isOurPayment(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: billingPayments.id })
    .from(billingPayments)
    .where(eq(billingPayments.id, id))
    .limit(1);
  return row !== undefined;
}

async function hasSubscription(db: Database, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: billingAccounts.userId })
    .from(billingAccounts)
    .where(
      and(eq(billingAccounts.mollieCustomerId, customerId), isNotNull(billingAccounts.mollieSubscriptionId)),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether a webhook post may make us ask Mollie about `paymentId` (docs/decisions/208). Only for a
 * payment we created, or, on the webhook URL a subscription of ours was given (`?customer=`), a
 * renewal Mollie created for it; each within its own rate limit. Anything else is ignored without
 * an outgoing call, so posting made-up ids costs us one D1 read and Mollie nothing.
 */
export async function decideWebhookFetch(
  db: Database,
  kv: KVNamespace,
  paymentId: string,
  customerParam: string | undefined,
  now: number,
): Promise<WebhookDecision> {
  if (await isOurPayment(db, paymentId)) {
    return fetchWithin(await hitWindowLimit(kv, WEBHOOK_FETCHES_PER_PAYMENT, paymentId, now));
  }
  if (!customerParam || !CUSTOMER_ID.test(customerParam) || !(await hasSubscription(db, customerParam)))
    return { kind: "ignore" };
  return fetchWithin(await hitWindowLimit(kv, WEBHOOK_FETCHES_PER_CUSTOMER, customerParam, now));
}
