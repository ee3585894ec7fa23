import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { PLANS } from "../../core/plans/plans";
import { type RunningFakeMollie, startFakeMollieServer } from "../support/fake-mollie-server";
import { expect as baseExpect, test } from "./fixtures";
import { createSignedInUser } from "./support/accounts";
import { readMailedSubjects } from "./support/billing-mail";
import { E2E_MOLLIE_KEY, readFakeMolliePort } from "./support/fake-mollie-port";

// One fake Mollie on a fixed port: the tests of this file run one after another in one worker.
test.describe.configure({ mode: "default" });

// Checkout crosses two servers and a redirect; on a busy machine the pages need longer than 20 s.
const expect = baseExpect.configure({ timeout: 60_000 });
const E2E_PORT = Number(process.env.E2E_PORT ?? 5173);
let fake: RunningFakeMollie;

test.beforeAll(async () => {
  fake = await startFakeMollieServer(readFakeMolliePort(), {
    apiKey: E2E_MOLLIE_KEY,
    appOrigin: `http://localhost:${E2E_PORT}`,
  });
});

test.afterAll(async () => {
  await fake?.close();
});

/** Pricing → Choose Pro monthly → the fake Mollie's checkout page, as a customer would. */
async function checkoutPro(page: Page): Promise<string> {
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pricing");
  await page.getByRole("button", { name: "Choose Pro monthly" }).click();
  await expect(page.getByRole("heading", { name: "Test checkout (fake Mollie)" })).toBeVisible();
  await expect(page.getByText("€ 22.99")).toBeVisible();
  const paymentId = new URL(page.url()).pathname.split("/").pop() ?? "";
  expect(paymentId).toMatch(/^tr_/);
  return paymentId;
}

test("the pricing page shows both plans with prices excl. btw, the VAT, payment methods and a FAQ", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/pricing");
  const pro = page.getByRole("region", { name: "Pro plan" });
  await expect(pro.getByText("€19.00")).toBeVisible();
  await expect(pro.getByText("per month, excl. btw")).toBeVisible();
  await expect(pro.getByText("€22.99 incl. 21% btw (€3.99 btw)")).toBeVisible();
  const free = page.getByRole("region", { name: "Free plan" });
  await expect(free.getByText(`${PLANS.free.limits.invoiceExtraction} invoices / month`)).toBeVisible();
  await page.getByRole("button", { name: "Yearly" }).click();
  await expect(pro.getByText("€190.00")).toBeVisible();
  await expect(pro.getByText("per year, excl. btw")).toBeVisible();
  for (const method of ["iDEAL", "Credit card", "SEPA direct debit"])
    await expect(
      page.getByRole("region", { name: "Payment methods" }).getByText(method, { exact: true }),
    ).toBeVisible();
  await page.getByText("Can I cancel?").click();
  await expect(page.getByText(/Your plan stays active until the end of the period/)).toBeVisible();
});

test("pay by iDEAL: the plan is active, the invoice is in settings and mailed; webhook repeats change nothing", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const email = await createSignedInUser(page, "buy-paid");
  await page.goto("/purchase-success");
  await expect(page.getByText("You have not bought a plan")).toBeVisible();

  const paymentId = await checkoutPro(page);
  await page.getByRole("button", { name: "Paid" }).click();
  await expect(page).toHaveURL(/\/purchase-success$/);
  await expect(page.getByText("Payment received: your Pro plan is active")).toBeVisible();

  await page.goto("/dashboard/settings");
  const billing = page.getByRole("region", { name: "Plan and billing" });
  await expect(billing.getByText(/You are on the Pro plan/)).toBeVisible();
  await expect(billing.getByText(/Next renewal: .+, by SEPA direct debit/)).toBeVisible();
  const rows = billing.getByRole("row").filter({ hasText: /^FK-\d{4}-\d{5}/ });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("€22.99");
  const number = ((await rows.first().getByRole("cell").first().textContent()) ?? "").trim();
  const download = page.waitForEvent("download");
  await rows.first().getByRole("link", { name: "PDF" }).click();
  const pdf = await readFile((await (await download).path()) ?? "");
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await expect.poll(() => readMailedSubjects(page, email)).toContain(`Your Factuurkit invoice ${number}`);

  for (let round = 0; round < 3; round++) {
    const response = await page.request.post("/api/mollie/webhook", { form: { id: paymentId } });
    expect(response.status()).toBe(200);
  }
  await page.goto("/dashboard/settings");
  await expect(billing.getByText(/You are on the Pro plan/)).toBeVisible({ timeout: 60_000 });
  await expect(rows).toHaveCount(1);
  expect(
    [...fake.mollie.subscriptions.values()].filter(
      (s) => s.customerId === fake.mollie.payments.get(paymentId)?.customerId,
    ),
  ).toHaveLength(1);
  expect(
    (await readMailedSubjects(page, email)).filter((subject) =>
      subject.startsWith("Your Factuurkit invoice"),
    ),
  ).toHaveLength(1);

  await billing.getByRole("button", { name: "Cancel plan" }).click();
  await billing.getByRole("button", { name: "Yes, cancel my plan" }).click();
  await expect(billing.getByText(/Cancelled: your plan stays active until/)).toBeVisible();
});

