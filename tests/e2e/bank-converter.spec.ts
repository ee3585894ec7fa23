import { readFileSync } from "node:fs";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { expect, test } from "./fixtures";

const FIXTURES = join(import.meta.dirname, "../fixtures/bank");

test("converts two statement files in the browser, checks them and exports XLSX and CSV", async ({
  page,
}) => {
  await page.goto("/bank-statement-converter");
  await expect(page.getByRole("heading", { level: 1, name: "Bank Statement Converter" })).toBeVisible();
  await expect(page.getByText("Your files never leave this browser")).toBeVisible();

  await page
    .getByLabel("Bank statement files")
    .setInputFiles([join(FIXTURES, "ing.sta"), join(FIXTURES, "camt053-v08.xml")]);

  const statements = page.getByRole("region", { name: "Statements" });
  await expect(statements.getByRole("article")).toHaveCount(3);
  await expect(statements.getByText("Reconciled", { exact: true })).toHaveCount(3);
  const ing = statements.getByRole("article", { name: /NL69INGB0123456789/ });
  await expect(ing.getByText("€662.23")).toBeVisible();
  await expect(ing.getByText("€663.65")).toBeVisible();

  await expect(page.getByRole("img", { name: /Balance chart for NL91ABNA0417164300/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /Balance chart for NL69INGB0123456789/ })).toBeVisible();

  const table = page.getByRole("region", { name: "Transactions" });
  await expect(table.getByText("11 of 11 transactions")).toBeVisible();
  await table.getByLabel("Search transactions").fill("salaris");
  await expect(table.getByText("2 of 11 transactions")).toBeVisible();
  await table.getByRole("button", { name: /Amount/ }).click();
  await expect(table.getByRole("row").nth(1)).toContainText("B. de Vries");
  await table.getByLabel("Search transactions").fill("");

  const xlsxDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Excel (XLSX)" }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toBe("bank-statements.xlsx");
  const files = unzipSync(new Uint8Array(readFileSync(await xlsx.path())));
  const sheet = strFromU8(files["xl/worksheets/sheet1.xml"] ?? new Uint8Array());
  expect(sheet).toContain("Webshop Noord B.V.");
  expect(sheet).toContain("<v>-0.12345</v>");
  expect(sheet.match(/<row /g)).toHaveLength(12);
  expect(strFromU8(files["xl/worksheets/sheet2.xml"] ?? new Uint8Array())).toContain("NL91ABNA0417164300");

  await page.getByLabel("Accounts to export").selectOption("NL69INGB0123456789");
  const csvDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV (Dutch Excel: ; and decimal comma)" }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe("bank-statements-NL69INGB0123456789.nl.csv");
  const text = readFileSync(await csv.path(), "utf8");
  const lines = text.split("\r\n");
  expect(lines[0]?.startsWith("\uFEFFAccount;Statement;Booking date;Value date;Amount;")).toBe(true);
  expect(lines).toHaveLength(6);
  expect(lines[1]).toContain("NL69INGB0123456789;00000;2024-02-20;2024-02-20;1,56;EUR;Webshop Noord B.V.");
});

test("shows a clear error for a bad file while the good file still converts", async ({ page }) => {
  await page.goto("/bank-statement-converter");
  await page.getByLabel("Bank statement files").setInputFiles([
    {
      name: "evil.xml",
      mimeType: "text/xml",
      buffer: Buffer.from('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><Document/>'),
    },
    { name: "rabobank.sta", mimeType: "text/plain", buffer: readFileSync(join(FIXTURES, "rabobank.sta")) },
  ]);
  const errors = page.getByRole("region", { name: "Files that could not be converted" });
  await expect(errors).toContainText("evil.xml, line 1: The file contains a DOCTYPE declaration");
  await expect(
    page.getByRole("article", { name: /NL44RABO0123456789/ }).getByText("Reconciled"),
  ).toBeVisible();
});
