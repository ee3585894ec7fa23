import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { neutraliseCell } from "../../../core/export/neutralise-cell";
import { columnName, writeXlsx, type XlsxCell } from "../../../core/export/xlsx";
import { readXlsx, serialToIsoDate } from "./xlsx-reader";

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

describe("writeXlsx", () => {
  it("writes typed cells: numbers, booleans, real dates and text", () => {
    const bytes = writeXlsx([
      {
        name: "Transactions",
        columns: [
          { header: "Date", numberFormat: "yyyy-mm-dd", width: 12 },
          { header: "Amount", numberFormat: "#,##0.00" },
          { header: "Paid" },
          { header: "Description" },
        ],
        rows: [
          [new Date("2024-02-29"), -1234.5, true, "Invoice 17"],
          [new Date("2023-12-31T23:59:59Z"), 0.1, false, null],
        ],
      },
    ]);
    expect(bytes[0]).toBe(0x50);
    expect(bytes[1]).toBe(0x4b);
    const { sheets, files } = readXlsx(bytes);
    expect(Object.keys(files)).toContain("[Content_Types].xml");
    const [sheet] = sheets;
    expect(sheet?.name).toBe("Transactions");
    expect(sheet?.rows[0]?.map((c) => c.value)).toEqual(["Date", "Amount", "Paid", "Description"]);
    const row = sheet?.rows[1] ?? [];
    expect(row[0]).toMatchObject({ ref: "A2", type: "n", format: "yyyy-mm-dd" });
    expect(serialToIsoDate(Number(row[0]?.value))).toBe("2024-02-29");
    expect(row[1]).toEqual({ ref: "B2", type: "n", value: "-1234.5", format: "#,##0.00" });
    expect(row[2]).toMatchObject({ type: "b", value: "1" });
    expect(row[3]).toMatchObject({ type: "s", value: "Invoice 17" });
    const second = sheet?.rows[2] ?? [];
    expect(serialToIsoDate(Number(second[0]?.value))).toBe("2023-12-31");
    expect(second).toHaveLength(3);
  });

  it("neutralises formulas in text cells but keeps plain signed numbers", () => {
    const bytes = writeXlsx([
      {
        name: "S",
        columns: [{ header: "=HEADER()" }],
        rows: [['=HYPERLINK("http://x")'], ["+31 20"], ["-12,50"], ["@SUM(A1)"], ["\tcmd"], ["ok"]],
      },
    ]);
    const values = readXlsx(bytes).sheets[0]?.rows.map((r) => r[0]?.value);
    expect(values).toEqual([
      "'=HEADER()",
      '\'=HYPERLINK("http://x")',
      "'+31 20",
      "-12,50",
      "'@SUM(A1)",
      "'\tcmd",
      "ok",
    ]);
  });

  it("freezes the header, sets the autofilter over all rows and widths", () => {
    const rows = Array.from({ length: 1200 }, (_, i) => [i, `row ${i}`]);
    const bytes = writeXlsx([
      {
        name: "Big",
        columns: [{ header: "N", width: 9 }, { header: "Text" }],
        rows,
        freezeHeader: true,
        autoFilter: true,
      },
    ]);
    const { sheets, files } = readXlsx(bytes);
    const xml = sheets[0]?.xml ?? "";
    expect(xml).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
    expect(xml).toContain('<autoFilter ref="A1:B1201"/>');
    expect(xml).toContain('<col min="1" max="1" width="9" customWidth="1"/>');
    expect(xml).toContain('<col min="2" max="2" width="9" customWidth="1"/>');
    expect(files["xl/workbook.xml"]).toContain("'Big'!$A$1:$B$1201");
    expect(sheets[0]?.rows).toHaveLength(1201);
    expect(sheets[0]?.rows[1200]?.map((c) => c.value)).toEqual(["1199", "row 1199"]);
  });

  it("makes sheet names valid and unique", () => {
    const sheet = { columns: [{ header: "A" }], rows: [] };
    const bytes = writeXlsx([
      { ...sheet, name: "NL91/ABNA:0417*164300?" },
      { ...sheet, name: "nl91_abna_0417_164300_" },
      { ...sheet, name: "" },
      { ...sheet, name: "A very long account name that Excel would refuse" },
    ]);
    expect(readXlsx(bytes).sheets.map((s) => s.name)).toEqual([
      "NL91_ABNA_0417_164300_",
      "nl91_abna_0417_164300_ (2)",
      "Sheet3",
      "A very long account name that E",
    ]);
  });

  it("escapes XML and control characters and reads them back", () => {
    const text = 'A & B <c> "d" \u0001 _x0041_ \ud800 end ';
    const bytes = writeXlsx([{ name: "S", columns: [{ header: "T" }], rows: [[text]] }]);
    expect(readXlsx(bytes).sheets[0]?.rows[1]?.[0]?.value).toBe('A & B <c> "d" \u0001 _x0041_ \ufffd end ');
  });

  it("writes non-finite numbers as text and invalid dates as empty cells", () => {
    const bytes = writeXlsx([
      { name: "S", columns: [{ header: "X" }, { header: "Y" }], rows: [[Number.NaN, new Date("nope")]] },
    ]);
    expect(readXlsx(bytes).sheets[0]?.rows[1]).toEqual([
      { ref: "A2", type: "s", value: "NaN", format: null },
    ]);
  });

  it("refuses an empty workbook", () => {
    expect(() => writeXlsx([])).toThrow(/at least one sheet/);
  });

  it("names columns like Excel", () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(["A", "Z", "AA", "AZ", "BA", "ZZ", "AAA"]);
  });

  it("round-trips any text and number (property)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.string({ unit: "binary" }), fc.double({ noNaN: true, noDefaultInfinity: true })),
          {
            maxLength: 20,
          },
        ),
        (rows) => {
          const cells: XlsxCell[][] = rows.map(([s, n]) => [s, n]);
          const read = readXlsx(
            writeXlsx([{ name: "P", columns: [{ header: "s" }, { header: "n" }], rows: cells }]),
          );
          read.sheets[0]?.rows.slice(1).forEach((row, i) => {
            const [s, n] = rows[i] ?? ["", 0];
            const numberCell = row.find((c) => c.ref.startsWith("B"));
            expect(Number(numberCell?.value)).toBe(n === 0 ? 0 : n);
            const textCell = row.find((c) => c.ref.startsWith("A"));
            if (s === "") expect(textCell).toBeUndefined();
            else expect(textCell?.value).toBe(neutraliseCell(s).replace(LONE_SURROGATE, "\ufffd"));
          });
        },
      ),
      { numRuns: 50 },
    );
  });
});
