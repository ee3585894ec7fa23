import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { validateEInvoice } from "../../core/invoice/einvoice/validate";
import { readUbl } from "../../core/invoice/ubl/read-ubl";
import { extractPdfText } from "../core/invoice/pdf-text";
import { expect, test } from "./fixtures";

async function fillInvoice(page: Page): Promise<void> {
  await page.getByLabel("Invoice number").fill("2025-0042");
  await page.getByLabel("Customer reference").fill("PO-7781");
  await page.getByLabel("Your company name").fill("Bakkerij Ĳsselmeer & Zonen B.V.");
  await page.getByLabel("Your street and number").fill("Prinsengracht 263");
  await page.getByLabel("Your postcode").fill("1016 GV");
  await page.getByLabel("Your city").fill("Amsterdam");
  await page.getByLabel("Your VAT number (BTW-id)").fill("NL123456782B01");
  await page.getByLabel("Your KvK number").fill("12345678");
  await page.getByLabel("Your IBAN").fill("NL91 ABNA 0417 1643 00");
  await page.getByLabel("Customer name").fill("Café De Zwaan V.O.F.");
  await page.getByLabel("Customer street and number").fill("Oudegracht 12");
  await page.getByLabel("Customer postcode").fill("3511 AP");
  await page.getByLabel("Customer city").fill("Utrecht");
  await page.getByLabel("Customer VAT number (BTW-id)").fill("NL810433941B01");
  await page.getByLabel("Customer KvK number").fill("87654321");

  await page.getByLabel("Line 1 description").fill("Consultancy ontwerp taartdoos");
  await page.getByLabel("Line 1 quantity").fill("3,5");
  await page.getByLabel("Line 1 unit", { exact: true }).selectOption("HUR");
  await page.getByLabel("Line 1 unit price").fill("85");
  await page.getByLabel("Line 1 VAT").selectOption({ label: "21%" });

  await page.getByRole("button", { name: "Add line" }).click();
  await page.getByLabel("Line 2 description").fill("Appeltaart (groot)");
  await page.getByLabel("Line 2 quantity").fill("12");
  await page.getByLabel("Line 2 unit price").fill("24,95");
  await page.getByLabel("Line 2 discount %").fill("10");
  await page.getByLabel("Line 2 VAT").selectOption({ label: "9%" });

  await page.getByRole("button", { name: "Add line" }).click();
  await page.getByLabel("Line 3 description").fill("Verzendkosten buitenland");
  await page.getByLabel("Line 3 unit price").fill("12,50");
  await page.getByLabel("Line 3 VAT").selectOption({ label: "0%" });
}

test("an invoice with three VAT rates previews live and downloads as PDF and UBL", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/invoice-generator");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Invoice Generator");
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeDisabled();

  await fillInvoice(page);
  await expect(page.getByTestId("total-incl-vat")).toHaveText("€666.19");
  await expect(page.getByRole("status").filter({ hasText: "Ready" })).toBeVisible();

  // A customer without a KvK number (a consumer) gets a PDF, but no e-invoice (BR-NL-10).
  await page.getByLabel("Customer KvK number").fill("");
  await expect(page.getByRole("status").filter({ hasText: "The PDF is ready" })).toBeVisible();
  await expect(page.getByRole("list", { name: "E-invoice rules" })).toContainText("BR-NL-10");
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Download UBL e-invoice" })).toBeDisabled();
  await page.getByLabel("Customer KvK number").fill("87654321");
  await expect(page.getByRole("button", { name: "Download UBL e-invoice" })).toBeEnabled();
  const preview = page.getByTestId("preview-status");
  await expect(preview).toContainText("total € 666,19", { timeout: 30_000 });
  await expect(page.getByRole("img", { name: "Invoice PDF page 1" })).toBeVisible();

  // The preview follows the form.
  await page.getByLabel("Line 3 quantity").fill("2");
  await expect(page.getByTestId("total-incl-vat")).toHaveText("€678.69");
  await expect(preview).toContainText("total € 678,69", { timeout: 30_000 });

  const [pdfDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  expect(pdfDownload.suggestedFilename()).toBe("invoice-2025-0042.pdf");
  const pdfBytes = new Uint8Array(await readFile(await pdfDownload.path()));
  const { text } = await extractPdfText(pdfBytes);
  for (const expected of [
    "Factuur",
    "2025-0042",
    "Bakkerij Ĳsselmeer & Zonen B.V.",
    "Café De Zwaan V.O.F.",
    "NL123456782B01",
    "12345678",
    "€ 297,50",
    "€ 269,46",
    "€ 25,00",
    "€ 591,96",
    "€ 86,73",
    "€ 678,69",
    "NL91 ABNA 0417 1643 00",
  ]) {
    expect(text).toContain(expected);
  }

  const [ublDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download UBL e-invoice" }).click(),
  ]);
  expect(ublDownload.suggestedFilename()).toBe("invoice-2025-0042.xml");
  const xml = await readFile(await ublDownload.path(), "utf8");
  const report = validateEInvoice(xml);
  expect(report.ok && report.value.findings).toEqual([]);
  const parsed = readUbl(xml);
  if (!parsed.ok) throw new Error(parsed.error);
  expect(parsed.value.profile).toBe("nlcius");
  expect(parsed.value.invoice.lines.map((line) => [line.vatCategory, line.vatRate])).toEqual([
    ["S", "21"],
    ["S", "9"],
    ["Z", "0"],
  ]);
  expect(xml).toContain('<cbc:TaxInclusiveAmount currencyID="EUR">678.69</cbc:TaxInclusiveAmount>');
  expect(xml).toContain('<cbc:CompanyID schemeID="0106">12345678</cbc:CompanyID>');
  expect(parsed.value.pdf?.bytes.length).toBeGreaterThan(1000);
});

