import { describe, expect, it } from "vitest";
import { buildExport, type ExportInput } from "../../../client/features/dedupe/build-export";
import { findExactClusters } from "../../../core/dedupe/exact";
import type { ByteSource } from "../../../core/dedupe/import/byte-source";
import { readPackedTable, readTextTable } from "../../../core/dedupe/import/read-text-table";
import type { CsvDialect, Newline, QuoteStyle } from "../../../core/dedupe/import/sniff";
import { createChunkDecoder, pieceText } from "../../../core/dedupe/import/text-decoder";
import { splitDataRows, splitTableRows } from "../../../core/dedupe/load-table";
import { DEFAULT_NORMALISATION } from "../../../core/dedupe/normalise";
import { wholeRowRules } from "../../../core/dedupe/row-keys";
import { QUOTED_CELL, RECORD_PLAIN, type RowTable, toRowArray } from "../../../core/dedupe/row-table";
import { formatCsvRow } from "../../../core/export/csv";
import { createRandom, type Random } from "../../fixtures/dedupe/generate-corpus";

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** A file that hands out at most `step` bytes per read: every chunk boundary gets exercised. */
function choppySource(bytes: Uint8Array, step: number): ByteSource {
  return {
    size: bytes.length,
    read: async (offset, length) => bytes.subarray(offset, offset + Math.min(length, step)),
  };
}

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

const PIECES = [
  "a",
  "b",
  "Jan",
  "1",
  "-2",
  "=x",
  "é",
  // Wide characters put their lines in a string of their own: records are parsed across both.
  "ş",
  "Ayşe",
  " ",
  ",",
  ";",
  '"',
  '""',
  "\n",
  "\r\n",
  "\r",
  "'",
  "\t",
];

function randomText(random: Random, length: number): string {
  let text = "";
  for (let i = 0; i < length; i++) text += pick(random, PIECES);
  return text;
}

async function bothWays(text: string, dialect: CsvDialect, step: number) {
  const bytes = utf8(text);
  const arrays = await readTextTable(choppySource(bytes, step), dialect);
  const packed = await readPackedTable(choppySource(bytes, step), dialect);
  return { arrays, packed };
}

/** The cleaned CSV of a table, clusters all accepted, as text (Blob.text() drops the BOM). */
function cleanedText(
  table: { headers: string[]; rows: ExportInput["rows"] },
  delimiter: string,
  clusters: ExportInput["clusters"] = [],
): Promise<string> {
  return buildExport({
    kind: "cleaned",
    format: "csv",
    delimiter,
    headers: table.headers,
    rows: table.rows,
    clusters,
    accepted: new Set(clusters.map((cluster) => cluster.id)),
    survivor: "keep-first",
    sheetName: "Sheet1",
    otherSheets: [],
    sheetIndex: 0,
  }).text();
}

/** Every row's cells as cellBounds finds them in the text (a flagged cell through `text`), one extra column read. */
function cellsInPlace(table: RowTable): string[][] {
  const rows: string[][] = [];
  for (let index = 0; index < table.length; index++) {
    const width = table.width(index);
    const bounds = new Uint32Array((width + 1) * 2);
    const text = table.cellBounds(index, bounds) ?? "";
    const cells = Array.from({ length: width + 1 }, (_, column) => {
      const start = bounds[column * 2] ?? 0;
      const end = bounds[column * 2 + 1] ?? 0;
      return start >= QUOTED_CELL ? table.text(index, column) : text.slice(start, end);
    });
    expect(cells.pop()).toBe("");
    rows.push(cells);
  }
  return rows;
}

