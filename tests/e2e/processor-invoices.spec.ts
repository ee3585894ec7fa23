import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { signInNewUser } from "./support/processor-session";

const FIXTURES = "tests/fixtures/invoices";

test("bad files get their own error; the invoices page searches, filters, totals, re-runs and deletes", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInNewUser(page, "invoices");
  await page.goto("/dashboard/processor");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invoice Processor");
  const file = async (name: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> => ({
    name,
    mimeType: "application/pdf",
    buffer: await readFile(`${FIXTURES}/pdf/${name}`),
  });
  await page.getByLabel("Drop invoices here or choose files").setInputFiles([
    await file("inv-001.pdf"),
    await file("inv-002.pdf"),
    {
      name: "invoice.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("MZ\x90\x00 not a PDF at all"),
    },
  ]);
  const results = page.getByRole("list", { name: "Upload results" });
  await expect(
    results.getByText("This file is not a PDF, PNG, JPEG or UBL/CII XML invoice (checked by its content)."),
  ).toBeVisible({ timeout: 30_000 });
  await expect(results.getByText("read", { exact: true })).toHaveCount(2);

  await page.goto("/dashboard/invoices");
  await expect(page.getByRole("button", { name: "Review inv-001.pdf" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Review inv-002.pdf" })).toBeVisible();
  const totals = page.getByRole("region", { name: /Totals per month/ });
  await expect(totals.getByRole("cell", { name: "Apr 2025" })).toBeVisible();
  await expect(totals.getByText("€6,154.33")).toBeVisible();

  await page.getByRole("searchbox", { name: "Search" }).fill("Gouden Korrel");
  await expect(page.getByRole("button", { name: "Review inv-002.pdf" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Review inv-001.pdf" })).toBeVisible();

  await page.getByLabel("Select inv-001.pdf").check();
  await page.getByRole("button", { name: "Re-run extraction" }).click();
  const notifications = page.getByRole("log", { name: "Notifications" });
  await expect(notifications).toContainText("Extraction ran again for 1 invoice.");

  // Deleting asks first (Cancel keeps the invoice), then says what it did.
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const question = page.getByRole("alertdialog", { name: "Delete 1 invoice?" });
  await expect(question.getByRole("button", { name: "Cancel" })).toBeFocused();
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole("button", { name: "Review inv-001.pdf" })).toBeVisible();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await question.getByRole("button", { name: "Delete 1 invoice" }).click();
  await expect(notifications).toContainText("Deleted 1 invoice.");
  await expect(page.getByText("No invoices match these filters.").first()).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill("");
  await expect(page.getByRole("button", { name: "Review inv-002.pdf" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Review inv-001.pdf" })).toBeHidden();
});
