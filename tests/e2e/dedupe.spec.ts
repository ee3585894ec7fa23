import { readFileSync } from "node:fs";
import { readWorkbookInfo } from "../../core/dedupe/import/xlsx-parts";
import { readSheetRows } from "../../core/dedupe/import/xlsx-sheet";
import { openZip } from "../../core/dedupe/import/zip-directory";
import { buildTestXlsx } from "../core/dedupe/build-xlsx";
import { expect, test } from "./fixtures";

const CSV = [
  "Naam;E-mail;Plaats",
  "Jan Jansen;jan@example.nl;Utrecht",
  "Piet de Vries;piet@example.nl;Delft",
  "  JAN  JANSEN ;JAN@example.nl;utrecht",
  "Anna Bakker;anna@example.nl;Gouda",
  "piet de vries;piet@example.nl;DELFT",
  "=HYPERLINK(1);evil@example.nl;Leiden",
].join("\r\n");

function readXlsx(bytes: Uint8Array): Record<string, unknown[][]> {
  const archive = openZip(bytes);
  if (!archive.ok) throw new Error(archive.error.message);
  const info = readWorkbookInfo(archive.value);
  if (!info.ok) throw new Error(info.error.message);
  const sheets: Record<string, unknown[][]> = {};
  for (const sheet of info.value.sheets) {
    const rows = readSheetRows(archive.value, info.value, sheet.path);
    if (!rows.ok) throw new Error(rows.error.message);
    sheets[sheet.name] = rows.value;
  }
  return sheets;
}

test("CSV: exact de-duplication, download the cleaned file", async ({ page }) => {
  await page.goto("/duplicate-removal-tool");
  await expect(page.getByText("Your file never leaves your browser")).toBeVisible();
  await page
    .getByLabel("Choose a spreadsheet (CSV, TSV, TXT or XLSX)")
    .setInputFiles({ name: "klanten.csv", mimeType: "text/csv", buffer: Buffer.from(CSV, "utf8") });
  await expect(page.getByRole("heading", { name: "1. Check how klanten.csv is read" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Delimiter" })).toHaveValue(";");
  await expect(page.getByRole("combobox", { name: "Header row" })).toHaveValue("0");
  await page.getByRole("button", { name: "Load all rows" }).click();
  await expect(
    page.getByRole("heading", { name: /2\. Decide what counts as a duplicate \(6 rows loaded\)/ }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Find duplicates" }).click();
  await expect(page.getByTestId("stat-Duplicates found")).toHaveText("2");
  await expect(page.getByTestId("stat-Rows out")).toHaveText("4");
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download cleaned file" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("klanten-deduplicated.csv");
  const text = readFileSync(await download.path(), "utf8");
  expect(text).toBe(
    "\uFEFFNaam;E-mail;Plaats\r\nJan Jansen;jan@example.nl;Utrecht\r\nPiet de Vries;piet@example.nl;Delft\r\n" +
      "Anna Bakker;anna@example.nl;Gouda\r\n'=HYPERLINK(1);evil@example.nl;Leiden\r\n",
  );
});

test("XLSX: fuzzy de-duplication, review a cluster with undo, download keeps the other sheet", async ({
  page,
}) => {
  const workbook = buildTestXlsx([
    { name: "Info", rows: [["Made by", "test"]] },
    {
      name: "Klanten",
      rows: [
        ["Naam", "Adres", "Bedrag"],
        ["Jan Jansen", "Kerkstraat 12", 10],
        ["Piet de Vries", "Molenweg 3", 20],
        ["Jansen, Jan", "Kerkstr. 12", 30],
        ["Anna Bakker", "Dorpsstraat 8", 40],
      ],
    },
  ]);
  await page.goto("/duplicate-removal-tool");
  await page.getByLabel("Choose a spreadsheet (CSV, TSV, TXT or XLSX)").setInputFiles({
    name: "klanten.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: Buffer.from(workbook),
  });
  await page.getByRole("combobox", { name: "Sheet" }).selectOption("Klanten");
  await expect(page.getByRole("cell", { name: "Kerkstr. 12" })).toBeVisible();
  await page.getByRole("combobox", { name: "Header row" }).selectOption("0");
  await page.getByRole("button", { name: "Load all rows" }).click();
  await page.getByLabel("Fuzzy match (similar values)").check();
  await page.getByLabel("Compare the whole row (every column)").uncheck();
  await page.getByRole("checkbox", { name: "Bedrag" }).uncheck();
  await page.getByRole("button", { name: "Find duplicates" }).click();

  const cluster = page.getByRole("listitem", { name: "Cluster 1" });
  await expect(cluster).toContainText("2 rows");
  await expect(cluster.locator("mark").first()).toBeVisible();
  await cluster.getByRole("button", { name: "Reject" }).click();
  await expect(cluster).toContainText("kept apart");
  await expect(page.getByTestId("stat-Rows out")).toHaveText("4");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(cluster).toContainText("will be merged");
  await expect(page.getByTestId("stat-Rows out")).toHaveText("3");

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download cleaned file" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("klanten-deduplicated.xlsx");
  const sheets = readXlsx(readFileSync(await download.path()));
  expect(Object.keys(sheets)).toEqual(["Info", "Klanten"]);
  expect(sheets.Info).toEqual([["Made by", "test"]]);
  expect(sheets.Klanten).toEqual([
    ["Naam", "Adres", "Bedrag"],
    ["Jan Jansen", "Kerkstraat 12", 10],
    ["Piet de Vries", "Molenweg 3", 20],
    ["Anna Bakker", "Dorpsstraat 8", 40],
  ]);
});

test("a binary file gets a clear message", async ({ page }) => {
  await page.goto("/duplicate-removal-tool");
  await page.getByLabel("Choose a spreadsheet (CSV, TSV, TXT or XLSX)").setInputFiles({
    name: "photo.csv",
    mimeType: "text/csv",
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  });
  await expect(page.getByRole("alert")).toContainText("This is not a spreadsheet");
});
