import { beforeEach, describe, expect, it, vi } from "vitest";
import { WEBHOOK_FETCHES_PER_CUSTOMER, WEBHOOK_FETCHES_PER_PAYMENT } from "../../worker/billing/webhook-gate";
import type { FakeMollie } from "../support/fake-mollie";
import { createSignedInUser } from "./support/accounts";
import {
  BASE,
  installFakeMollie,
  paymentIdOf,
  postWebhook,
  readBilling,
  startCheckout,
} from "./support/billing";

vi.setConfig({ testTimeout: 60_000 });

let mollie: FakeMollie;
beforeEach(() => {
  mollie = installFakeMollie();
});

function madeUpId(): string {
  return `tr_${crypto.randomUUID().replaceAll("-", "").slice(0, 10)}`;
}

/** How often the Worker asked the fake Mollie for payments (any id, or one). */
function paymentFetches(id = ""): number {
  return mollie.calls.filter((entry) => entry.startsWith(`GET /v2/payments/${id}`)).length;
}

/** A user whose first payment is paid: a plan, a stored payment, and a Mollie subscription. */
async function subscribedUser(
  label: string,
): Promise<{ paymentId: string; subscriptionId: string; cookie: string }> {
  const user = await createSignedInUser(label);
  const paymentId = paymentIdOf(await startCheckout(user.cookie));
  mollie.setStatus(paymentId, "paid");
  expect((await postWebhook(`id=${paymentId}`)).status).toBe(200);
  const [subscription] = [...mollie.subscriptions.values()];
  if (!subscription) throw new Error("no subscription");
  return { paymentId, subscriptionId: subscription.id, cookie: user.cookie };
}

describe("the Mollie webhook asks Mollie only about payments of ours (issue 27 item 6)", () => {
  it("answers made-up ids with 200 and no outgoing call, whatever customer they name", async () => {
    const unpaid = await createSignedInUser("webhook-unpaid");
    await startCheckout(unpaid.cookie);
    const [customerWithoutSubscription] = [...mollie.customers.keys()];
    for (let round = 0; round < 25; round += 1) {
      expect((await postWebhook(`id=${madeUpId()}`)).status).toBe(200);
    }
    for (const customer of ["cst_doesnotexist", customerWithoutSubscription, "cst_%00", "x".repeat(300)]) {
      const url = `${BASE}/api/mollie/webhook?customer=${customer}`;
      expect((await postWebhook(`id=${madeUpId()}`, url)).status).toBe(200);
    }
    expect(paymentFetches()).toBe(0);
  });

  it("looks a renewal up only when it comes through its subscription's webhook", async () => {
    const { subscriptionId, cookie } = await subscribedUser("webhook-renewal");
    const before = (await readBilling(cookie)).plan.periodEnd;
    const renewal = mollie.chargeRenewal(subscriptionId, "paid");
    expect(renewal.webhookUrl).toMatch(/\/api\/mollie\/webhook\?customer=cst_/);
    expect((await postWebhook(`id=${renewal.id}`)).status).toBe(200);
    expect(paymentFetches(renewal.id)).toBe(0);
    expect((await readBilling(cookie)).plan.periodEnd).toBe(before);
    expect((await postWebhook(`id=${renewal.id}`, renewal.webhookUrl ?? "")).status).toBe(200);
    expect(paymentFetches(renewal.id)).toBe(1);
    expect((await readBilling(cookie)).plan.periodEnd).toBeGreaterThan(before ?? 0);
  });

  it("limits the calls one payment can cause: past the limit 429 with Retry-After, and Mollie is not asked", async () => {
    const { paymentId } = await subscribedUser("webhook-hammer");
    const statuses: number[] = [];
    for (let round = 0; round < WEBHOOK_FETCHES_PER_PAYMENT.limit + 5; round += 1) {
      const response = await postWebhook(`id=${paymentId}`);
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
    expect(paymentFetches(paymentId)).toBeLessThanOrEqual(WEBHOOK_FETCHES_PER_PAYMENT.limit);
  });

  it("limits the renewal lookups one subscription's webhook can cause", async () => {
    const { subscriptionId } = await subscribedUser("webhook-renewal-hammer");
    const url = mollie.subscriptions.get(subscriptionId)?.webhookUrl ?? "";
    const fetchesBefore = paymentFetches();
    const statuses: number[] = [];
    for (let round = 0; round < WEBHOOK_FETCHES_PER_CUSTOMER.limit + 3; round += 1) {
      statuses.push((await postWebhook(`id=${madeUpId()}`, url)).status);
    }
    expect(statuses.slice(-3)).toEqual([429, 429, 429]);
    expect(paymentFetches() - fetchesBefore).toBe(WEBHOOK_FETCHES_PER_CUSTOMER.limit);
  });
});
