import { createDatabase, type Database } from "../db/client";
import { createMailer } from "../email/create-mailer";
import type { Mailer } from "../email/mailer";
import { type AppBindings, type AppConfig, readConfig, readMollieConfig } from "../env";
import { createMollieClient, type MollieClient } from "./mollie-client";

/** Everything the billing steps touch, built once per request (routes/billing.ts). */
export interface BillingContext {
  readonly db: Database;
  readonly d1: D1Database;
  readonly files: R2Bucket;
  readonly mollie: MollieClient;
  readonly mailer: Mailer;
  readonly config: AppConfig;
  /** Keeps a deferred e-mail alive after the response (waitUntil), when there is one. */
  readonly defer: (work: Promise<unknown>) => void;
}

/** Where Mollie sends the customer back and posts its webhook (APP_ORIGIN, never the request). */
export function billingUrls(config: AppConfig): { success: string; cancelled: string; webhook: string } {
  const origin = new URL(config.APP_ORIGIN).origin;
  return {
    success: `${origin}/purchase-success`,
    cancelled: `${origin}/purchase-cancelled`,
    webhook: `${origin}/api/mollie/webhook`,
  };
}

/**
 * The webhook a subscription of `customerId` posts its renewals to: the customer id tells the webhook
 * that an id it has not seen may be a renewal of ours (docs/decisions/208).
 */
export function subscriptionWebhookUrl(config: AppConfig, customerId: string): string {
  return `${billingUrls(config).webhook}?customer=${encodeURIComponent(customerId)}`;
}

/** The billing steps' dependencies, or null when Mollie is not configured (no API key). */
export function createBillingContext(
  env: AppBindings,
  defer: (work: Promise<unknown>) => void,
): BillingContext | null {
  const mollieConfig = readMollieConfig(env);
  if (!mollieConfig) return null;
  const config = readConfig(env);
  return {
    db: createDatabase(env.DB),
    d1: env.DB,
    files: env.FILES,
    mollie: createMollieClient(mollieConfig),
    mailer: createMailer(config, env.KV),
    config,
    defer,
  };
}
