import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { addBillingPeriod } from "../../core/plans/periods";
import type { FakeMollie } from "../support/fake-mollie";
import { readOutbox } from "./auth-helpers";
import { call, createSignedInUser, type SignedInUser } from "./support/accounts";
import { installFakeMollie, paymentIdOf, postWebhook, readBilling, startCheckout } from "./support/billing";
import { FULL_DETAILS, putDetails } from "./support/company";

vi.setConfig({ testTimeout: 60_000 });

let mollie: FakeMollie;
beforeEach(() => {
  mollie = installFakeMollie();
});

async function latestPayment(
  cookie: string,
): Promise<{ payment: { status: string } | null; plan: { id: string } }> {
  return (await (await call("/api/billing/latest-payment", { cookie })).json()) as {
    payment: { status: string } | null;
    plan: { id: string };
  };
}

async function paidUser(label: string): Promise<{ user: SignedInUser; paymentId: string }> {
  const user = await createSignedInUser(label);
  const paymentId = paymentIdOf(await startCheckout(user.cookie));
  mollie.setStatus(paymentId, "paid");
  expect((await postWebhook(`id=${paymentId}`)).status).toBe(200);
  return { user, paymentId };
}

async function countRows(table: string, userId: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`)
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("Mollie checkout", () => {
  it("starts a first iDEAL/card payment for the plan price plus 21 % btw for a Dutch customer", async () => {
    const user = await createSignedInUser("mollie-nl");
    const checkoutUrl = await startCheckout(user.cookie);
    expect(checkoutUrl).toMatch(/^https:\/\/mollie\.fake\/checkout\/tr_/);
    const payment = mollie.payments.get(paymentIdOf(checkoutUrl));
    expect(payment).toMatchObject({
      amount: { currency: "EUR", value: "22.99" },
      sequenceType: "first",
      redirectUrl: "https://factuurkit.test/purchase-success",
      cancelUrl: "https://factuurkit.test/purchase-cancelled",
      webhookUrl: "https://factuurkit.test/api/mollie/webhook",
    });
    expect(mollie.customers.size).toBe(1);
    expect((await latestPayment(user.cookie)).payment?.status).toBe("open");
    expect((await readBilling(user.cookie)).plan.id).toBe("free");
  });

  it("charges no Dutch VAT to an EU business with a VAT id of its own country (reverse charge)", async () => {
    const user = await createSignedInUser("mollie-be");
    const saved = await putDetails(user.cookie, {
      ...FULL_DETAILS,
      country: "BE",
      vatNumber: "BE0403170701",
    });
    expect(saved.status).toBe(200);
    const paymentId = paymentIdOf(await startCheckout(user.cookie, "year"));
    expect(mollie.payments.get(paymentId)?.amount.value).toBe("190.00");
    mollie.setStatus(paymentId, "paid");
    await postWebhook(`id=${paymentId}`);
    const billing = await readBilling(user.cookie);
    expect(billing.plan).toMatchObject({ id: "pro", interval: "year" });
    expect(billing.invoices[0]).toMatchObject({ netCents: 19_000, vatCents: 0, totalCents: 19_000 });
  });

  it("refuses a plan that is not sold and a second checkout while a plan renews", async () => {
    const { user } = await paidUser("mollie-twice");
    const bad = await call("/api/billing/checkout", {
      json: { planId: "free", interval: "month" },
      cookie: user.cookie,
    });
    expect(bad.status).toBe(400);
    const again = await call("/api/billing/checkout", {
      json: { planId: "pro", interval: "month" },
      cookie: user.cookie,
    });
    expect(again.status).toBe(409);
  });
});

describe("Mollie webhook", () => {
  it("on paid: activates the plan, starts the SEPA subscription at the period end, numbers, stores and mails the invoice", async () => {
    const before = Date.now();
    const { user, paymentId } = await paidUser("mollie-paid");
    const billing = await readBilling(user.cookie);
    expect(billing.plan).toMatchObject({ id: "pro", interval: "month", canceled: false });
    const periodEnd = billing.plan.periodEnd ?? 0;
    expect(periodEnd).toBeGreaterThanOrEqual(addBillingPeriod(before, "month"));
    expect(billing.plan.renewsAt).toBe(periodEnd);
    expect(billing.usage.find((row) => row.metric === "invoiceExtraction")?.limit).toBe(1_000);

    const [subscription, ...more] = [...mollie.subscriptions.values()];
    expect(more).toHaveLength(0);
    expect(subscription).toMatchObject({
      status: "active",
      interval: "1 month",
      startDate: new Date(periodEnd).toISOString().slice(0, 10),
      amount: { currency: "EUR", value: "22.99" },
      mandateId: mollie.payments.get(paymentId)?.mandateId,
    });

    expect(billing.invoices).toHaveLength(1);
    const invoice = billing.invoices[0];
    expect(invoice?.number).toMatch(/^FK-\d{4}-\d{5}$/);
    expect(invoice).toMatchObject({ netCents: 1_900, vatCents: 399, totalCents: 2_299 });
    const pdf = await call(`/api/billing/invoices/${invoice?.id}/pdf`, { cookie: user.cookie });
    expect(pdf.status).toBe(200);
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    const mails = await readOutbox(user.email);
    expect(
      mails.filter((mail) => mail.subject === `Your Factuurkit invoice ${invoice?.number}`),
    ).toHaveLength(1);
    expect((await latestPayment(user.cookie)).payment?.status).toBe("paid");
  });

  it("changes nothing when the same webhook comes again, or many at once", async () => {
    const { user, paymentId } = await paidUser("mollie-repeat");
    const first = await readBilling(user.cookie);
    const calls = mollie.calls.filter((entry) => entry.endsWith("/subscriptions")).length;
    for (let round = 0; round < 3; round++) expect((await postWebhook(`id=${paymentId}`)).status).toBe(200);
    await Promise.all(Array.from({ length: 6 }, () => postWebhook(`id=${paymentId}`)));
    const after = await readBilling(user.cookie);
    expect(after.plan).toEqual(first.plan);
    expect(after.invoices).toEqual(first.invoices);
    expect(mollie.calls.filter((entry) => entry.endsWith("/subscriptions")).length).toBe(calls);
    expect(await countRows("billing_invoices", user.id)).toBe(1);
    const mails = await readOutbox(user.email);
    expect(mails.filter((mail) => mail.subject.startsWith("Your Factuurkit invoice"))).toHaveLength(1);
  });

  it("trusts Mollie's status, not the body, and handles calls out of order", async () => {
    const user = await createSignedInUser("mollie-order");
    const paymentId = paymentIdOf(await startCheckout(user.cookie));
    // A forged body claiming success while Mollie says open grants nothing.
    await postWebhook(`id=${paymentId}&status=paid`);
    expect((await readBilling(user.cookie)).plan.id).toBe("free");
    mollie.setStatus(paymentId, "pending");
    await postWebhook(`id=${paymentId}`);
    expect((await latestPayment(user.cookie)).payment?.status).toBe("pending");
    mollie.setStatus(paymentId, "paid");
    await postWebhook(`id=${paymentId}`);
    await postWebhook(`id=${paymentId}`);
    const billing = await readBilling(user.cookie);
    expect(billing.plan.id).toBe("pro");
    expect(billing.invoices).toHaveLength(1);
  });

  it("answers unknown, malformed and empty ids with 200 and changes nothing", async () => {
    for (const body of ["id=tr_doesnotexist1", "id=cst_abc", "", "id=", "x".repeat(2_000), "id=tr_%00%0a"]) {
      const response = await postWebhook(body);
      expect([200, 413]).toContain(response.status);
    }
    // Not one of ours: not even Mollie is asked (docs/decisions/208).
    expect(mollie.calls.filter((entry) => entry.startsWith("GET /v2/payments/")).length).toBe(0);
  });

  it("shows a failed or expired payment as such and keeps the Free plan", async () => {
    const user = await createSignedInUser("mollie-failed");
    const failedId = paymentIdOf(await startCheckout(user.cookie));
    mollie.setStatus(failedId, "failed");
    await postWebhook(`id=${failedId}`);
    expect(await latestPayment(user.cookie)).toMatchObject({
      payment: { status: "failed" },
      plan: { id: "free" },
    });
    const expiredId = paymentIdOf(await startCheckout(user.cookie));
    mollie.setStatus(expiredId, "expired");
    // No webhook arrived: reading the latest payment asks Mollie itself.
    expect(await latestPayment(user.cookie)).toMatchObject({
      payment: { status: "expired" },
      plan: { id: "free" },
    });
    expect(await countRows("billing_invoices", user.id)).toBe(0);
  });

  it("extends the plan by one period on a paid renewal, with the next invoice number", async () => {
    const { user } = await paidUser("mollie-renew");
    const first = await readBilling(user.cookie);
    const [subscription] = [...mollie.subscriptions.values()];
    const renewal = mollie.chargeRenewal(subscription?.id ?? "", "paid");
    await postWebhook(`id=${renewal.id}`, renewal.webhookUrl ?? "");
    await postWebhook(`id=${renewal.id}`, renewal.webhookUrl ?? "");
    const after = await readBilling(user.cookie);
    expect(after.plan.periodEnd).toBe(addBillingPeriod(first.plan.periodEnd ?? 0, "month"));
    expect(after.invoices).toHaveLength(2);
    const [newest, oldest] = after.invoices;
    const seq = (number = "") => Number(number.slice(number.lastIndexOf("-") + 1));
    expect(seq(newest?.number)).toBeGreaterThan(seq(oldest?.number));
    // A failed direct debit adds nothing.
    const failed = mollie.chargeRenewal(subscription?.id ?? "", "failed");
    await postWebhook(`id=${failed.id}`, failed.webhookUrl ?? "");
    expect((await readBilling(user.cookie)).plan.periodEnd).toBe(after.plan.periodEnd);
  });

  it("cancelling stops the Mollie subscription but keeps the plan until the period ends", async () => {
    const { user } = await paidUser("mollie-cancel");
    const response = await call("/api/billing/cancel", { json: {}, cookie: user.cookie });
    expect(response.status).toBe(200);
    const billing = await readBilling(user.cookie);
    expect(billing.plan).toMatchObject({ id: "pro", canceled: true, renewsAt: null });
    expect([...mollie.subscriptions.values()].map((subscription) => subscription.status)).toEqual([
      "canceled",
    ]);
    expect((await call("/api/billing/cancel", { json: {}, cookie: user.cookie })).status).toBe(200);
  });

  it("gives the paid plan only to the account that paid", async () => {
    const { user } = await paidUser("mollie-iso");
    const other = await createSignedInUser("mollie-iso-other");
    expect((await readBilling(other.cookie)).plan.id).toBe("free");
    expect((await readBilling(user.cookie)).plan.id).toBe("pro");
  });

  it("deleting the account stops the Mollie subscription and removes the billing rows", async () => {
    const { user } = await paidUser("mollie-delete");
    const response = await call("/api/account/delete", { json: { email: user.email }, cookie: user.cookie });
    expect(response.status).toBe(200);
    expect([...mollie.subscriptions.values()].map((subscription) => subscription.status)).toEqual([
      "canceled",
    ]);
    for (const table of ["billing_accounts", "billing_payments", "billing_invoices", "usage_counters"])
      expect(await countRows(table, user.id)).toBe(0);
  });
});
