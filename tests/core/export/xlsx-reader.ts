import { XMLParser } from "fast-xml-parser";
import { strFromU8, unzipSync } from "fflate";

/** A cell as read back: inline strings as text, numbers and booleans typed, plus the style's format. */
export interface ReadCell {
  readonly ref: string;
  readonly type: "s" | "n" | "b";
  readonly value: string;
  readonly format: string | null;
}

export interface ReadSheet {
  readonly name: string;
  readonly xml: string;
  readonly rows: ReadCell[][];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  isArray: (name) =>
    ["row", "c", "sheet", "xf", "numFmt", "Relationship", "definedName", "col"].includes(name),
});

/** Independent test-only reader: unzips with fflate and walks the XML, for checking writeXlsx. */
export function readXlsx(bytes: Uint8Array): { files: Record<string, string>; sheets: ReadSheet[] } {
  const entries = unzipSync(bytes);
  const files: Record<string, string> = {};
  for (const [path, data] of Object.entries(entries)) files[path] = strFromU8(data);
  const workbook = parser.parse(files["xl/workbook.xml"] ?? "");
  const styles = parser.parse(files["xl/styles.xml"] ?? "");
  const numFmts = new Map<string, string>(
    (styles.styleSheet.numFmts?.numFmt ?? []).map((f: { numFmtId: string; formatCode: string }) => [
      f.numFmtId,
      f.formatCode,
    ]),
  );
  const xfs: { numFmtId: string }[] = styles.styleSheet.cellXfs.xf;
  const sheets = (workbook.workbook.sheets.sheet as { name: string }[]).map((sheet, index) => {
    const xml = files[`xl/worksheets/sheet${index + 1}.xml`] ?? "";
    const parsed = parser.parse(xml);
    const rows = ((parsed.worksheet.sheetData?.row ?? []) as { c?: RawCell[] }[]).map((row) =>
      (row.c ?? []).map((cell) => readCell(cell, xfs, numFmts)),
    );
    return { name: sheet.name, xml, rows };
  });
  return { files, sheets };
}

interface RawCell {
  r: string;
  s?: string;
  t?: string;
  v?: string;
  is?: { t: string | { "#text": string } };
}

function readCell(cell: RawCell, xfs: { numFmtId: string }[], numFmts: Map<string, string>): ReadCell {
  const style = cell.s ? xfs[Number(cell.s)] : undefined;
  const format = style ? (numFmts.get(style.numFmtId) ?? null) : null;
  if (cell.t === "inlineStr") {
    const t = cell.is?.t;
    const value = typeof t === "object" ? t["#text"] : String(t ?? "");
    return { ref: cell.r, type: "s", value: decodeExcelEscapes(value), format };
  }
  return { ref: cell.r, type: cell.t === "b" ? "b" : "n", value: String(cell.v ?? ""), format };
}

function decodeExcelEscapes(text: string): string {
  return text.replace(/_x([0-9A-F]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Excel serial day number to ISO date (1900 date system). */
export function serialToIsoDate(serial: number): string {
  return new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000).toISOString().slice(0, 10);
}
