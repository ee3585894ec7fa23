import { expect, test } from "./fixtures";

/** A statement that breaks the standard in one place: a :61: whose amount cannot be read. */
const TOLERANT = [
  ":20:TOLERANT1",
  ":25:NL91ABNA0417164300",
  ":28C:7/1",
  ":60F:C240101EUR100,00",
  ":61:2401020102D10,00NTRFNONREF",
  ":86:/NAME/Bakkerij De Korenaar/REMI/USTD//Brood/",
  ":61:2401020102C12,3,4NTRFNONREF",
  ":86:/NAME/Onleesbaar/",
  ":62F:C240102EUR90,00",
  "",
].join("\r\n");

const INTERIM = [
  ":20:INTRADAY",
  ":25:NL69INGB0123456789",
  ":28C:8/1",
  ":34F:EUR0,",
  ":13D:2401031215+0100",
  ":61:2401030103C25,00NTRFNONREF",
  ":86:/NAME/Klant B.V./",
  ":90D:0EUR0,",
  ":90C:1EUR25,00",
  "",
].join("\n");

test("converts a file with an unreadable line, shows the warning per file, and shows an MT942 interim report", async ({
  page,
}) => {
  await page.goto("/bank-statement-converter");
  await page.getByLabel("Bank statement files").setInputFiles([
    { name: "tolerant.sta", mimeType: "text/plain", buffer: Buffer.from(TOLERANT) },
    { name: "intraday.sta", mimeType: "text/plain", buffer: Buffer.from(INTERIM) },
  ]);

  const warnings = page.getByRole("region", { name: "Converted with warnings" });
  await expect(warnings.getByRole("heading", { name: "tolerant.sta (1 warning)" })).toBeVisible();
  await expect(warnings.getByRole("list", { name: "Warnings for tolerant.sta" })).toHaveText(
    "statement 1, line 7: the amount '12,3,4' is unreadable — transaction skipped.",
  );
  await expect(warnings.getByText("intraday.sta")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Files that could not be converted" })).toHaveCount(0);

  const statements = page.getByRole("region", { name: "Statements" });
  const tolerant = statements.getByRole("article", { name: /^Statement 7 of NL91ABNA0417164300/ });
  await expect(tolerant.getByText("€90.00")).toBeVisible();
  await expect(tolerant.getByText("Reconciled")).toBeVisible();

  const interim = statements.getByRole("article", { name: /^Interim report 8 of NL69INGB0123456789/ });
  await expect(interim.getByText("MT942 interim report · intraday.sta")).toBeVisible();
  await expect(interim.getByText("03/01/2024 12:15+01:00")).toBeVisible();
  await expect(interim.getByText("1 × · €25.00")).toBeVisible();

  const table = page.getByRole("region", { name: "Transactions" });
  await expect(table.getByText("2 of 2 transactions")).toBeVisible();
  await expect(table.getByText("Bakkerij De Korenaar")).toBeVisible();
  await expect(table.getByText("Onleesbaar")).toHaveCount(0);
});
