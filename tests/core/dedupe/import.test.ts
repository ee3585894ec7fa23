import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { createBytesSource } from "../../../core/dedupe/import/byte-source";
import { buildHeaders, detectHeaderRow } from "../../../core/dedupe/import/header-row";
import { readTextTable } from "../../../core/dedupe/import/read-text-table";
import {
  type CsvDialect,
  detectDialect,
  detectEncoding,
  detectFileKind,
} from "../../../core/dedupe/import/sniff";
import { readWorkbookInfo } from "../../../core/dedupe/import/xlsx-parts";
import { readSheetRows } from "../../../core/dedupe/import/xlsx-sheet";
import { openZip, ZIP_LIMITS } from "../../../core/dedupe/import/zip-directory";
import { buildTestXlsx } from "./build-xlsx";

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const dialect: CsvDialect = { encoding: "utf-8", delimiter: ",", quote: '"', newline: "\n" };

function utf16le(text: string): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes[0] = 0xff;
  bytes[1] = 0xfe;
  for (let i = 0; i < text.length; i++) {
    bytes[2 + i * 2] = text.charCodeAt(i) & 0xff;
    bytes[3 + i * 2] = text.charCodeAt(i) >> 8;
  }
  return bytes;
}

describe("file sniffing", () => {
  it("tells files apart by their bytes", () => {
    expect(detectFileKind(new Uint8Array())).toBe("empty");
    expect(detectFileKind(buildTestXlsx([{ name: "A", rows: [["x"]] }]))).toBe("zip");
    expect(detectFileKind(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]))).toBe("xls");
    expect(detectFileKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]))).toBe(
      "binary",
    );
    expect(detectFileKind(utf8("a,b\n1,2\n"))).toBe("text");
    expect(detectFileKind(utf16le("a,b\n"))).toBe("text");
  });

  it("detects UTF-8, UTF-16 with BOM and Windows-1252", () => {
    expect(detectEncoding(utf8("naïve"))).toEqual({ encoding: "utf-8", bomLength: 0 });
    expect(detectEncoding(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toEqual({
      encoding: "utf-8",
      bomLength: 3,
    });
    expect(detectEncoding(utf16le("ab"))).toEqual({ encoding: "utf-16le", bomLength: 2 });
    expect(detectEncoding(new Uint8Array([0xfe, 0xff, 0, 0x61]))).toEqual({
      encoding: "utf-16be",
      bomLength: 2,
    });
    expect(detectEncoding(new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x0a]))).toEqual({
      encoding: "windows-1252",
      bomLength: 0,
    });
  });

  it("detects the delimiter, quote style and line ending", () => {
    expect(detectDialect(utf8("naam;plaats\r\nJan;Delft\r\nPiet;Gouda\r\n"))).toEqual({
      encoding: "utf-8",
      delimiter: ";",
      quote: '"',
      newline: "\r\n",
    });
    expect(detectDialect(utf8("a\tb\tc\n1\t2\t3\n")).delimiter).toBe("\t");
    expect(detectDialect(utf8('name,city\n"Jansen, Jan",Delft\n"Vries, P",Gouda\n')).delimiter).toBe(",");
    expect(detectDialect(utf8("a|b\n1|2\n3|4\n")).delimiter).toBe("|");
    expect(detectDialect(utf8("n,c\n'a, b',x\n'c, d',y\n'e',z\n")).quote).toBe("'");
  });
});

describe("readTextTable", () => {
  it("parses across chunk boundaries, quoted newlines and a BOM", async () => {
    const long = "x".repeat(5 * 1024 * 1024);
    const text = `\uFEFFa,b\n"multi\nline",${long}\n"q ""quoted""",3\n`;
    const result = await readTextTable(createBytesSource(utf8(text)), dialect);
    expect(result.ok && result.value.rows.map((row) => row.map((cell) => cell.slice(0, 12)))).toEqual([
      ["a", "b"],
      ["multi\nline", "xxxxxxxxxxxx"],
      ['q "quoted"', "3"],
    ]);
  });

  it("decodes UTF-16 and Windows-1252", async () => {
    const sixteen = await readTextTable(createBytesSource(utf16le("a,b\nZoë,1\n")), {
      ...dialect,
      encoding: "utf-16le",
    });
    expect(sixteen.ok && sixteen.value.rows[1]).toEqual(["Zoë", "1"]);
    const cp1252 = await readTextTable(
      createBytesSource(new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x2c, 0x80, 0x0a])),
      {
        ...dialect,
        encoding: "windows-1252",
      },
    );
    expect(cp1252.ok && cp1252.value.rows[0]).toEqual(["café", "€"]);
  });

  it("reports a quote that never closes", async () => {
    const result = await readTextTable(createBytesSource(utf8('a,b\n1,"never closed\n2,3\n')), dialect);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe("broken-quotes");
  });

  it("previews what it can read of a file with broken quotes", async () => {
    const text = 'a,b\n1,"never closed\n2,3\n';
    const result = await readTextTable(createBytesSource(utf8(text)), dialect, { limit: 30 });
    expect(result.ok && result.value).toEqual({ rows: [["a", "b"]], strayQuotes: 0, truncated: true });
  });

  it("stops at the preview limit", async () => {
    const result = await readTextTable(createBytesSource(utf8("a\n1\n2\n3\n4\n")), dialect, { limit: 2 });
    expect(result.ok && result.value.rows).toEqual([["a"], ["1"]]);
  });

  it("can be cancelled", async () => {
    const result = await readTextTable(createBytesSource(utf8("a\n1\n")), dialect, {
      isCancelled: () => true,
    });
    expect(!result.ok && result.error.code).toBe("cancelled");
  });
});

