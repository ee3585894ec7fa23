import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";

const FIXTURES = "tests/fixtures/invoices";

test("the anonymous demo reads a text PDF, takes a correction and exports CSV that reads back", async ({
  page,
}) => {
  await page.goto("/invoice-ocr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("High Accuracy Invoice OCR");
  await page.getByLabel("Choose an invoice").setInputFiles(`${FIXTURES}/pdf/inv-001.pdf`);

  await expect(page.getByRole("heading", { name: "Extracted fields" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel("Supplier", { exact: true })).toHaveValue("Bakkerij De Gouden Korrel B.V.");
  await expect(page.getByLabel("Invoice number")).toHaveValue("INV-2025540");
  await expect(page.getByLabel("IBAN")).toHaveValue("NL87ABNA0720897077");
  await expect(page.getByLabel("Total", { exact: true })).toHaveValue("6154.33");
  await expect(page.getByText("Subtotal plus VAT equals the total.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Page 1 of the invoice" })).toBeVisible();

  // Focusing a field outlines where it was read on the page.
  await page.getByLabel("Invoice number").focus();
  await expect(page.getByTestId("source-box")).toBeVisible();

  await page.getByLabel("Invoice number").fill("INV-2025540-A");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("invoice.csv");
  const csv = (await readFile(await file.path(), "utf8")).replace(/^\uFEFF/, "");
  const rows = csv.trim().split("\r\n");
  expect(rows[0]).toBe("Field,Value,Confidence");
  expect(rows.some((row) => row.startsWith("Invoice number,INV-2025540-A,0."))).toBe(true);
  expect(rows.some((row) => row.startsWith("Supplier,Bakkerij De Gouden Korrel B.V.,"))).toBe(true);
  expect(rows.some((row) => row.startsWith("Total,6154.33,"))).toBe(true);
});

test("the anonymous demo OCRs a scanned image in the browser with per-page progress", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/invoice-ocr");
  await page.getByLabel("Choose an invoice").setInputFiles(`${FIXTURES}/scan-sample.jpg`);
  // The scan is cleaned on the main thread before the engine starts: seconds on a busy machine.
  await expect(page.getByRole("progressbar", { name: "Page 1" })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole("heading", { name: "Extracted fields" })).toBeVisible({ timeout: 170_000 });
  await expect(page.getByText("Read with OCR in your browser.")).toBeVisible();
  await expect(page.getByLabel("Invoice number")).toHaveValue("INV-2025540");
  await expect(page.getByLabel("Supplier", { exact: true })).toHaveValue("Bakkerij De Gouden Korrel B.V.");
  await page.getByLabel("Customer", { exact: true }).fill("Corrected Customer B.V.");
  await expect(page.getByLabel("Customer", { exact: true })).toHaveValue("Corrected Customer B.V.");
});

test("the demo refuses a file that is not an invoice", async ({ page }) => {
  await page.goto("/invoice-ocr");
  await page.getByLabel("Choose an invoice").setInputFiles({
    name: "invoice.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("MZ\x90\x00 this is an executable, not a PDF"),
  });
  await expect(page.getByRole("alert")).toHaveText(
    "Choose a PDF, a PNG or JPEG image, or a UBL/CII XML invoice.",
  );
});
