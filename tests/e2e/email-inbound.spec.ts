import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { signInNewUser } from "./support/processor-session";

test("an invoice e-mailed to the address created in settings appears under invoices", async ({ page }) => {
  test.setTimeout(120_000);
  await signInNewUser(page, "inbound");
  await page.goto("/dashboard/settings");
  const section = page.getByRole("region", { name: "Invoices by e-mail" });
  await expect(section.getByText("No refused messages.")).toBeVisible();
  await section.getByRole("button", { name: "Create my inbound address" }).click();
  const field = section.getByLabel("Your inbound address");
  await expect(field).toHaveValue(/^inbox\+[a-z2-7]{32}@/);
  const address = await field.inputValue();
  await expect(section.getByRole("region", { name: "Gmail" })).toBeVisible();

  // The local e-mail endpoint (wrangler dev → miniflare) calls the Worker's email().
  const eml = (await readFile("tests/fixtures/email/pdf-invoice.eml", "utf8")).replaceAll(
    "inbox+{{TOKEN}}@in.factuurkit.nl",
    address,
  );
  const endpoint = `/cdn-cgi/handler/email?from=${encodeURIComponent("facturen@goudenkorrel.nl")}&to=${encodeURIComponent(address)}`;
  const delivered = await page.request.post(endpoint, { data: eml });
  expect(await delivered.text()).toBe("Worker successfully processed email");
  expect(delivered.status()).toBe(200);

  // A message without an invoice is refused and shows up in the log.
  const plain = await readFile("tests/fixtures/email/no-attachment.eml", "utf8");
  const refused = await page.request.post(endpoint, { data: plain });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("has no PDF, JPEG, PNG or UBL/CII XML invoice");
  await section.getByRole("button", { name: "Refresh" }).click();
  await expect(section.getByText("Factuur volgt")).toBeVisible();

  await page.goto("/dashboard/invoices");
  const row = page.getByRole("button", { name: "Review factuur-INV-2025540.pdf" });
  await expect(row).toBeVisible();
  await expect(page.getByText("E-mail from facturen@goudenkorrel.nl")).toBeVisible();
  // Read from the PDF by the same extraction as uploads.
  await expect(row).toHaveText("Bakkerij De Gouden Korrel B.V.");
});
