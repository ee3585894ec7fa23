import { cellText } from "./cell-text";
import type { Row } from "./types";

/**
 * Rows by index without one array per row: a loaded CSV keeps its text and cell offsets
 * (import/packed-rows.ts), an XLSX sheet keeps its typed rows. Rows are built on demand.
 */
export interface RowTable {
  readonly length: number;
  row(index: number): Row;
  /** Number of cells in the row as read. */
  width(index: number): number;
  /** What `cellText(row(index)[column])` gives, without building the row. */
  text(index: number, column: number): string;
  /**
   * The file's text holding the record exactly as written (cells joined by the file's delimiter),
   * with the record's [start, end) in `bounds[0]` and `bounds[1]`; null for records the table had to
   * re-pack and tables without text. Lets a writer copy records it would not change, and two equal
   * records be told equal without reading their cells. A third slot in `bounds` gets what the
   * loader saw while splitting the record (RECORD_* flags, 0 when it cannot say), so a writer can
   * copy it without reading its characters again.
   */
  sourceBounds(index: number, bounds: Uint32Array): string | null;
  /** The file's delimiter, when `sourceBounds` can give records. */
  readonly delimiter: string | null;
  /** The file's quote character (NUL for none), when `sourceBounds` can give records. */
  readonly quote: string | null;
  /**
   * Tables that keep the file's text: that text, with each cell's [start, end) in `bounds` (two
   * numbers a cell, for as many cells as `bounds` holds; cells past the row's end are empty). A
   * cell whose text differs from what is written there (doubled quotes) has QUOTED_CELL added to
   * its start. Null for tables without text: read cells with `text`.
   */
  cellBounds(index: number, bounds: Uint32Array): string | null;
}

/**
 * sourceBounds' marks: every field is unquoted, nonempty fields neither start nor end with white space, and
 * the record holds no quote mark, CR or LF. A CSV writer changes such a record at most by a
 * quote mark before a field that starts like a formula.
 */
export const RECORD_PLAIN = 1;
/** sourceBounds' marks, with RECORD_PLAIN: some field starts with = + - or @ (a formula, or a signed number). */
export const RECORD_FORMULA_START = 2;

/** cellBounds: this cell must be read with `text` (its written form has doubled quotes). */
export const QUOTED_CELL = 0x80000000;

class ArrayRows implements RowTable {
  readonly delimiter = null;
  readonly quote = null;
  constructor(private readonly rows: readonly Row[]) {}

  get length(): number {
    return this.rows.length;
  }

  row(index: number): Row {
    return this.rows[index] ?? [];
  }

  width(index: number): number {
    return this.rows[index]?.length ?? 0;
  }

  text(index: number, column: number): string {
    return cellText(this.rows[index]?.[column]);
  }

  sourceBounds(): string | null {
    return null;
  }

  cellBounds(): string | null {
    return null;
  }
}

/** Some rows of another table (the data rows below the header), by their index there. */
class RowSubset implements RowTable {
  readonly delimiter: string | null;
  readonly quote: string | null;
  constructor(
    private readonly base: RowTable,
    private readonly indexes: Int32Array,
  ) {
    this.delimiter = base.delimiter;
    this.quote = base.quote;
  }

  get length(): number {
    return this.indexes.length;
  }

  row(index: number): Row {
    return this.base.row(this.indexes[index] ?? -1);
  }

  width(index: number): number {
    return this.base.width(this.indexes[index] ?? -1);
  }

  text(index: number, column: number): string {
    return this.base.text(this.indexes[index] ?? -1, column);
  }

  sourceBounds(index: number, bounds: Uint32Array): string | null {
    return this.base.sourceBounds(this.indexes[index] ?? -1, bounds);
  }

  cellBounds(index: number, bounds: Uint32Array): string | null {
    return this.base.cellBounds(this.indexes[index] ?? -1, bounds);
  }
}

export function subsetRows(base: RowTable, indexes: Int32Array): RowTable {
  return new RowSubset(base, indexes);
}

/** The first `count` rows as arrays: samples for the suggested rules. */
export function firstRows(rows: readonly Row[] | RowTable, count: number): Row[] {
  if (!isRowTable(rows)) return rows.slice(0, count);
  const sample: Row[] = [];
  for (let index = 0; index < Math.min(count, rows.length); index++) sample.push(rows.row(index));
  return sample;
}

export function arrayRows(rows: readonly Row[]): RowTable {
  return new ArrayRows(rows);
}

export function isRowTable(rows: readonly Row[] | RowTable): rows is RowTable {
  return !Array.isArray(rows);
}

export function toRowTable(rows: readonly Row[] | RowTable): RowTable {
  return isRowTable(rows) ? rows : arrayRows(rows);
}

/** Every row as an array, for the code paths (fuzzy matching) that work on arrays. */
export function toRowArray(rows: readonly Row[] | RowTable): readonly Row[] {
  if (!isRowTable(rows)) return rows;
  const all: Row[] = new Array(rows.length);
  for (let index = 0; index < rows.length; index++) all[index] = rows.row(index);
  return all;
}
