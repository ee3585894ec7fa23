import { readFileSync } from "node:fs";
import type { Download, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** A synthetic bunq export in the 2023 layout (core/bank/csv/bank-layouts.ts): no balance column. */
const BUNQ = `"Date";"Interest Date";"Amount";"Account";"Counterparty";"Name";"Description"
"2024-01-02";"2024-01-02";"-1.250,00";"NL08BUNQ2206789012";"NL20INGB0001234567";"Landlord B.V.";"Rent January"
"2024-01-03";"2024-01-03";"20,00";"NL08BUNQ2206789012";"";"Friend";"Pizza"
"2024-01-05";"2024-01-05";"1.500,00";"NL08BUNQ2206789012";"NL91ABNA0417164300";"Klant & Zonen";"Factuur 2024-001"
`;

async function upload(page: Page, name: string, buffer: Buffer): Promise<void> {
  await page.getByLabel("Bank statement files").setInputFiles([{ name, mimeType: "text/plain", buffer }]);
}

async function transactionRows(page: Page): Promise<string[]> {
  const table = page.getByRole("region", { name: "Transactions" });
  await expect(table.getByText("3 of 3 transactions")).toBeVisible();
  return table.getByRole("row").allInnerTexts();
}

async function download(page: Page, button: Locator): Promise<{ name: string; buffer: Buffer }> {
  const waiting: Promise<Download> = page.waitForEvent("download");
  await button.click();
  const file = await waiting;
  return { name: file.suggestedFilename(), buffer: readFileSync(await file.path()) };
}

test("a bunq CSV converts to MT940 and to CAMT.053, and both read back to the same transactions", async ({
  page,
}) => {
  await page.goto("/bank-statement-converter");
  await upload(page, "bunq.csv", Buffer.from(BUNQ));
  const original = await transactionRows(page);
  expect(original.join("\n")).toContain("Landlord B.V.");

  const mt940 = await download(
    page,
    page.getByRole("button", { name: "Download MT940 (for bookkeeping software)" }),
  );
  expect(mt940.name).toBe("bank-statements.sta");
  expect(mt940.buffer.toString("utf8")).toContain(":25:NL08BUNQ2206789012EUR");

  // CAMT.053 needs balances, which a bunq export does not have: the page asks instead of inventing one.
  const balances = page.getByRole("group", { name: "Balances needed for CAMT.053" });
  await expect(balances).toBeVisible();
  const camtButton = page.getByRole("button", { name: "Download CAMT.053 (version .001.08)" });
  await camtButton.click();
  await expect(balances.getByText("Enter an amount such as 1.234,56 or -250,00.")).toBeVisible();
  await balances.getByLabel(/Opening balance of NL08BUNQ2206789012/).fill("100,00");
  const camt = await download(page, camtButton);
  expect(camt.name).toBe("bank-statements.camt053.001.08.xml");
  expect(camt.buffer.toString("utf8")).toContain("<Cd>OPBD</Cd>");

  await upload(page, mt940.name, mt940.buffer);
  expect(await transactionRows(page)).toEqual(original);

  await upload(page, camt.name, camt.buffer);
  expect(await transactionRows(page)).toEqual(original);
  const card = page.getByRole("article", { name: /NL08BUNQ2206789012/ });
  await expect(card.getByText("Reconciled", { exact: true })).toBeVisible();
  await expect(card.getByText("€370.00")).toBeVisible();
});