test("a failed payment says so and offers to try again; a cancelled one charged nothing", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await createSignedInUser(page, "buy-failed");
  await checkoutPro(page);
  await page.getByRole("button", { name: "Failed" }).click();
  await expect(page.getByRole("heading", { name: "Your payment failed" })).toBeVisible();
  await expect(page.getByText("You are on the Free plan.", { exact: false })).toBeVisible();
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/pricing$/);

  await checkoutPro(page);
  await page.getByRole("button", { name: "Canceled" }).click();
  await expect(page).toHaveURL(/\/purchase-cancelled$/);
  await expect(page.getByRole("heading", { name: "Nothing was charged" })).toBeVisible();
});

test("a pending payment shows 'waiting for your bank' until Mollie reports it paid", async ({ page }) => {
  test.setTimeout(180_000);
  await createSignedInUser(page, "buy-pending");
  const paymentId = await checkoutPro(page);
  await page.getByRole("button", { name: "Pending" }).click();
  await expect(page.getByRole("heading", { name: "Waiting for your bank" })).toBeVisible();
  // The bank confirms; no webhook reaches us: the page asks again and the server asks Mollie.
  fake.mollie.setStatus(paymentId, "paid");
  await expect(page.getByText("Payment received: your Pro plan is active")).toBeVisible({ timeout: 30_000 });
});

test("a free user over the monthly extraction limit gets the 402 message naming the limit", async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(300_000);
  allowConsoleErrors(/status of 402/);
  await createSignedInUser(page, "quota");
  const pdf = await readFile("tests/fixtures/invoices/pdf/inv-001.pdf");
  const limit = PLANS.free.limits.invoiceExtraction;
  const used = async (): Promise<number> => {
    const body = (await (await page.request.get("/api/billing")).json()) as {
      usage: { metric: string; used: number }[];
    };
    return body.usage.find((row) => row.metric === "invoiceExtraction")?.used ?? 0;
  };
  // Fill the month's extractions by API (a file that fails is given back, so top up until full).
  for (let round = 0; round < 3 && (await used()) < limit; round++) {
    const form = new FormData();
    for (let index = await used(); index < limit; index++)
      form.append("files", new File([pdf], `inv-${round}-${index}.pdf`, { type: "application/pdf" }));
    const filled = await page.request.post("/api/invoices", {
      multipart: form,
      headers: { "Sec-Fetch-Site": "same-origin" },
      timeout: 120_000,
    });
    expect(filled.status()).toBe(200);
  }
  expect(await used()).toBe(limit);

  await page.goto("/dashboard/processor");
  const usage = page.getByRole("region", { name: "Usage this month" });
  await expect(usage.getByText(`20 of 20 invoices`)).toBeVisible();
  await expect(usage.getByText("Limit reached for this month.")).toBeVisible();
  await page
    .getByLabel("Drop invoices here or choose files")
    .setInputFiles([{ name: "one-more.pdf", mimeType: "application/pdf", buffer: pdf }]);
  const refusal = page.getByText(
    /Monthly limit reached: Invoices extracted — 20 of 20 invoices used on the Free plan/,
  );
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText("/pricing");
});
