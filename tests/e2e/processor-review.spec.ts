import { readFile } from "node:fs/promises";
import { paidInvoicePdf } from "../support/paid-invoice-pdf";
import { expect, test } from "./fixtures";
import { signInNewUser } from "./support/processor-session";

const FIXTURES = "tests/fixtures/invoices";

test("upload a text PDF and a scan, review and correct, mark reviewed, export CSV and read it back", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInNewUser(page, "processor");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("PDF Invoice Processor");

  await page
    .getByLabel("Drop invoices here or choose files")
    .setInputFiles([`${FIXTURES}/pdf/inv-001.pdf`, `${FIXTURES}/scan-sample.jpg`]);
  const results = page.getByRole("list", { name: "Upload results" });
  await expect(results.getByText("inv-001.pdf")).toBeVisible({ timeout: 30_000 });
  await expect(results.getByText("stored; open it to read it with OCR")).toBeVisible();

  // The text PDF: fields read in the Worker, shown beside the page.
  await page.getByRole("button", { name: "Review inv-001.pdf" }).click();
  await expect(page.getByLabel("Supplier", { exact: true })).toHaveValue("Bakkerij De Gouden Korrel B.V.");
  await expect(page.getByLabel("Invoice number")).toHaveValue("INV-2025540");
  await expect(page.getByLabel("Total", { exact: true })).toHaveValue("6154.33");
  await expect(page.getByRole("img", { name: "Page 1 of the invoice" })).toBeVisible();
  await page.getByLabel("Invoice number").focus();
  await expect(page.getByTestId("source-box")).toBeVisible();
  await page.getByLabel("Invoice number").fill("INV-2025540-A");
  await page.getByRole("button", { name: "Mark reviewed" }).click();
  await expect(page.getByText("Marked as reviewed.")).toBeVisible();
  await expect(page.getByTestId("review-status")).toHaveText("Reviewed");

  // Feedback on the extraction goes to user_feedback, from under the reviewed invoice.
  const feedback = page.getByRole("form", { name: "Extraction feedback" });
  // A mouse user clicks the fourth star (the radio inside its label is visually hidden).
  await feedback.locator("label").filter({ hasText: "4 stars" }).click();
  await expect(feedback.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await feedback.getByLabel("What was missing or wrong? (optional)").fill("The delivery date");
  const sent = page.waitForResponse((response) => response.url().endsWith("/api/feedback"));
  await feedback.getByRole("button", { name: "Send feedback" }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText("Thank you for your feedback!")).toBeVisible();

  // The scan: OCR runs in this browser when it is opened, the Worker extracts from the words.
  await page.getByRole("button", { name: "Review scan-sample.jpg" }).click();
  await expect(page.getByRole("progressbar", { name: "Page 1" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel("Invoice number")).toHaveValue("INV-2025540", { timeout: 240_000 });
  await expect(page.getByText("Read with OCR in your browser.")).toBeVisible();

  // The dashboard list: select both, export CSV, read it back.
  await page.goto("/dashboard/invoices");
  await expect(page.getByRole("button", { name: "Review inv-001.pdf" })).toBeVisible();
  await page.getByLabel("Select all invoices").check();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = (await readFile(await file.path(), "utf8"))
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(rows[0]?.startsWith("Invoice number,Document type,Invoice date")).toBe(true);
  expect(rows).toHaveLength(3);
  const corrected = rows.find((row) => row.startsWith("INV-2025540-A,"));
  expect(corrected).toContain("Bakkerij De Gouden Korrel B.V.");
  expect(corrected).toContain(",6154.33,");
  expect(corrected).toContain(",reviewed,upload,inv-001.pdf");
  expect(rows.some((row) => row.startsWith("INV-2025540,") && row.endsWith(",scan-sample.jpg"))).toBe(true);
});

test("a page that says it was paid shows the amount due to check; a corrected amount due is kept", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInNewUser(page, "processor-amount-due");
  const bytes = await paidInvoicePdf([["Reeds betaald", "1.210,00"]]);
  await page
    .getByLabel("Drop invoices here or choose files")
    .setInputFiles([{ name: "reeds-betaald.pdf", mimeType: "application/pdf", buffer: Buffer.from(bytes) }]);
  await expect(page.getByRole("list", { name: "Upload results" }).getByText("reeds-betaald.pdf")).toBeVisible(
    {
      timeout: 60_000,
    },
  );
  await page.getByRole("button", { name: "Review reeds-betaald.pdf" }).click();
  await expect(page.getByLabel("Total", { exact: true })).toHaveValue("1210.00");
  const due = page.getByLabel("Amount due");
  await expect(due).toHaveValue("1210.00");
  await expect(page.locator("#field-amountDueCents-verdict")).toHaveText("Check this");
  await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);

  await due.fill("vijfhonderd");
  await expect(page.getByRole("alert")).toHaveText("Enter an amount such as 1234.56.");
  await due.fill("0,00");
  await page.getByRole("button", { name: "Mark reviewed" }).click();
  await expect(page.getByText("Marked as reviewed.")).toBeVisible();
  await page.reload();
  await page.getByRole("button", { name: "Review reeds-betaald.pdf" }).click();
  await expect(page.getByLabel("Amount due")).toHaveValue("0.00");
  await expect(page.locator("#field-amountDueCents-verdict")).toHaveText("✓ sure");
});
