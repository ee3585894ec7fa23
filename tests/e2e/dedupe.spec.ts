import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strToU8, zipSync } from "fflate";
import { readWorkbookInfo } from "../../core/dedupe/import/xlsx-parts";
import { readSheetRows } from "../../core/dedupe/import/xlsx-sheet";
import { openZip } from "../../core/dedupe/import/zip-directory";
import { writeBenchCsv } from "../bench/dedupe-bench-data";
import { buildTestXlsx } from "../core/dedupe/build-xlsx";
import { messyCustomerCsv } from "./dedupe-messy-list";
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

// Generous timeouts: the server and Chromium share two cores with other work.
test("CSV: exact de-duplication, download the cleaned file", async ({ page }) => {
  test.setTimeout(90_000);
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
  await page.getByLabel("Exact match (after normalising)").check();
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
  test.setTimeout(90_000);
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
  // Spreadsheet row numbers: the header is row 1, so the twins are rows 2 and 4.
  await expect(cluster.getByRole("rowheader")).toHaveText(["2", "4"]);
  // Four rows teach the model little: the cluster is not one it is sure of, so it waits unticked.
  await expect(cluster).toContainText("Needs your review");
  await expect(cluster).toContainText("kept apart");
  await expect(page.getByTestId("stat-Rows out")).toHaveText("4");
  await cluster.getByRole("button", { name: "Accept" }).click();
  await expect(cluster).toContainText("will be merged");
  await expect(page.getByTestId("stat-Rows out")).toHaveText("3");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(cluster).toContainText("kept apart");
  await expect(page.getByTestId("stat-Rows out")).toHaveText("4");
  await cluster.getByRole("button", { name: "Accept" }).click();
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

const PICKER = "Choose a spreadsheet (CSV, TSV, TXT or XLSX)";

test("bad files get a clear message and nothing crashes", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/duplicate-removal-tool");
  const picker = page.getByLabel(PICKER);
  const alert = page.getByRole("alert");

  await picker.setInputFiles({
    name: "photo.csv",
    mimeType: "text/csv",
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  });
  await expect(alert).toContainText("This is not a spreadsheet");

  const bomb = zipSync({
    "[Content_Types].xml": strToU8("<Types/>"),
    "xl/worksheets/sheet1.xml": new Uint8Array(64 * 1024 * 1024),
  });
  await picker.setInputFiles({
    name: "report.xlsx",
    mimeType: "application/octet-stream",
    buffer: Buffer.from(bomb),
  });
  await expect(alert).toContainText("zip bomb");

  await picker.setInputFiles({ name: "empty.csv", mimeType: "text/csv", buffer: Buffer.alloc(0) });
  await expect(alert).toContainText("This file is empty.");

  await picker.setInputFiles({
    name: "old.xls",
    mimeType: "application/vnd.ms-excel",
    buffer: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  });
  await expect(alert).toContainText("Excel 97-2003");

  await picker.setInputFiles({
    name: "header.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("Naam,Plaats\r\n"),
  });
  await page.getByRole("combobox", { name: "Header row" }).selectOption("0");
  await page.getByRole("button", { name: "Load all rows" }).click();
  await expect(alert).toContainText("no data rows");

  await picker.setInputFiles({
    name: "quotes.csv",
    mimeType: "text/csv",
    buffer: Buffer.from('Naam,Plaats\r\nJan,"Delft\r\nPiet,Gouda\r\n'),
  });
  await page.getByRole("button", { name: "Load all rows" }).click();
  await expect(alert).toContainText("never ends");
  await expect(page.getByRole("heading", { name: "1. Check how quotes.csv is read" })).toBeVisible();
});

test("a 1,000,000-row CSV loads and de-duplicates in the worker while the page keeps responding", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const dir = mkdtempSync(join(tmpdir(), "dedupe-e2e-"));
  const path = join(dir, "million.csv");
  try {
    const duplicates = await writeBenchCsv(path, 1_000_000);
    await page.goto("/duplicate-removal-tool");
    await page.getByLabel(PICKER).setInputFiles(path);
    await expect(page.getByRole("heading", { name: "1. Check how million.csv is read" })).toBeVisible();
    // Frame gaps on the page's main thread while the worker reads and matches.
    await page.evaluate(() => {
      const w = window as unknown as { maxGap: number };
      w.maxGap = 0;
      let last = performance.now();
      const tick = (now: number): void => {
        w.maxGap = Math.max(w.maxGap, now - last);
        last = now;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.getByRole("button", { name: "Load all rows" }).click();
    await expect(page.getByRole("progressbar", { name: "Reading rows" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /\(1,000,000 rows loaded\)/ })).toBeVisible({
      timeout: 180_000,
    });
    await page.getByLabel("Exact match (after normalising)").check();
    await page.getByRole("button", { name: "Find duplicates" }).click();
    await expect(page.getByTestId("stat-Duplicates found")).toHaveText(duplicates.toLocaleString("en"), {
      timeout: 120_000,
    });
    const maxGap = await page.evaluate(() => (window as unknown as { maxGap: number }).maxGap);
    // Printed, never asserted: wall-clock time depends on the machine (issue 14 item 13).
    console.log(`[dedupe e2e] 1,000,000 rows: longest main-thread frame gap ${Math.round(maxGap)} ms`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("loading a large file can be cancelled", async ({ page }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), "dedupe-e2e-"));
  const path = join(dir, "large.csv");
  try {
    await writeBenchCsv(path, 600_000);
    await page.goto("/duplicate-removal-tool");
    await page.getByLabel(PICKER).setInputFiles(path);
    await page.getByRole("button", { name: "Load all rows" }).click();
    await expect(page.getByRole("progressbar", { name: "Reading rows" })).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "1. Check how large.csv is read" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Load all rows" })).toBeEnabled();
    // Longer than the whole load takes: a worker that was not stopped would have reported by now.
    await page.waitForTimeout(10_000);
    await expect(page.getByRole("heading", { name: /2\. Decide/ })).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

const FIRST = ["Jan", "Piet", "Anna", "Sanne", "Daan", "Emma", "Kees", "Fleur", "Mehmet", "Wei"];
const LAST = [
  "Jansen",
  "de Vries",
  "Bakker",
  "Visser",
  "Smit",
  "Meijer",
  "de Boer",
  "Mulder",
  "Bos",
  "Dekker",
];
const CITIES = ["Amsterdam", "Rotterdam", "Utrecht", "Delft", "Gouda", "Zwolle", "Breda", "Leiden"];

/** 40 people, two of them twice: a typo and no phone, and "Last, First" with other formatting. */
function peopleCsv(): string {
  const people = Array.from({ length: 40 }, (_, i) => {
    const first = FIRST[i % 10] ?? "";
    const last = LAST[(i * 3 + Math.floor(i / 10)) % 10] ?? "";
    return [
      `${first} ${last}`,
      `${first}.${last.replace(" ", "")}${i}@example.nl`.toLowerCase(),
      `06${String(12345678 + i * 7919).slice(0, 8)}`,
      CITIES[i % CITIES.length] ?? "",
    ];
  });
  const [first, second] = [people[2], people[5]];
  if (!first || !second) throw new Error("no people");
  const lines = [["Naam", "E-mail", "Telefoon", "Plaats"], ...people];
  lines.push([first[0]?.replace("a", "aa") ?? "", first[1] ?? "", "", first[3] ?? ""]);
  const [given, ...family] = (second[0] ?? "").split(" ");
  lines.push([
    `"${family.join(" ")}, ${given}"`,
    (second[1] ?? "").toUpperCase(),
    `+31 6 ${second[2]?.slice(2)}`,
    second[3] ?? "",
  ]);
  return lines.map((line) => line.join(",")).join("\r\n");
}

test("fuzzy by default: the review shows why rows match, column by column", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/duplicate-removal-tool");
  await page
    .getByLabel(PICKER)
    .setInputFiles({ name: "mensen.csv", mimeType: "text/csv", buffer: Buffer.from(peopleCsv(), "utf8") });
  await page.getByRole("button", { name: "Load all rows" }).click();
  await expect(page.getByLabel("Fuzzy match (similar values)")).toBeChecked();
  await page.getByRole("button", { name: "Find duplicates" }).click();
  await expect(page.getByTestId("stat-Duplicates found")).toHaveText("2");
  await expect(page.getByText(/Rows are paired when their match probability is at least \d+%/)).toBeVisible();

  const first = page.getByRole("listitem", { name: "Cluster 1" });
  await expect(first.getByRole("rowheader")).toHaveText(["4", "42"]);
  await expect(first.getByText("Why these rows match")).toBeVisible();
  const evidence = first.getByRole("list", { name: "Match evidence" });
  await expect(evidence).toContainText(/Rows 4 and 42: total \+\d+\.\d, match probability/);
  await expect(evidence).toContainText(/Naam: (near match|sounds alike), \+\d+\.\d/);
  await expect(evidence).toContainText(/E-mail: exact match, \+\d+\.\d/);
  await expect(evidence).toContainText("Telefoon: missing, 0");

  const second = page.getByRole("listitem", { name: "Cluster 2" });
  await expect(second.getByRole("list", { name: "Match evidence" })).toContainText(
    /Naam: near match, \+\d+\.\d/,
  );

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download report with cluster ids" }).click();
  const report = readFileSync(await (await downloadPromise).path(), "utf8");
  expect(report.split("\r\n")[0]).toBe("\uFEFFNaam,E-mail,Telefoon,Plaats,Cluster,Status,Match probability");
  // The decisions: row 42 went into row 4, which the review showed as the cluster's first row.
  expect(report).toMatch(/\r\n[^\r\n]+,1,removed: merged into row 4,0\.\d+\r\n/);
});

test("a messy list: only sure clusters are pre-accepted; five 'Same or different?' answers change the result", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/duplicate-removal-tool");
  await page.getByLabel(PICKER).setInputFiles({
    name: "klanten.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(messyCustomerCsv(), "utf8"),
  });
  await page.getByRole("button", { name: "Load all rows" }).click();
  await page.getByRole("button", { name: "Find duplicates" }).click();
  await expect(page.getByText(/clusters the model is sure of are ticked for merging/)).toBeVisible();

  // Every cluster waiting for review stays apart; every sure one is ticked.
  const clusters = page.getByRole("listitem", { name: /^Cluster \d+$/ });
  const review = clusters.filter({ hasText: "Needs your review" });
  const sure = clusters.filter({ hasText: "Sure: pre-accepted" });
  expect(await review.count()).toBeGreaterThan(0);
  expect(await sure.count()).toBeGreaterThan(0);
  for (const card of await review.all()) await expect(card).toContainText("(kept apart)");
  for (const card of await sure.all()) await expect(card).toContainText("(will be merged)");

  const found = page.getByTestId("stat-Duplicates found");
  const before = await found.textContent();
  const questions = page.getByRole("region", { name: "Same or different?" });
  for (let answer = 1; answer <= 5; answer++) {
    const rows = questions.getByRole("row");
    await expect(rows).toHaveCount(3);
    // In this list a pair is one customer exactly when both rows carry the same given name.
    const given = await Promise.all(
      [1, 2].map((row) => rows.nth(row).getByRole("cell").first().textContent()),
    );
    const same = given[0] === given[1];
    await questions.getByRole("button", { name: same ? "Same customer" : "Different" }).click();
    await expect(questions.getByRole("status")).toContainText(`${answer} answered. Result now:`);
  }
  await expect(questions.getByRole("status")).toContainText(/Result now: \d+ clusters, \d+ rows to remove/);
  await expect(found).not.toHaveText(before ?? "");

  // Undo takes the last answer back and runs again.
  await questions.getByRole("button", { name: "Undo last answer" }).click();
  await expect(questions.getByRole("status")).toContainText("4 answered. Result now:");

  // The threshold control says what another threshold would find before it is applied.
  await page.getByRole("slider").fill("95");
  await expect(page.getByText(/^At 95%: \d+ clusters, \d+ rows to remove\.$/)).toBeVisible();
});
