import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convertBankFile } from "../../../core/bank/convert-file";
import { convertText } from "./helpers";

const HEADER = "Datum;Naam;Bedrag;Omschrijving\n";

function refusal(result: ReturnType<typeof convertBankFile>): string {
  if (result.ok) throw new Error("expected the file to be refused");
  return result.error.message;
}

describe("hostile and malformed CSV exports never crash and say what is wrong", () => {
  it("refuses an empty file and a file of only a header", () => {
    expect(refusal(convertBankFile("leeg.csv", new Uint8Array()))).toMatch(/empty/);
    expect(refusal(convertText("kop.csv", HEADER))).toMatch(/no transaction rows/);
  });

  it("refuses binary content that merely ends in .csv", () => {
    const bytes = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256);
    expect(refusal(convertBankFile("echt-niet.csv", bytes))).toMatch(/not a text file|binary|text/i);
  });

  it("refuses a spreadsheet that has no date and amount columns, in words", () => {
    expect(refusal(convertText("adressen.csv", "Naam;Plaats\nJan;Utrecht\nPiet;Delft\n"))).toMatch(
      /no date and amount columns/,
    );
  });

  it("skips a row with an unreadable date or amount, with its line, and keeps the others", () => {
    const text = `${HEADER}01-02-2024;Jan;-1,00;a\n31-02-2024;Piet;-2,00;b\n03-02-2024;Klaas;12,3,4;c\n04-02-2024;Kees;4,00;d\n`;
    const result = convertText("export.csv", text);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.statements[0]?.transactions.map((t) => t.counterpartyName)).toEqual(["Jan", "Kees"]);
    const skipped = result.value.warnings.filter((w) => w.code.startsWith("csv_row_"));
    expect(skipped.map((w) => [w.line, w.code])).toEqual([
      [3, "csv_row_no_date"],
      [4, "csv_row_no_amount"],
    ]);
  });

  it("reads a row with a one-megabyte field, and a quote left open, without hanging", () => {
    const huge = "x".repeat(1024 * 1024);
    const text = `${HEADER}01-02-2024;Jan;-1,00;${huge}\n02-02-2024;"Piet;-2,00;open quote\n`;
    const result = convertText("groot.csv", text);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.statements[0]?.transactions[0]?.description).toHaveLength(huge.length);
  });

  it("reads UTF-16 text with a byte order mark (Excel's 'Unicode text')", () => {
    const text = "Date\tAmount\tDescription\r\n2024-01-02\t-3.00\tCoffee\r\n";
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) bytes[2 + i * 2] = text.charCodeAt(i);
    const result = convertBankFile("unicode.txt", bytes);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.encoding).toBe("utf-16le");
    expect(result.value.statements[0]?.transactions[0]?.amount).toBe("-3.00");
  });

  it("never throws on arbitrary text after a bank header", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (body) => {
        const result = convertText("fuzz.csv", `${HEADER}${body}`);
        if (result.ok) expect(result.value.statements.length).toBeGreaterThan(0);
        else expect(result.error.message.length).toBeGreaterThan(10);
      }),
      { numRuns: 300 },
    );
  });
});
