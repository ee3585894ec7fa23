import { beforeAll, describe, expect, it } from "vitest";
import { exportStatementsCsv, exportStatementsXlsx } from "../../../core/bank/export";
import { readBankExportText } from "../../../core/bank/export-text";
import { CATALOGUE } from "../../../core/i18n/generated/nl";
import { registerCatalogue } from "../../../core/i18n/translate";
import { readXlsx } from "../export/xlsx-reader";
import { convertFixture } from "./helpers";

const statements = convertFixture("abn-amro-sepa.sta").statements;

describe("bank statement exports for a Dutch interface", () => {
  beforeAll(() => registerCatalogue("nl", CATALOGUE));

  it("writes our headers, sheet names and yes/no in Dutch; amounts, dates and the bank's text stay data", () => {
    const dutch = readBankExportText("nl");
    const { sheets } = readXlsx(exportStatementsXlsx(statements, dutch));
    expect(sheets.map((sheet) => sheet.name)).toEqual(["Transacties", "Afschriften"]);
    const header = sheets[0]?.rows[0]?.map((cell) => cell.value) ?? [];
    expect(header.slice(0, 8)).toEqual([
      "Rekening",
      "Afschrift",
      "Boekdatum",
      "Valutadatum",
      "Bedrag",
      "Valuta",
      "Tegenpartij",
      "Tegenrekening",
    ]);
    expect(sheets[0]?.rows[1]?.[4]).toMatchObject({ type: "n", value: "-250", format: "#,##0.00###" });
    expect(sheets[1]?.rows.map((row) => row.find((cell) => cell.ref.startsWith("M"))?.value)).toEqual([
      "Sluitend",
      "ja",
    ]);

    const csv = exportStatementsCsv(statements, "nl", dutch)
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(csv[0]?.startsWith("Rekening;Afschrift;Boekdatum;Valutadatum;Bedrag;Valuta;")).toBe(true);
    expect(csv[1]).toContain(";2024-01-02;");
    expect(csv[1]).toContain(";-250,00;EUR;");
    expect(csv[1]).toMatch(/;nee;/);
  });

  it("keeps English exports exactly as they were", () => {
    const csv = exportStatementsCsv(statements, "international", readBankExportText("en"));
    expect(csv).toBe(exportStatementsCsv(statements, "international"));
    expect(csv.replace(/^\uFEFF/, "").split("\r\n")[0]).toMatch(
      /^Account,Statement,Booking date,Value date,/,
    );
  });
});