test("the draft survives a reload and the validator lists failed rules of an uploaded UBL", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/invoice-generator");
  await page.getByLabel("Your company name").fill("Bakkerij Ĳsselmeer");
  await page.getByLabel("Invoice number").fill("2025-0043");
  await page.reload();
  await expect(page.getByLabel("Your company name")).toHaveValue("Bakkerij Ĳsselmeer", { timeout: 60_000 });
  await expect(page.getByLabel("Invoice number")).toHaveValue("2025-0043");

  // Errors wait until a field is left or the visitor asks; then the messages follow the form.
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  await page.getByRole("button", { name: "Show what is missing" }).click();
  const dutchRules = page.getByRole("list", { name: "Dutch invoice rules" });
  await page.getByLabel("Line 1 VAT").selectOption({ label: "Reverse charge (btw verlegd)" });
  await expect(dutchRules).toContainText("Reverse charge (btw verlegd): enter the customer's VAT number");
  await page.getByLabel("Customer VAT number (BTW-id)").fill("DE123456789");
  await expect(dutchRules).not.toContainText("Reverse charge (btw verlegd)");
  await expect(page.getByRole("button", { name: "Download UBL e-invoice" })).toBeDisabled();

  const broken = `<?xml version="1.0"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"><cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0</cbc:CustomizationID><cbc:ID>1</cbc:ID></Invoice>`;
  await page
    .getByLabel("UBL file to validate")
    .setInputFiles({ name: "broken.xml", mimeType: "application/xml", buffer: Buffer.from(broken) });
  const failed = page.getByRole("list", { name: "Failed rules" });
  await expect(failed).toContainText("BR-03");
  await expect(failed).toContainText("An invoice must have an issue date (BT-2).");
  await expect(failed).toContainText("BR-16");

  await page.getByLabel("UBL file to validate").setInputFiles({
    name: "hostile.xml",
    mimeType: "application/xml",
    buffer: Buffer.from('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><Invoice>&a;</Invoice>'),
  });
  await expect(page.getByRole("alert")).toContainText("DOCTYPE");
});

test("in Dutch, the public generator's errors and rule findings appear in Dutch after a download attempt", async ({
  page,
}) => {
  await page.goto("/invoice-generator?lang=nl");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // aria-disabled, not disabled: pressing it is how a user asks what is missing.
  await page.getByRole("button", { name: "Pdf downloaden" }).click({ force: true });
  const checks = page.getByRole("region", { name: "Controles" });
  await expect(checks).toContainText("Vul de naam van de klant in.");
  // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what a reader sees
  const text = await page.locator("main").innerText();
  expect(text).not.toMatch(/\b(the|your|Enter|Choose|must|Line \d)\b/);
});
