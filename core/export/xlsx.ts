import { Zip, ZipDeflate } from "fflate";
import { neutraliseCell } from "./neutralise-cell";
import { buildStyles, type StyleTable } from "./xlsx-styles";
import { escapeXmlText, xmlAttribute } from "./xlsx-xml";

/** `Date` becomes a real Excel date cell holding the calendar date of its UTC fields. */
export type XlsxCell = string | number | boolean | Date | null;

export interface XlsxColumn {
  readonly header: string;
  /** Width in Excel character units; when absent the width follows the header and the first rows. */
  readonly width?: number;
  /** Excel number format for number and date cells in this column, e.g. "#,##0.00" or "yyyy-mm-dd". */
  readonly numberFormat?: string;
}

export interface XlsxSheet {
  readonly name: string;
  readonly columns: readonly XlsxColumn[];
  readonly rows: Iterable<readonly XlsxCell[]>;
  readonly freezeHeader?: boolean;
  readonly autoFilter?: boolean;
}

const encoder = new TextEncoder();
/** Rows held back to size the columns before the first bytes of a sheet are written. */
const WIDTH_SAMPLE_ROWS = 200;
const ROWS_PER_CHUNK = 500;
const MAX_WIDTH = 60;
const MIN_WIDTH = 8;
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const MS_PER_DAY = 86_400_000;
const MAX_ROWS = 1_048_576;
const EDGE_WHITESPACE = /^\s|\s$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: Excel refuses control characters in sheet names.
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\\x00-\x1F]/g;

/**
 * Writes an XLSX workbook (Office Open XML SpreadsheetML) with typed cells: numbers and dates are
 * real Excel values, text is neutralised against formula injection (SECURITY.md, Files). Sheets are
 * streamed into a deflated zip in chunks, so memory stays close to the size of the compressed file.
 */
export function writeXlsx(sheets: readonly XlsxSheet[]): Uint8Array {
  if (sheets.length === 0) throw new Error("An XLSX workbook needs at least one sheet.");
  const names = uniqueSheetNames(sheets.map((sheet) => sheet.name));
  const styles = buildStyles(sheets.flatMap((sheet) => sheet.columns.map((column) => column.numberFormat)));
  const output: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else output.push(chunk);
  });
  addFile(zip, "[Content_Types].xml", contentTypes(sheets.length));
  addFile(zip, "_rels/.rels", ROOT_RELS);
  addFile(zip, "xl/_rels/workbook.xml.rels", workbookRels(sheets.length));
  addFile(zip, "xl/styles.xml", styles.xml);
  const lastRows = sheets.map((sheet, index) => {
    const file = new ZipDeflate(`xl/worksheets/sheet${index + 1}.xml`, { level: 6 });
    zip.add(file);
    return writeSheet(sheet, styles, (text, final) => file.push(encoder.encode(text), final));
  });
  // Written after the sheets: the autofilter ranges need their row counts.
  addFile(zip, "xl/workbook.xml", workbookXml(sheets, names, lastRows));
  zip.end();
  if (failure) throw failure;
  return concatenate(output);
}

/** Streams one worksheet and returns the number of its last row. */
function writeSheet(
  sheet: XlsxSheet,
  styles: StyleTable,
  emit: (text: string, final: boolean) => void,
): number {
  const columnCount = sheet.columns.length;
  const columnStyles = sheet.columns.map((column) => styles.styleFor(column.numberFormat));
  const widths = sheet.columns.map((column) => Math.max(MIN_WIDTH, column.header.length + 2));
  const lastColumn = columnName(Math.max(columnCount, 1) - 1);
  const letters: string[] = [];
  let rowNumber = 1;
  const formatRow = (cells: readonly XlsxCell[], header: boolean): string => {
    const parts: string[] = [`<row r="${rowNumber}">`];
    for (let c = 0; c < cells.length; c++) {
      letters[c] ??= columnName(c);
      const cell = formatCell(cells[c] ?? null, `${letters[c]}${rowNumber}`, header, columnStyles[c]);
      if (cell) parts.push(cell);
    }
    parts.push("</row>");
    rowNumber++;
    return parts.join("");
  };

  const header = formatRow(
    sheet.columns.map((column) => column.header),
    true,
  );
  const held: string[] = [];
  const iterator = sheet.rows[Symbol.iterator]();
  let next = iterator.next();
  while (!next.done && held.length < WIDTH_SAMPLE_ROWS) {
    measureWidths(next.value, widths);
    held.push(formatRow(next.value, false));
    next = iterator.next();
  }
  emit(sheetStart(sheet, widths) + header + held.join(""), false);
  let chunk: string[] = [];
  while (!next.done) {
    if (rowNumber > MAX_ROWS) throw new Error(`Sheet "${sheet.name}" has more rows than Excel can open.`);
    chunk.push(formatRow(next.value, false));
    if (chunk.length === ROWS_PER_CHUNK) {
      emit(chunk.join(""), false);
      chunk = [];
    }
    next = iterator.next();
  }
  const filter = sheet.autoFilter ? `<autoFilter ref="A1:${lastColumn}${rowNumber - 1}"/>` : "";
  emit(`${chunk.join("")}</sheetData>${filter}</worksheet>`, true);
  return rowNumber - 1;
}

