import fc from "fast-check";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { forEachCsvCells } from "../../../core/bank/csv/csv-table";
import { guessNewline, tokenizeFast } from "../../../core/bank/csv/fast-tokenize";

const DELIMITERS = [";", ",", "\t", "|"] as const;

function ours(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  forEachCsvCells(text, delimiter, (row) => rows.push(row));
  return rows;
}

function papas(text: string, delimiter: string): string[][] {
  return Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false }).data;
}

/** A well-formed field: plain, empty, or quoted with doubled quotes, delimiters and line breaks inside. */
const field = fc.oneof(
  fc.stringMatching(/^[a-z0-9 ,.€é-]{0,12}$/),
  fc.constant(""),
  fc
    .array(fc.constantFrom("a", " ", '""', ";", ",", "\t", "|", "\n", "\r\n", "é"), { maxLength: 10 })
    .map((parts) => `"${parts.join("")}"`),
);

const wellFormed = fc
  .record({
    rows: fc.array(fc.array(field, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 12 }),
    delimiter: fc.constantFrom(...DELIMITERS),
    newline: fc.constantFrom("\n", "\r\n"),
    trailingNewline: fc.boolean(),
  })
  .map(({ rows, delimiter, newline, trailingNewline }) => ({
    delimiter,
    text:
      rows
        .map((cells) => cells.map((cell) => (cell.startsWith('"') ? cell : cell.replaceAll(delimiter, ""))))
        .map((cells) => cells.join(delimiter))
        .join(newline) + (trailingNewline ? newline : ""),
  }));

/** Anything: stray and doubled quotes, spaces after a closing quote, lone CRs, a BOM, empty lines. */
const hostile = fc.record({
  text: fc
    .array(
      fc.constantFrom(
        '"',
        '""',
        '" ',
        ";",
        ",",
        "\t",
        "|",
        "\n",
        "\r",
        "\r\n",
        "\r\r\n",
        "\uFEFF",
        "a",
        "b ",
        "é",
        "",
      ),
      { maxLength: 40 },
    )
    .map((parts) => parts.join("")),
  delimiter: fc.constantFrom(...DELIMITERS),
});

describe("the fast CSV tokeniser gives exactly Papa Parse's rows", () => {
  it("reads well-formed exports (quoted fields, doubled quotes, line breaks in quotes, CRLF) without Papa Parse", () => {
    fc.assert(
      fc.property(wellFormed, ({ text, delimiter }) => {
        const rows: string[][] = [];
        const rest = tokenizeFast(text, delimiter, guessNewline(text), (row) => rows.push(row));
        expect(rest).toBe(-1);
        expect(rows).toEqual(papas(text, delimiter));
      }),
      { numRuns: Number(process.env.CSV_FAST_RUNS ?? 2000) },
    );
  });

  it("gives Papa Parse's rows on random and hostile text, handing damaged rows to Papa Parse", () => {
    fc.assert(
      fc.property(hostile, ({ text, delimiter }) => {
        expect(ours(text, delimiter)).toEqual(papas(text, delimiter));
      }),
      { numRuns: Number(process.env.CSV_FAST_RUNS ?? 5000) },
    );
  });

  it("matches on the cases that trip hand-written CSV readers", () => {
    const cases = [
      'a;"b""c";d\n',
      '"";""\n',
      '"a" ;b\n',
      'a;"b\nc"\r\nd;e',
      'ab"c;d\n"x',
      '"unterminated;a\nb;c',
      "a;b\r\nc;d\r\n\r\n",
      "\uFEFFa;b\n",
      'a;"b"x;c\nd;e\n',
      '"a"""',
      "a;",
      '"a";',
      "\n\n",
      "a\rb\rc",
    ];
    for (const text of cases)
      for (const delimiter of DELIMITERS) expect(ours(text, delimiter)).toEqual(papas(text, delimiter));
  });

  it("matches Papa Parse's chunked reading on an export of several megabytes with a damaged row in the middle", () => {
    const line = (i: number): string =>
      `"2024010${i % 9}";"Winkel ${i}";"NL91ABNA0417164300";"-12,50";"factuur ""${i}"""\r\n`;
    const lines = Array.from({ length: 40_000 }, (_, i) => (i === 25_000 ? 'x;"kapot" ;y\r\n' : line(i)));
    const text = `"Datum";"Naam";"Rekening";"Bedrag";"Omschrijving"\r\n${lines.join("")}`;
    const chunked: string[][] = [];
    Papa.parse<string[]>(text, {
      delimiter: ";",
      skipEmptyLines: false,
      chunkSize: 1 << 20,
      chunk: (results: Papa.ParseResult<string[]>) => {
        chunked.push(...results.data);
      },
    } as Papa.ParseConfig<string[]>);
    expect(text.length).toBeGreaterThan(3_000_000);
    expect(ours(text, ";")).toEqual(chunked);
  });
});