describe("packed CSV loading", () => {
  it("reads every file exactly as Papa Parse does: cells, stray quotes and errors", async () => {
    const random = createRandom(17);
    for (let round = 0; round < 400; round++) {
      const dialect: CsvDialect = {
        encoding: "utf-8",
        delimiter: pick(random, [",", ";", "\t", "|"]),
        quote: pick<QuoteStyle>(random, ['"', '"', "'", "none"]),
        newline: pick<Newline>(random, ["\n", "\r\n", "\r"]),
      };
      const text = randomText(random, 1 + Math.floor(random() * 120));
      const { arrays, packed } = await bothWays(text, dialect, 1 + Math.floor(random() * 40));
      expect(packed.ok, JSON.stringify({ text, dialect })).toBe(arrays.ok);
      if (!arrays.ok || !packed.ok) continue;
      expect(toRowArray(packed.value.rows), JSON.stringify({ text, dialect })).toEqual(arrays.value.rows);
      expect(packed.value.strayQuotes).toBe(arrays.value.strayQuotes);
      expect(cellsInPlace(packed.value.rows), JSON.stringify({ text, dialect })).toEqual(arrays.value.rows);
    }
  }, 30_000);

  it("keeps quoted cells with delimiters, doubled quotes and line breaks", async () => {
    const dialect: CsvDialect = { encoding: "utf-8", delimiter: ",", quote: '"', newline: "\n" };
    const text = 'naam,bedrag\n"Jansen, Jan","1,50"\n"Zeg ""hoi""","a\nb"\n\nlast,row';
    const result = await readPackedTable(choppySource(utf8(text), 5), dialect);
    if (!result.ok) throw new Error(result.error.message);
    expect(toRowArray(result.value.rows)).toEqual([
      ["naam", "bedrag"],
      ["Jansen, Jan", "1,50"],
      ['Zeg "hoi"', "a\nb"],
      ["last", "row"],
    ]);
  });

  it("leaves out the same blank rows as rows in arrays do, whatever their first cell holds", async () => {
    const dialect: CsvDialect = { encoding: "utf-8", delimiter: ";", quote: '"', newline: "\n" };
    const lines = [
      "naam;plaats",
      ";",
      " ;\t",
      '" ";',
      '"";" "',
      '"\u00a0";',
      " ;x",
      '" ";y',
      '"z";',
      '"""";',
      "\u00a0Jan;",
      "é;",
      ";Delft",
      "Jan;Delft",
    ];
    const { arrays, packed } = await bothWays(`${lines.join("\n")}\n`, dialect, 7);
    if (!arrays.ok || !packed.ok) throw new Error("both read the file");
    const fromArrays = splitDataRows(arrays.value.rows, 0);
    const fromPacked = splitTableRows(packed.value.rows, 0);
    expect(toRowArray(fromPacked.rows)).toEqual(fromArrays.rows);
    expect(Array.from(fromPacked.rowNumbers)).toEqual([7, 8, 9, 10, 11, 12, 13, 14]);
  });

  it("copies a run of records longer than the writer's buffer whole", async () => {
    const dialect: CsvDialect = { encoding: "utf-8", delimiter: ";", quote: '"', newline: "\r\n" };
    const lines = Array.from({ length: 150_000 }, (_, index) => `Klant ${index};Straat ${index % 977};Delft`);
    const text = `Naam;Adres;Plaats\r\n${lines.join("\r\n")}\r\n`;
    const packed = await readPackedTable(choppySource(utf8(text), 1 << 22), dialect);
    if (!packed.ok) throw new Error(packed.error.message);
    const cleaned = await cleanedText(splitTableRows(packed.value.rows, 0), ";");
    expect(cleaned).toBe(text);
  });

  it("writes the same cleaned file as from rows in arrays, copying unchanged records", async () => {
    const random = createRandom(5);
    const cells = [
      "Jan",
      "jan ",
      " x",
      "=1+1",
      "-12,5",
      "+31 6",
      "@a",
      'zeg "hoi"',
      "a,b",
      "a;b",
      "",
      "é",
      "ş",
      "1.5",
      "a\r\nb",
      "c\rd",
      "Piet",
      "Zwolle",
      "12",
      "de Vries",
      "+31 6 12345678",
      "-",
      "@x y",
      "=SUM(A1;A2)",
      "-12,5x",
      "+1.5 ",
    ];
    for (const [delimiter, newline] of [
      [",", "\n"],
      [";", "\n"],
      ["\t", "\n"],
      ["|", "\n"],
      [";", "\r\n"],
      [",", "\r\n"],
    ] as const) {
      const lines: string[] = [];
      for (let row = 0; row < 300; row++) {
        const record = Array.from({ length: 3 }, () => pick(random, cells));
        // Some records as our writer quotes them, some with every field quoted, some rows short.
        const quoted = record.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(delimiter);
        const written = formatCsvRow(record, {
          delimiter: (delimiter === "|" ? "," : delimiter) as "," | ";" | "\t",
          bom: false,
          keepFormulas: true,
        });
        // And some as typed, without quotes where the cells allow it (spaces at the ends kept).
        const raw = record.some((cell) => /["\r\n]/.test(cell) || cell.includes(delimiter))
          ? written
          : record.join(delimiter);
        const short = random() < 0.1;
        const form = random();
        lines.push(
          short ? (record[0] ?? "") : delimiter === "|" || form < 0.2 ? quoted : form < 0.4 ? raw : written,
        );
        // Exact repeats (removed) and blank lines between records (left out) break runs of copied records.
        if (random() < 0.2) lines.push(lines[Math.floor(random() * lines.length)] ?? "");
        if (random() < 0.05) lines.push("");
      }
      const text = `a${delimiter}b${delimiter}c${newline}${lines.join(newline)}${newline}`;
      const dialect: CsvDialect = { encoding: "utf-8", delimiter, quote: '"', newline };
      // Small chunks try every cut; whole chunks give long runs of records to copy.
      const { arrays, packed } = await bothWays(text, dialect, newline === "\n" ? 64 : 1 << 16);
      if (!arrays.ok || !packed.ok) throw new Error(`both read the file (${delimiter})`);
      const fromArrays = splitDataRows(arrays.value.rows, 0);
      const fromPacked = splitTableRows(packed.value.rows, 0);
      const rules = wholeRowRules(3, { normalisation: DEFAULT_NORMALISATION, method: "exact", threshold: 1 });
      const clusters = findExactClusters(fromPacked.rows, rules);
      expect(clusters).toEqual(findExactClusters(fromArrays.rows, rules));
      const expected = await cleanedText(fromArrays, delimiter, clusters);
      const actual = await cleanedText(fromPacked, delimiter, clusters);
      expect(actual).toBe(expected);
      expect([...fromPacked.rowNumbers]).toEqual([...fromArrays.rowNumbers]);
    }
  }, 30_000);
});

/** Pieces of a field that decide what the writer does with it, at either end or inside. */
const FIELD_PIECES = [
  "Jan",
  "de Vries",
  "12",
  "-12,50",
  "+31 6",
  "+1.5",
  "=",
  "=SUM(A1)",
  "+",
  "-",
  "@",
  '"',
  '""',
  "'",
  ",",
  ";",
  "\t",
  "|",
  "\r",
  "\n",
  "\r\n",
  "\0",
  " ",
  "\u00a0",
  "\u2028",
  "\u3000",
  "\ufeff",
  "\v",
  "\f",
  "\u0085",
  "\u0001",
  "é",
  "Ayşe",
  "€",
  "😀",
  "\ud800",
  "\udc00x",
];

function randomField(random: Random): string {
  let field = "";
  const pieces = Math.floor(random() * 5);
  for (let i = 0; i < pieces; i++) field += pick(random, FIELD_PIECES);
  return field;
}

describe("records the loader marks plain", () => {
  it("are written exactly as the formatter writes their cells, whatever the cells hold", async () => {
    const random = createRandom(29);
    let plain = 0;
    let compared = 0;
    for (let round = 0; round < 60; round++) {
      const delimiter = pick(random, [",", ";", "\t", "|"]);
      const newline = pick<Newline>(random, ["\n", "\r\n", "\r"]);
      const quote = pick<QuoteStyle>(random, ['"', '"', "'", "none"]);
      // A field that starts with the quote character but does not close cleanly sends the rest of
      // the chunk to Papa Parse, whose records are never copied: such lines are written quoted.
      const quoteChar = quote === "none" ? "\0" : quote;
      const opensQuote = (line: string): boolean =>
        line.startsWith(quoteChar) || [delimiter, "\r", "\n"].some((end) => line.includes(end + quoteChar));
      const lines = Array.from({ length: 400 }, () => {
        // NUL is the quote character of a file without one: it would open a field that never ends.
        const record = Array.from({ length: random() < 0.05 ? 2 : 3 }, () =>
          quote === "none" ? randomField(random).replaceAll("\0", "") : randomField(random),
        );
        // Mostly as typed (quotes inside, line breaks and all), some quoted as our writer quotes them.
        // A typed delimiter would make a record wider than the header, and such records are never copied.
        const typed = record.map((field) => field.replaceAll(delimiter, "")).join(delimiter);
        if ((random() < 0.7 && !opensQuote(typed)) || delimiter === "|") return typed;
        return formatCsvRow(record, {
          delimiter: delimiter as "," | ";" | "\t",
          bom: false,
          keepFormulas: true,
        });
      });
      const text = `a${delimiter}b${delimiter}c${newline}${lines.join(newline)}${newline}`;
      const dialect: CsvDialect = { encoding: "utf-8", delimiter, quote, newline };
      const { arrays, packed } = await bothWays(text, dialect, 1 + Math.floor(random() * 4096));
      // A ' quoted file can hold a field that opens a quote and never closes it: both refuse it.
      expect(packed.ok, JSON.stringify(dialect)).toBe(arrays.ok);
      if (!arrays.ok || !packed.ok) continue;
      compared++;
      const fromArrays = splitDataRows(arrays.value.rows, 0);
      const fromPacked = splitTableRows(packed.value.rows, 0);
      const bounds = new Uint32Array(3);
      for (let index = 0; index < fromPacked.rows.length; index++)
        if (fromPacked.rows.sourceBounds(index, bounds) !== null && (bounds[2] as number) & RECORD_PLAIN)
          plain++;
      const expected = await cleanedText(fromArrays, delimiter);
      const actual = await cleanedText(fromPacked, delimiter);
      expect(actual, JSON.stringify({ delimiter, newline, quote })).toBe(expected);
    }
    // The marks are used: thousands of records took the path that does not read them again.
    expect(compared).toBeGreaterThan(40);
    expect(plain).toBeGreaterThan(1000);
  }, 60_000);
});

describe("cleaned files of files not quoted with double quotes", () => {
  it("undo the file's own quotes and quote the double quote marks of its text", async () => {
    for (const [quote, text, expected] of [
      ["'", "a;b\n'Jan;Piet';x\n'Ann';y\n", '"Jan;Piet";x\r\nAnn;y\r\n'],
      ["none", 'a;b\n"Jan";x\nAnn;"y"\n', '"""Jan""";x\r\nAnn;"""y"""\r\n'],
    ] as const) {
      const dialect: CsvDialect = { encoding: "utf-8", delimiter: ";", quote, newline: "\n" };
      const { packed } = await bothWays(text, dialect, 1 << 16);
      if (!packed.ok) throw new Error("the file reads");
      expect(await cleanedText(splitTableRows(packed.value.rows, 0), ";")).toBe(`a;b\r\n${expected}`);
    }
  });
});

describe("chunked UTF-8 decoding", () => {
  it("gives the streaming decoder's text for any cut, broken sequences included", () => {
    const random = createRandom(11);
    const pieces = [
      [0x61],
      [0xc3, 0xa9],
      [0xe2, 0x82, 0xac],
      [0xf0, 0x9f, 0x98, 0x80],
      [0xc3],
      [0x80],
      [0xe2, 0x82],
      [0xff],
      [0xf5, 0x80],
      [0x0a],
      [0xc4, 0xb1],
      [0xc5],
    ];
    for (let round = 0; round < 300; round++) {
      const bytes = Uint8Array.from(
        Array.from({ length: 1 + Math.floor(random() * 30) }, () => pick(random, pieces)).flat(),
      );
      const stream = new TextDecoder("utf-8", { ignoreBOM: true });
      const chunked = createChunkDecoder("utf-8");
      const inPieces = createChunkDecoder("utf-8");
      let expected = "";
      let actual = "";
      let joined = "";
      for (let offset = 0; offset < bytes.length; ) {
        const end = Math.min(bytes.length, offset + 1 + Math.floor(random() * 6));
        const last = end === bytes.length;
        expected += stream.decode(bytes.subarray(offset, end), { stream: !last });
        actual += chunked.decode(bytes.subarray(offset, end), !last);
        joined += inPieces.decodePieces(bytes.subarray(offset, end), !last).map(pieceText).join("");
        offset = end;
      }
      expect(actual, String(bytes)).toBe(expected);
      expect(joined, String(bytes)).toBe(expected);
    }
  });

  it("keeps the lines without a character from U+0100 on apart from those with one, same text", () => {
    const random = createRandom(12);
    const lines = ["Jan de Vries;Leiden", "Ayşe Yılmaz;Zwolle", "Chloé;Gouda", "€ 12,50", "", "x"];
    for (let round = 0; round < 200; round++) {
      const text = Array.from({ length: 1 + Math.floor(random() * 12) }, () => pick(random, lines)).join(
        pick(random, ["\n", "\r\n"]),
      );
      const bytes = utf8(text);
      const decoder = createChunkDecoder("utf-8");
      const pieces: string[] = [];
      for (let offset = 0; offset < bytes.length; ) {
        const end = Math.min(bytes.length, offset + 1 + Math.floor(random() * 40));
        pieces.push(...decoder.decodePieces(bytes.subarray(offset, end), end < bytes.length).map(pieceText));
        offset = end;
      }
      expect(pieces.join("")).toBe(text);
      // A piece with a wide character holds one line (or part of one): the rest stay one byte a character.
      for (const piece of pieces)
        if (/[\u0100-\uffff]/.test(piece)) expect(piece.replace(/\n$/, ""), piece).not.toContain("\n");
    }
  });
});
