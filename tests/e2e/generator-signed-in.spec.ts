import { readFile } from "node:fs/promises";
import { validateEInvoice } from "../../core/invoice/einvoice/validate";
import { readUbl } from "../../core/invoice/ubl/read-ubl";
import { extractPdfText } from "../core/invoice/pdf-text";
import { expect, test } from "./fixtures";
import { createSignedInUser } from "./support/accounts";

const COMPANY = {
  companyName: "Bakkerij De Gouden Korst B.V.",
  street: "Damrak 1",
  postcode: "1012 LG",
  city: "Amsterdam",
  country: "NL",
  kvkNumber: "12345678",
  vatNumber: "NL123456782B01",
  iban: "NL91ABNA0417164300",
  email: "info@goudenkorst.nl",
  invoicePrefix: "GK-2026-",
  nextInvoiceNumber: 42,
  paymentTermsDays: 14,
  defaultVatRate: 21,
  invoiceLanguage: "NL",
};

test("a signed-in user issues an invoice with three VAT rates and downloads the stored PDF and UBL", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await createSignedInUser(page, "generator-signed-in");
  const saved = await page.request.put("/api/company", {
    data: COMPANY,
    headers: { "Sec-Fetch-Site": "same-origin" },
  });
  expect(saved.status()).toBe(200);

  await page.goto("/dashboard/generator");
  await expect(page.getByTestId("invoice-number")).toHaveText("Assigned when issued (next: GK-2026-42)");
  await expect(page.getByText("Bakkerij De Gouden Korst B.V.").first()).toBeVisible();
  await expect(page.getByText("No invoices yet.")).toBeVisible();

  await page.getByLabel("Customer reference").fill("PO-7781");
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

  await expect(page.getByTestId("total-incl-vat")).toHaveText("€666.19");
  await expect(page.getByRole("status").filter({ hasText: "Ready" })).toBeVisible();
  await expect(page.getByTestId("preview-status")).toContainText("total € 666,19", { timeout: 30_000 });

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved.")).toBeVisible();
  const list = page.getByRole("table");
  await expect(list.getByRole("row").filter({ hasText: "Café De Zwaan V.O.F." })).toContainText("Draft");

  // Issuing fixes the number: the app asks first, naming it; Cancel leaves the draft a draft.
  await page.getByRole("button", { name: "Issue invoice" }).click();
  const question = page.getByRole("alertdialog", { name: "Issue as GK-2026-42?" });
  await expect(question).toContainText("the number GK-2026-42 is fixed and cannot be changed");
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  await expect(list.getByRole("row").filter({ hasText: "Café De Zwaan V.O.F." })).toContainText("Draft");
  await expect(page.getByTestId("issued-number")).toHaveCount(0);
  await page.getByRole("button", { name: "Issue invoice" }).click();
  await question.getByRole("button", { name: "Issue as GK-2026-42" }).click();
  await expect(page.getByTestId("issued-number")).toHaveText("GK-2026-42");
  await expect(page.getByRole("status").filter({ hasText: "Invoice GK-2026-42 issued." })).toBeVisible();
  const row = list.getByRole("row").filter({ hasText: "GK-2026-42" });
  await expect(row).toContainText("Issued");
  await expect(row).toContainText("€666.19");

  const [pdfDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download PDF GK-2026-42" }).first().click(),
  ]);
  expect(pdfDownload.suggestedFilename()).toBe("invoice-GK-2026-42.pdf");
  const pdfBytes = new Uint8Array(await readFile(await pdfDownload.path()));
  const { text } = await extractPdfText(pdfBytes);
  for (const expected of [
    "Factuur",
    "GK-2026-42",
    "Bakkerij De Gouden Korst B.V.",
    "Damrak 1",
    "Café De Zwaan V.O.F.",
    "NL123456782B01",
    "€ 297,50",
    "€ 269,46",
    "€ 12,50",
    "€ 579,46",
    "€ 86,73",
    "€ 666,19",
    "NL91 ABNA 0417 1643 00",
  ]) {
    expect(text).toContain(expected);
  }

  const [ublDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download UBL GK-2026-42" }).first().click(),
  ]);
  expect(ublDownload.suggestedFilename()).toBe("invoice-GK-2026-42.xml");
  const xml = await readFile(await ublDownload.path(), "utf8");
  const report = validateEInvoice(xml);
  expect(report.ok && report.value.findings).toEqual([]);
  const parsed = readUbl(xml);
  if (!parsed.ok) throw new Error(parsed.error);
  expect(parsed.value.invoice.number).toBe("GK-2026-42");
  expect(parsed.value.invoice.supplier.name).toBe("Bakkerij De Gouden Korst B.V.");
  expect(parsed.value.invoice.lines.map((line) => [line.vatCategory, line.vatRate])).toEqual([
    ["S", "21"],
    ["S", "9"],
    ["Z", "0"],
  ]);
  expect(xml).toContain('<cbc:TaxInclusiveAmount currencyID="EUR">666.19</cbc:TaxInclusiveAmount>');
  // The UBL carries the very PDF that was downloaded.
  expect(parsed.value.pdf?.bytes).toEqual(pdfBytes);

  // Marked sent, then paid; an issued invoice offers no delete.
  await page.getByRole("button", { name: "Mark sent GK-2026-42" }).first().click();
  await expect(row).toContainText("Sent");
  await page.getByRole("button", { name: "Mark paid GK-2026-42" }).first().click();
  await expect(row).toContainText("Paid");
  await expect(page.getByRole("button", { name: "Delete GK-2026-42" })).toHaveCount(0);

  // A credit note corrects it: a draft referencing GK-2026-42, issued as the next number of the series.
  await page.getByRole("button", { name: "Credit note GK-2026-42" }).first().click();
  await expect(page.getByLabel("Document")).toHaveValue("credit-note");
  await expect(page.getByLabel("Number of the corrected invoice")).toHaveValue("GK-2026-42");
  await page.getByRole("button", { name: "Issue invoice" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Issue as GK-2026-43" }).click();
  await expect(page.getByTestId("issued-number")).toHaveText("GK-2026-43");
  const creditRow = list.getByRole("row").filter({ hasText: "GK-2026-43" });
  await expect(creditRow).toContainText("credit note");
  await expect(creditRow).toContainText("−€666.19");
});

test("the signed-in generator shows a field's error once it is left, and all of them on an issue attempt, in Dutch", async ({
  page,
}) => {
  await createSignedInUser(page, "generator-signed-in-errors");
  const saved = await page.request.put("/api/company", {
    data: COMPANY,
    headers: { "Sec-Fetch-Site": "same-origin" },
  });
  expect(saved.status()).toBe(200);

  await page.goto("/dashboard/generator?lang=nl");
  const form = page.getByRole("form", { name: "Factuurgegevens" });
  await expect(form).toBeVisible();
  // Nothing typed yet: no field says what is wrong.
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(page.getByText("Vul de naam van de klant in.")).toHaveCount(0);

  await page.getByLabel("Naam klant").focus();
  await page.getByLabel("Naam klant").blur();
  await expect(page.getByText("Vul de naam van de klant in.").first()).toBeVisible();
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(1);

  await page.getByRole("button", { name: "Factuur uitgeven" }).click();
  expect(await form.locator('[aria-invalid="true"]').count()).toBeGreaterThan(1);
  // An invoice that cannot be issued is not offered for issuing: no number question.
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByRole("list", { name: "E-factuurregels" })).toContainText("BR-07");
  await expect(page.getByRole("list", { name: "E-factuurregels" })).not.toContainText("must");
});
