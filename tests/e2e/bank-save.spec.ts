import { readFileSync } from "node:fs";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { expect, test } from "./fixtures";
import { signInNewUser } from "./support/processor-session";

const FIXTURES = join(import.meta.dirname, "../fixtures/bank");

test("signed out, the converter invites to sign in instead of saving", async ({ page }) => {
  await page.goto("/bank-statement-converter");
  await page.getByLabel("Bank statement files").setInputFiles([join(FIXTURES, "ing.sta")]);
  await expect(page.getByRole("region", { name: "Statements" }).getByRole("article")).toHaveCount(1);
  await expect(page.getByText("to save these statements to your dashboard")).toBeVisible();
  await expect(page.getByRole("button", { name: /Save .* to dashboard/ })).toHaveCount(0);
});

test("converts, saves to the dashboard, opens, exports, refuses a second save and deletes", async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(120_000);
  // The refused second save is a 409 the browser logs as a failed resource load.
  allowConsoleErrors(/status of 409/);
  await signInNewUser(page, "bank-save");

  await page.goto("/bank-statement-converter");
  await page
    .getByLabel("Bank statement files")
    .setInputFiles([join(FIXTURES, "ing.sta"), join(FIXTURES, "camt053-v08.xml")]);
  await expect(page.getByRole("region", { name: "Statements" }).getByRole("article")).toHaveCount(3);

  const save = page.getByRole("region", { name: "Save to your dashboard" });
  await save.getByRole("button", { name: "Save camt053-v08.xml to dashboard" }).click();
  await expect(save.getByText("Saved 2 statements.")).toBeVisible();
  await save.getByRole("button", { name: "Save ing.sta to dashboard" }).click();
  await expect(save.getByText("Saved 1 statement.")).toBeVisible();

  // The same file again: the server's own message names the earlier save.
  await page.reload();
  await page.getByLabel("Bank statement files").setInputFiles([join(FIXTURES, "ing.sta")]);
  await page.getByRole("button", { name: "Save ing.sta to dashboard" }).click();
  await expect(page.getByText(/You already saved this file as "ing.sta"/)).toBeVisible();

  await page.goto("/dashboard/bank-statements");
  await expect(page.getByRole("region", { name: "Account NL91ABNA0417164300" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Account US-ACCOUNT-778" })).toBeVisible();
  const ing = page.getByRole("region", { name: "Account NL69INGB0123456789" });
  await expect(ing.getByRole("cell", { name: "€663.65" })).toBeVisible();
  await expect(ing.getByText("Reconciled")).toBeVisible();

  await page.getByRole("button", { name: "Open statement 1 of NL91ABNA0417164300" }).click();
  await expect(page.getByRole("heading", { name: "Statement 1 of NL91ABNA0417164300" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Balance chart for NL91ABNA0417164300/ })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Transactions" }).getByText("6 of 6 transactions"),
  ).toBeVisible();

  const xlsxDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Excel (XLSX)" }).first().click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toBe("camt053-v08-NL91ABNA0417164300-1.xlsx");
  const files = unzipSync(new Uint8Array(readFileSync(await xlsx.path())));
  const sheet = strFromU8(files["xl/worksheets/sheet1.xml"] ?? new Uint8Array());
  expect(sheet).toContain("Klant &amp; Zonen B.V.");
  expect(sheet).toContain("<v>-0.12345</v>");
  expect(sheet.match(/<row /g)).toHaveLength(7);

  const csvDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "CSV (Dutch Excel: ; and decimal comma)" }).first().click();
  const csv = readFileSync(await (await csvDownload).path(), "utf8").split("\r\n");
  expect(csv[0]?.startsWith("\uFEFFAccount;Statement;Booking date;Value date;Amount;")).toBe(true);
  expect(csv[1]).toContain("NL91ABNA0417164300;1;2024-01-03;2024-01-03;1500,00;EUR;Klant & Zonen B.V.");

  // The saved statement goes to the bookkeeping package as MT940 or CAMT.053 too.
  const mt940Download = page.waitForEvent("download");
  await page.getByRole("link", { name: "MT940", exact: true }).first().click();
  const mt940 = await mt940Download;
  expect(mt940.suggestedFilename()).toBe("camt053-v08-NL91ABNA0417164300-1.sta");
  const mt940Text = readFileSync(await mt940.path(), "utf8");
  expect(mt940Text).toContain(":25:NL91ABNA0417164300");
  expect(mt940Text.match(/^:61:/gm)).toHaveLength(6);
  const camtDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "CAMT.053 (.001.02)" }).first().click();
  const camt = readFileSync(await (await camtDownload).path(), "utf8");
  expect(camt).toContain('xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"');
  expect(camt).toContain("<IBAN>NL91ABNA0417164300</IBAN>");

  await page.getByRole("button", { name: "Delete the whole file" }).click();
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByText("camt053-v08.xml and its statements were deleted.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Account NL91ABNA0417164300" })).toHaveCount(0);

  await page.getByRole("button", { name: "Open statement 00000 of NL69INGB0123456789" }).click();
  await page.getByRole("button", { name: "Delete statement" }).click();
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByText("No saved bank statements yet.")).toBeVisible();

  // Dropping a file on the dashboard saves it straight away.
  await page.getByLabel("Bank statement files").setInputFiles([join(FIXTURES, "rabobank.sta")]);
  await expect(page.getByRole("list", { name: "Uploads" }).getByText("Saved 1 statement.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Account NL44RABO0123456789" })).toBeVisible();
});
