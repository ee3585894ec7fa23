import type { AppBindings } from "../env";
import { createBillingContext } from "./billing-context";
import { findBillingAccount } from "./billing-state";

/**
 * Before an account is deleted: stop its Mollie subscription, so a deleted customer is never
 * charged again. A failure here throws and the deletion does not start (the user can retry).
 */
export async function cancelRenewalsBeforeDeletion(env: AppBindings, userId: string): Promise<void> {
  const context = createBillingContext(env, () => undefined);
  if (!context) return;
  const account = await findBillingAccount(context.db, userId);
  if (!account?.mollieSubscriptionId || account.canceledAt !== null) return;
  await context.mollie.cancelSubscription(account.mollieCustomerId, account.mollieSubscriptionId);
}
