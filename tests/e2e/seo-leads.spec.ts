import { expect, test } from "./fixtures";
import { PREVIEW_URL } from "./seo-helpers";

test.use({ baseURL: PREVIEW_URL });

test("the quote form posts to /api/leads, confirms, and the request reaches the support mailbox", async ({
  page,
  request,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      "cookie-consent",
      JSON.stringify({ version: 1, analytics: "denied", decidedOn: "2026-11-22" }),
    ),
  );
  const company = `E2E Bakkerij ${Date.now()}`;
  await page.goto("/data-cleansing-services");
  await page.waitForLoadState("networkidle");
  await page.getByLabel(/^Name/).fill("Anna de Vries");
  await page.getByLabel(/^Company/).fill(company);
  await page.getByLabel(/^E-mail/).fill("anna@example.nl");
  await page.getByLabel(/^Type of data/).selectOption("customers");
  await page.getByLabel(/^Approximate number of records/).fill("25.000");
  const posted = page.waitForResponse((response) => response.url().endsWith("/api/leads"));
  await page.getByRole("button", { name: "Request a quote" }).last().click();
  expect((await posted).status()).toBe(201);
  await expect(page.getByRole("heading", { name: "Thank you, Anna de Vries" })).toBeFocused();
  await expect(page.getByText(/We have received your request for about 25,000 records/)).toBeVisible();

  const outbox = await request.get("/api/dev/outbox?to=support@factuurkit.nl");
  const { messages } = (await outbox.json()) as { messages: { subject: string }[] };
  expect(messages.map((message) => message.subject)).toContain(`Quote request: ${company} (25,000 records)`);
});