describe("header row", () => {
  it("finds the header, also below a title line", () => {
    expect(
      detectHeaderRow([
        ["Naam", "E-mail"],
        ["Jan", "jan@example.nl"],
      ]),
    ).toBe(0);
    expect(
      detectHeaderRow([
        ["Export 2024", ""],
        ["Naam", "Bedrag"],
        ["Jan", "12,50"],
      ]),
    ).toBe(1);
    expect(
      detectHeaderRow([
        ["Jan", "12,50"],
        ["Piet", "3"],
      ]),
    ).toBe(-1);
    expect(detectHeaderRow([])).toBe(-1);
  });

  it("names columns uniquely", () => {
    expect(buildHeaders(["Naam", "naam", ""], 4)).toEqual(["Naam", "naam (2)", "Column 3", "Column 4"]);
  });
});

describe("XLSX", () => {
  it("reads sheets, types, dates and shared strings", () => {
    const bytes = buildTestXlsx([
      {
        name: "Klanten",
        rows: [
          ["Naam", "Bedrag", "Datum"],
          ["@shared", 12.5, "@date:45356"],
          ["Piet", null, "x"],
        ],
      },
      { name: "Other", rows: [["z"]] },
    ]);
    const archive = openZip(bytes);
    if (!archive.ok) throw new Error(archive.error.message);
    const info = readWorkbookInfo(archive.value);
    if (!info.ok) throw new Error(info.error.message);
    expect(info.value.sheets.map((sheet) => sheet.name)).toEqual(["Klanten", "Other"]);
    const rows = readSheetRows(archive.value, info.value, info.value.sheets[0]?.path ?? "");
    expect(rows.ok && rows.value).toEqual([
      ["Naam", "Bedrag", "Datum"],
      ["Shared & string", 12.5, new Date(Date.UTC(2024, 2, 5))],
      ["Piet", null, "x"],
    ]);
  });

  it("stops reading a sheet at the preview limit", () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [`name ${i}`, i]);
    const archive = openZip(buildTestXlsx([{ name: "Big", rows }]));
    if (!archive.ok) throw new Error(archive.error.message);
    const info = readWorkbookInfo(archive.value);
    if (!info.ok) throw new Error(info.error.message);
    const preview = readSheetRows(archive.value, info.value, info.value.sheets[0]?.path ?? "", { limit: 3 });
    expect(preview.ok && preview.value).toEqual([
      ["name 0", 0],
      ["name 1", 1],
      ["name 2", 2],
    ]);
  });

  it("refuses a zip bomb before inflating anything", () => {
    const zeros = new Uint8Array(64 * 1024 * 1024);
    const bomb = zipSync({ "[Content_Types].xml": strToU8("<Types/>"), "xl/worksheets/sheet1.xml": zeros });
    const result = openZip(bomb);
    expect(!result.ok && result.error.code).toBe("zip-bomb");
  });

  it("refuses too many entries", () => {
    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i <= ZIP_LIMITS.maxEntries; i++) files[`f${i}`] = new Uint8Array(0);
    const result = openZip(zipSync(files, { level: 0 }));
    expect(!result.ok && result.error.code).toBe("zip-bomb");
  });

  it("refuses an entry that inflates past its declared size", () => {
    const bytes = buildTestXlsx([{ name: "A", rows: [["x", "y"]] }]);
    const archive = openZip(bytes);
    if (!archive.ok) throw new Error(archive.error.message);
    const sheet = archive.value.entries.get("xl/worksheets/sheet1.xml");
    if (!sheet) throw new Error("no sheet");
    const lying = new Map(archive.value.entries);
    lying.set(sheet.name, { ...sheet, uncompressedSize: 10 });
    const info = readWorkbookInfo(archive.value);
    if (!info.ok) throw new Error(info.error.message);
    const rows = readSheetRows({ bytes, entries: lying }, info.value, sheet.name);
    expect(!rows.ok && rows.error.code).toBe("zip-bomb");
  });

  it("refuses a plain ZIP, a DOCTYPE and broken XML", () => {
    const plain = openZip(zipSync({ "readme.txt": strToU8("hi") }));
    if (!plain.ok) throw new Error("plain zip should open");
    expect(!readWorkbookInfo(plain.value).ok && readWorkbookInfo(plain.value)).toMatchObject({
      error: { code: "not-xlsx" },
    });
    const doctype = buildTestXlsx([{ name: "A", rows: [["x"]] }]);
    const archive = openZip(doctype);
    if (!archive.ok) throw new Error("should open");
    const files = {
      "[Content_Types].xml": strToU8("<Types/>"),
      "xl/workbook.xml": strToU8('<!DOCTYPE x [<!ENTITY a "aaaa">]><workbook>&a;</workbook>'),
      "xl/_rels/workbook.xml.rels": strToU8("<Relationships/>"),
    };
    const evil = openZip(zipSync(files));
    if (!evil.ok) throw new Error("should open");
    expect(readWorkbookInfo(evil.value)).toMatchObject({ ok: false, error: { code: "bad-xml" } });
    expect(openZip(strToU8("PK\u0003\u0004 truncated"))).toMatchObject({
      ok: false,
      error: { code: "not-xlsx" },
    });
  });
});
