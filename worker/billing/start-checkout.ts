import { type BillingInterval, PLANS, type PlanId, toAmountValue } from "../../core/plans/plans";
import { quotePrice } from "../../core/plans/vat-treatment";
import { findCompanyDetails } from "../account/company-store";
import { billingAccounts, billingPayments } from "../db/schema";
import { ApiError } from "../http-error";
import { type BillingContext, billingUrls } from "./billing-context";
import { findBillingAccount, loadBillingState } from "./billing-state";

export interface CheckoutUser {
  readonly id: string;
  readonly email: string;
  readonly name: string;
}

/** The Mollie customer of this user, created once (a race keeps the first row written). */
async function ensureCustomer(context: BillingContext, user: CheckoutUser, now: number): Promise<string> {
  const existing = await findBillingAccount(context.db, user.id);
  if (existing) return existing.mollieCustomerId;
  const customerId = await context.mollie.createCustomer({
    name: user.name || user.email,
    email: user.email,
    metadata: { userId: user.id },
  });
  await context.db
    .insert(billingAccounts)
    .values({ userId: user.id, mollieCustomerId: customerId, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .run();
  const stored = await findBillingAccount(context.db, user.id);
  if (!stored) throw new Error("billing account vanished");
  return stored.mollieCustomerId;
}

/**
 * Starts a first payment (sequenceType=first, iDEAL or card) whose mandate later pays the renewals,
 * and returns Mollie's checkout URL. The price and its VAT come from core/plans and the company
 * details, never from the request (docs/decisions/171).
 */
export async function startCheckout(
  context: BillingContext,
  user: CheckoutUser,
  planId: PlanId,
  interval: BillingInterval,
  now = Date.now(),
): Promise<string> {
  const state = await loadBillingState(context.db, user.id, now);
  if (state.planId !== "free" && !state.canceled)
    throw new ApiError(409, "already_subscribed", `Your ${PLANS[state.planId].name} plan is already active.`);
  const company = await findCompanyDetails(context.db, user.id);
  const quote = quotePrice(planId, interval, {
    country: company?.country ?? "NL",
    vatNumber: company?.vatNumber ?? "",
  });
  const customerId = await ensureCustomer(context, user, now);
  const urls = billingUrls(context.config);
  const plan = PLANS[planId];
  const payment = await context.mollie.createFirstPayment({
    amount: { currency: "EUR", value: toAmountValue(quote.totalCents) },
    description: `Factuurkit ${plan.name} (${interval === "year" ? "yearly" : "monthly"})`,
    customerId,
    redirectUrl: urls.success,
    cancelUrl: urls.cancelled,
    webhookUrl: urls.webhook,
    metadata: { userId: user.id, planId, interval },
  });
  const checkoutUrl = payment._links?.checkout?.href;
  if (!checkoutUrl) throw new ApiError(502, "checkout_unavailable", "The payment page could not be opened.");
  await context.db
    .insert(billingPayments)
    .values({
      id: payment.id,
      userId: user.id,
      sequenceType: "first",
      planId,
      interval,
      status: payment.status,
      netCents: quote.netCents,
      vatCents: quote.vatCents,
      totalCents: quote.totalCents,
      vatCategory: quote.vatCategory,
      vatPercent: quote.vatPercent,
      createdAt: now,
      updatedAt: now,
    })
    .run();
  return checkoutUrl;
}
