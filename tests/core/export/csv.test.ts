import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCsvRow, writeCsv } from "../../../core/export/csv";
import { neutraliseCell } from "../../../core/export/neutralise-cell";

/** An independent RFC 4180 reader used only to check the writer. */
function parseCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  return rows;
}

describe("neutraliseCell", () => {
  it.each(["=SUM(A1:A2)", "+31 20 123", "-2+3", "-1,5E+3", "+1-", "@cmd", "\tx", "\rx", "\nx", "\0x", "-"])(
    "prefixes %j with a quote",
    (value) => {
      expect(neutraliseCell(value)).toBe(`'${value}`);
    },
  );

  it.each(["Jansen B.V.", "", " =not first", "12,50", "'already", "-1.234,56", "+12.50", "-7"])(
    "leaves %j alone",
    (value) => {
      expect(neutraliseCell(value)).toBe(value);
    },
  );
});

describe("writeCsv", () => {
  it("writes Dutch Excel CSV with BOM, semicolons and CRLF", () => {
    const csv = writeCsv(
      [
        ["Datum", "Omschrijving", "Bedrag"],
        ["2026-01-05", 'Factuur "2026-001"; huur', "-1.234,56"],
      ],
      { delimiter: ";", bom: true },
    );
    expect(csv).toBe(
      '\uFEFFDatum;Omschrijving;Bedrag\r\n2026-01-05;"Factuur ""2026-001""; huur";-1.234,56\r\n',
    );
  });

  it("neutralises formulas unless asked not to", () => {
    expect(formatCsvRow(['=HYPERLINK("x")', "ok"], { delimiter: ",", bom: false })).toBe(
      '"\'=HYPERLINK(""x"")",ok',
    );
    expect(formatCsvRow(["=1+1"], { delimiter: ",", bom: false, keepFormulas: true })).toBe("=1+1");
  });

  it("writes empty cells for null and undefined and nothing for no rows", () => {
    expect(writeCsv([["a", null, undefined, ""]], { delimiter: ",", bom: false })).toBe("a,,,\r\n");
    expect(writeCsv([], { delimiter: ",", bom: true })).toBe("\uFEFF");
  });

  it("round-trips any text through an RFC 4180 reader (after neutralisation)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: "binary" }), { minLength: 1, maxLength: 6 }), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.constantFrom(",", ";", "\t") as fc.Arbitrary<"," | ";" | "\t">,
        (rows, delimiter) => {
          const parsed = parseCsv(writeCsv(rows, { delimiter, bom: false }), delimiter);
          expect(parsed).toEqual(rows.map((row) => row.map(neutraliseCell)));
        },
      ),
    );
  }, 30_000);
});
