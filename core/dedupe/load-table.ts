import { cellText } from "./cell-text";
import { buildHeaders } from "./import/header-row";
import { firstRows, QUOTED_CELL, type RowTable, subsetRows } from "./row-table";
import type { DedupeMode } from "./suggest-rules";
import { suggestColumnRule } from "./suggest-rules";
import type { ColumnRule, Row } from "./types";

export interface DataTable {
  readonly headers: string[];
  readonly rows: Row[];
  /** Record numbers in the file (1-based), so the review shows the rows people see in their spreadsheet. */
  readonly rowNumbers: Int32Array;
}

const SAMPLE_ROWS = 200;

function isBlank(row: Row): boolean {
  return row.every((cell) => cellText(cell).trim() === "");
}

/** The data rows below the chosen header row, blank rows left out, with unique column names. */
export function splitDataRows(all: readonly Row[], headerRow: number): DataTable {
  let width = 0;
  for (const row of all) if (row.length > width) width = row.length;
  const headerCells = headerRow >= 0 ? all[headerRow]?.map((cell) => cellText(cell)) : undefined;
  const rows: Row[] = [];
  const rowNumbers: number[] = [];
  for (let index = headerRow + 1; index < all.length; index++) {
    const row = all[index] ?? [];
    if (isBlank(row)) continue;
    rows.push(row);
    rowNumbers.push(index + 1);
  }
  return {
    headers: buildHeaders(headerCells, Math.max(width, headerCells?.length ?? 0)),
    rows,
    rowNumbers: Int32Array.from(rowNumbers),
  };
}

export interface PackedDataTable {
  readonly headers: string[];
  readonly rows: RowTable;
  readonly rowNumbers: Int32Array;
}

/** A character that is certainly not blank: printable ASCII other than the space. */
function isPrintableAscii(code: number): boolean {
  return code > 32 && code < 127;
}

/** A cell that is certainly not blank, judged on its first character without trimming. */
function isBlankTableRow(table: RowTable, index: number, firstCell: Uint32Array): boolean {
  // The usual row shows it in its first cell, read in place in the file's text: no string a row.
  const text = table.cellBounds(index, firstCell);
  const start = firstCell[0] as number;
  if (text !== null && start < QUOTED_CELL && start < (firstCell[1] as number))
    if (isPrintableAscii(text.charCodeAt(start))) return false;
  const width = table.width(index);
  for (let column = 0; column < width; column++) {
    const cell = table.text(index, column);
    if (cell.length === 0) continue;
    if (isPrintableAscii(cell.charCodeAt(0)) || cell.trim() !== "") return false;
  }
  return true;
}

/** splitDataRows for a table that keeps its rows packed: the data rows are a view, not copies. */
export function splitTableRows(all: RowTable, headerRow: number): PackedDataTable {
  let width = 0;
  for (let index = 0; index < all.length; index++) width = Math.max(width, all.width(index));
  const headerCells = headerRow >= 0 && headerRow < all.length ? all.row(headerRow).map(cellText) : undefined;
  const indexes = new Int32Array(Math.max(0, all.length - headerRow - 1));
  const firstCell = new Uint32Array(2);
  let count = 0;
  for (let index = headerRow + 1; index < all.length; index++)
    if (!isBlankTableRow(all, index, firstCell)) indexes[count++] = index;
  const kept = indexes.subarray(0, count);
  const rowNumbers = new Int32Array(count);
  for (let position = 0; position < count; position++) rowNumbers[position] = (kept[position] ?? 0) + 1;
  return {
    headers: buildHeaders(headerCells, Math.max(width, headerCells?.length ?? 0)),
    rows: subsetRows(all, kept),
    rowNumbers,
  };
}

/** The suggested rule for every column, from its header and the first rows. */
export function suggestRules(
  headers: readonly string[],
  rows: readonly Row[] | RowTable,
  mode: DedupeMode,
): ColumnRule[] {
  const samples = firstRows(rows, SAMPLE_ROWS).map((row) => row.map((cell) => cellText(cell)));
  return headers.map((header, column) =>
    suggestColumnRule(
      column,
      header,
      samples.map((row) => row[column] ?? ""),
      mode,
    ),
  );
}

const IDENTIFIER_SHARE = 0.99;
/** Uniqueness is judged on the first rows: enough to tell a row id from a name, cheap on a million. */
const IDENTIFIER_SAMPLE = 10_000;
const CODE = /^[\p{L}\p{N}_./#-]+$/u;

/**
 * Columns whose filled values are (nearly) all different single codes — row ids, record numbers. They
 * say nothing about duplicates, so fuzzy matching leaves them out by default. E-mail and phone columns
 * are unique too but are exactly what duplicates share, so they stay.
 */
export function findIdentifierColumns(
  allRows: readonly Row[] | RowTable,
  rules: readonly ColumnRule[],
): number[] {
  const rows = firstRows(allRows, IDENTIFIER_SAMPLE);
  return rules
    .filter((rule) => rule.normalisation.kind === "number" || rule.normalisation.kind === "text")
    .filter((rule) => {
      const seen = new Set<string>();
      let filled = 0;
      for (const row of rows) {
        const text = cellText(row[rule.column]).trim();
        if (text === "") continue;
        if (!CODE.test(text)) return false;
        filled++;
        seen.add(text.toLowerCase());
      }
      return filled >= rows.length / 2 && filled >= 20 && seen.size >= filled * IDENTIFIER_SHARE;
    })
    .map((rule) => rule.column);
}