function sheetStart(sheet: XlsxSheet, measured: readonly number[]): string {
  const views = sheet.freezeHeader
    ? '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>'
    : '<sheetViews><sheetView workbookViewId="0"/></sheetViews>';
  const cols = sheet.columns
    .map((column, index) => {
      const width = column.width ?? Math.min(MAX_WIDTH, measured[index] ?? MIN_WIDTH);
      return `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`;
    })
    .join("");
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    `${views}<sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ""}<sheetData>`
  );
}

function formatCell(value: XlsxCell, ref: string, header: boolean, style: number | undefined): string {
  if (value === null) return "";
  if (typeof value === "string") {
    if (value === "") return "";
    const text = escapeXmlText(neutraliseCell(value));
    const s = header ? ' s="1"' : "";
    // xml:space only where whitespace at the edges must survive; it is 20 bytes on every cell otherwise.
    const space = EDGE_WHITESPACE.test(text) ? ' xml:space="preserve"' : "";
    return `<c r="${ref}"${s} t="inlineStr"><is><t${space}>${text}</t></is></c>`;
  }
  if (typeof value === "boolean") return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return `<c r="${ref}" t="inlineStr"><is><t>${String(value)}</t></is></c>`;
    return `<c r="${ref}"${style ? ` s="${style}"` : ""}><v>${value}</v></c>`;
  }
  const serial = excelDateSerial(value);
  if (serial === null) return "";
  return `<c r="${ref}" s="${style ?? 2}"><v>${serial}</v></c>`;
}

/** Days since 1899-12-30 (Excel's 1900 date system, valid from 1900-03-01). */
function excelDateSerial(date: Date): number | null {
  const time = date.getTime();
  if (Number.isNaN(time)) return null;
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const serial = Math.round((day - EXCEL_EPOCH_MS) / MS_PER_DAY);
  return serial > 60 ? serial : null;
}

function measureWidths(cells: readonly XlsxCell[], widths: number[]): void {
  for (let c = 0; c < cells.length && c < widths.length; c++) {
    const cell = cells[c];
    const length =
      cell instanceof Date
        ? 10
        : typeof cell === "string"
          ? cell.length
          : cell == null
            ? 0
            : String(cell).length;
    if (length + 2 > (widths[c] ?? 0)) widths[c] = length + 2;
  }
}

/** Column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = "";
  let n = index + 1;
  while (n > 0) {
    const rest = (n - 1) % 26;
    name = String.fromCharCode(65 + rest) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

/** Excel sheet names: 1–31 characters, none of []:*?/\, unique without regard to case. */
function uniqueSheetNames(requested: readonly string[]): string[] {
  const seen = new Set<string>();
  return requested.map((raw, index) => {
    const base =
      raw
        .replace(SHEET_NAME_FORBIDDEN, "_")
        .replace(/^'+|'+$/g, "")
        .trim() || `Sheet${index + 1}`;
    let name = base.slice(0, 31);
    for (let n = 2; seen.has(name.toLowerCase()); n++) {
      const suffix = ` (${n})`;
      name = base.slice(0, 31 - suffix.length) + suffix;
    }
    seen.add(name.toLowerCase());
    return name;
  });
}

function addFile(zip: Zip, path: string, text: string): void {
  const file = new ZipDeflate(path, { level: 6 });
  zip.add(file);
  file.push(encoder.encode(text), true);
}

function concatenate(chunks: readonly Uint8Array[]): Uint8Array {
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const result = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    result.set(chunk, offset);
    offset += chunk.length;
  }
  return result;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

function contentTypes(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, i) =>
      `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  ).join("");
  return `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${sheets}</Types>`;
}

function workbookXml(
  sheets: readonly XlsxSheet[],
  names: readonly string[],
  lastRows: readonly number[],
): string {
  const entries = names
    .map((name, i) => `<sheet name="${xmlAttribute(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join("");
  // Excel records an autofilter's range as this hidden defined name; without it some versions drop the filter.
  const filters = sheets
    .map((sheet, i) =>
      sheet.autoFilter ? filterName(names[i] ?? "", i, sheet.columns.length, lastRows[i] ?? 1) : "",
    )
    .join("");
  const defined = filters ? `<definedNames>${filters}</definedNames>` : "";
  return `${XML_HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><bookViews><workbookView/></bookViews><sheets>${entries}</sheets>${defined}</workbook>`;
}

function filterName(name: string, index: number, columns: number, lastRow: number): string {
  const quoted = `'${name.replaceAll("'", "''")}'`;
  return `<definedName name="_xlnm._FilterDatabase" localSheetId="${index}" hidden="1">${xmlAttribute(quoted)}!$A$1:$${columnName(Math.max(columns, 1) - 1)}$${lastRow}</definedName>`;
}

function workbookRels(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  ).join("");
  const styles = `<Relationship Id="rId${sheetCount + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>`;
  return `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets}${styles}</Relationships>`;
}
