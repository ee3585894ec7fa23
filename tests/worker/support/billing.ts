import { env, exports } from "cloudflare:workers";
import { vi } from "vitest";
import { usageMonthOf } from "../../../core/plans/periods";
import type { AppBindings } from "../../../worker/env";
import { FakeMollie } from "../../support/fake-mollie";
import { BASE, call } from "./accounts";

/** The Worker's MOLLIE_API_BASE in the workers pool (vitest.config.ts). */
const bindings = env as unknown as AppBindings;
const FAKE_ORIGIN = new URL(bindings.MOLLIE_API_BASE ?? "").origin;

/**
 * Puts a fresh fake Mollie behind the Worker's outgoing fetch (the network boundary); any other
 * outgoing request fails the test.
 */
export function installFakeMollie(): FakeMollie {
  const mollie = new FakeMollie({ apiKey: bindings.MOLLIE_API_KEY ?? "", publicOrigin: FAKE_ORIGIN });
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).origin !== FAKE_ORIGIN)
      throw new Error(`unexpected outgoing request to ${request.url}`);
    return mollie.handle(request);
  });
  return mollie;
}

/**
 * Mollie's webhook call: a form post with only the payment id, no cookie, no Origin; to the plain
 * webhook, or to the URL a payment or subscription was given (`FakePayment.webhookUrl`).
 */
export function postWebhook(body: string, url = `${BASE}/api/mollie/webhook`): Promise<Response> {
  return exports.default.fetch(
    new Request(url, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    }),
  );
}

/** The fake Mollie's payment id at the end of its checkout URL. */
export function paymentIdOf(checkoutUrl: string): string {
  return checkoutUrl.slice(checkoutUrl.lastIndexOf("/") + 1);
}

export async function startCheckout(cookie: string, interval: "month" | "year" = "month"): Promise<string> {
  const response = await call("/api/billing/checkout", { json: { planId: "pro", interval }, cookie });
  if (response.status !== 201)
    throw new Error(`checkout failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { checkoutUrl: string }).checkoutUrl;
}

export interface BillingBody {
  checkoutConfigured: boolean;
  plan: {
    id: string;
    interval: string | null;
    periodEnd: number | null;
    renewsAt: number | null;
    canceled: boolean;
  };
  usage: { metric: string; used: number; limit: number }[];
  invoices: { id: string; number: string; totalCents: number; vatCents: number; netCents: number }[];
  latestPayment: { id: string; status: string } | null;
}

export async function readBilling(cookie: string): Promise<BillingBody> {
  const response = await call("/api/billing", { cookie });
  if (response.status !== 200) throw new Error(`billing failed: ${response.status}`);
  return (await response.json()) as BillingBody;
}

/** Sets this month's counter of a metric directly (a user who already used that much). */
export async function setUsage(userId: string, metric: string, used: number): Promise<void> {
  const month = usageMonthOf(Date.now());
  await env.DB.prepare(
    "INSERT INTO usage_counters (user_id, month, metric, used) VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET used = excluded.used",
  )
    .bind(userId, month, metric, used)
    .run();
}

/**
 * Puts a user on the paid plan for the current month, as a paid checkout leaves the billing row: for tests
 * that do more than the Free plan's monthly quota allows.
 */
export async function grantPaidPlan(userId: string): Promise<void> {
  const now = Date.now();
  await env.DB.prepare(
    `INSERT INTO billing_accounts (user_id, mollie_customer_id, plan_id, interval, period_start, period_end, created_at, updated_at)
     VALUES (?1, 'cst_test', 'pro', 'month', ?2, ?3, ?2, ?2)`,
  )
    .bind(userId, now, now + 30 * 86_400_000)
    .run();
}

export { BASE };
