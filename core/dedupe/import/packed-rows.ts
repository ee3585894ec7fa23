import { QUOTED_CELL, RECORD_FORMULA_START, RECORD_PLAIN, type RowTable } from "../row-table";
import { isSpaceOrControl, startsFormula } from "./field-edges";
import { Uint32List } from "./uint32-list";

/**
 * rowEnd: the record's end offset times four plus its RECORD_* marks. Below, not above: the values
 * stay small integers (a segment is at most tens of millions of characters), which the engine
 * keeps unboxed; a mark in bit 30 or 31 made every marked record's entry a heap number.
 */
const MARK_BITS = 2;
const MARK_MASK = (1 << MARK_BITS) - 1;

/**
 * A record's marks after its unquoted field [start, end) whose first character is `first`: none
 * when the field starts or ends with white space, else a note of a formula-like start.
 */
function fieldMarks(text: string, first: number, start: number, end: number, marks: number): number {
  if (end <= start) return marks;
  if (isSpaceOrControl(first) || isSpaceOrControl(text.charCodeAt(end - 1))) return 0;
  return startsFormula(first) ? marks | RECORD_FORMULA_START : marks;
}

/** Where parsing a piece of text stopped: at the unfinished last record, or before one it leaves to Papa Parse. */
export interface PackedParse {
  readonly cursor: number;
  /** A record this parser does not mirror (stray quotes, spaces after a closing quote): parse from `cursor` with Papa Parse. */
  readonly unusual: boolean;
}

/**
 * Where the next quote mark, CR and LF of one text are, kept across the pieces of that text so
 * a search that finds none runs to the text's end once, not once a piece. Looked for only for
 * records whose fields alone would be plain: no character is read twice.
 */
class SpecialCharacters {
  private quoteMark = -1;
  private cr = -1;
  private lf = -1;
  private last = 0;

  constructor(readonly text: string) {}

  /** [start, end) of the text holds none of them (a record's newline starts at `end`). NUL inside a field is written as it is. */
  noneIn(start: number, end: number): boolean {
    if (start < this.last) this.quoteMark = this.cr = this.lf = -1;
    this.last = start;
    if (this.quoteMark < start) this.quoteMark = this.nextOf('"', start);
    if (this.cr < start) this.cr = this.nextOf("\r", start);
    if (this.lf < start) this.lf = this.nextOf("\n", start);
    return this.quoteMark >= end && this.cr >= end && this.lf >= end;
  }

  private nextOf(character: string, from: number): number {
    const found = this.text.indexOf(character, from);
    return found < 0 ? this.text.length : found;
  }
}

/**
 * A loaded CSV as its decoded text plus cell offsets in typed arrays: no array or string per row
 * until someone asks for one. Well-formed text is kept as read, so an unchanged record can be copied
 * to the output; records Papa Parse had to parse are packed into a text of their own.
 */
export class PackedRows implements RowTable {
  private readonly segments: string[] = [];
  /** Per segment: it is the file's own text, so `sourceBounds` can give a record as written. */
  private readonly original: boolean[] = [];
  private readonly rowSegment = new Uint32List();
  private readonly rowFirstCell = new Uint32List();
  /** Where the record ends in its segment, with its marks (MARK_BITS); it starts where its first cell does. */
  private readonly rowEnd = new Uint32List();
  /**
   * Where each cell starts, as written: a cell ends one delimiter before the next one starts (the
   * last at its record's end), and one that starts with the quote character is a quoted field.
   * Only starts are kept, 4 bytes a cell.
   */
  private readonly cellStart = new Uint32List();
  private readonly doubledQuote: string;
  private readonly specials: SpecialCharacters[] = [];

  constructor(
    readonly delimiter: string,
    readonly quote: string,
  ) {
    this.doubledQuote = quote + quote;
  }

  get length(): number {
    return this.rowSegment.length;
  }

  width(index: number): number {
    return this.endCell(index) - this.rowFirstCell.get(index);
  }

  row(index: number): string[] {
    const first = this.rowFirstCell.get(index);
    const end = this.endCell(index);
    const text = this.segments[this.rowSegment.get(index)] ?? "";
    const cells: string[] = new Array(end - first);
    for (let cell = first; cell < end; cell++) cells[cell - first] = this.cellText(text, index, cell, end);
    return cells;
  }

  text(index: number, column: number): string {
    const cell = this.rowFirstCell.get(index) + column;
    const end = this.endCell(index);
    if (column < 0 || cell >= end) return "";
    return this.cellText(this.segments[this.rowSegment.get(index)] ?? "", index, cell, end);
  }

  sourceBounds(index: number, bounds: Uint32Array): string | null {
    const segment = this.rowSegment.get(index);
    if (!this.original[segment]) return null;
    bounds[0] = this.cellStart.get(this.rowFirstCell.get(index));
    const end = this.rowEnd.get(index);
    bounds[1] = end >>> MARK_BITS;
    if (bounds.length > 2) bounds[2] = end & MARK_MASK;
    return this.segments[segment] ?? "";
  }

  cellBounds(index: number, bounds: Uint32Array): string {
    const first = this.rowFirstCell.get(index);
    const end = this.endCell(index);
    const text = this.segments[this.rowSegment.get(index)] ?? "";
    const quote = this.quote.charCodeAt(0);
    const delimiter = this.delimiter.length;
    let next = first < end ? this.cellStart.get(first) : 0;
    for (let slot = 0; slot < bounds.length; slot += 2) {
      const cell = first + slot / 2;
      if (cell >= end) {
        bounds[slot] = 0;
        bounds[slot + 1] = 0;
        continue;
      }
      const start = next;
      next = cell + 1 < end ? this.cellStart.get(cell + 1) : 0;
      const stop = cell + 1 < end ? next - delimiter : this.recordEnd(index);
      if (stop <= start || text.charCodeAt(start) !== quote) {
        bounds[slot] = start;
        bounds[slot + 1] = Math.max(start, stop);
        continue;
      }
      // A quoted field: its content, unless a doubled quote inside makes it differ from the text.
      const inner = stop - start < 2 ? -1 : text.indexOf(this.quote, start + 1);
      const plain = inner === stop - 1;
      bounds[slot] = plain ? start + 1 : start + QUOTED_CELL;
      bounds[slot + 1] = plain ? stop - 1 : stop;
    }
    return text;
  }

  /**
   * Adds the complete records of `text`, split exactly as Papa Parse splits them: quotes only open a
   * field at its start, a doubled quote inside is one quote, a closing quote must be followed by the
   * delimiter or the newline, empty lines are left out. It stops at the unfinished last record (with
   * `complete`, the end of the text ends it) or before a record Papa Parse treats in its own ways.
   */
  addText(text: string, newline: string, complete: boolean, from = 0, to = text.length): PackedParse {
    // Pieces of one decoded chunk share its text: one segment for all of them.
    const last = this.segments.length - 1;
    const shared = last >= 0 && this.segments[last] === text && this.original[last] === true;
    const segment = shared ? last : this.segments.length;
    if (!shared) {
      this.segments.push(text);
      this.original.push(true);
    }
    const parsed = this.parseRecords(text, segment, newline, complete, from, to);
    // A piece that completed no record (a long quoted field still open) is not kept: it comes again.
    if (
      !shared &&
      (this.rowSegment.length === 0 || this.rowSegment.get(this.rowSegment.length - 1) !== segment)
    ) {
      this.segments.pop();
      this.original.pop();
    }
    return parsed;
  }

  /** Parses the records of `text` from `from` to `to` (`to` ends the text as far as they are concerned). */
  private parseRecords(
    text: string,
    segment: number,
    newline: string,
    complete: boolean,
    from: number,
    to: number,
  ): PackedParse {
    const delimiter = this.delimiter;
    const quote = this.quote.charCodeAt(0);
    const length = to;
    // The next delimiter and newline at or after the cursor, found once each (Papa Parse does the same);
    // -1 when there is none before `to`.
    const find = (what: string, at: number): number => {
      const found = text.indexOf(what, at);
      return found + what.length > to ? -1 : found;
    };
    let nextDelimiter = find(delimiter, from);
    let nextNewline = find(newline, from);
    const specials = this.specialsOf(text);
    let cursor = from;
    while (cursor < length) {
      const recordStart = cursor;
      const firstCell = this.cellStart.length;
      let recordEnd = -1;
      // RECORD_* marks so far: plain until a field says otherwise.
      let marks = RECORD_PLAIN;
      for (;;) {
        const first = text.charCodeAt(cursor);
        if (first === quote) {
          marks = 0;
          const end = this.findClosingQuote(text, cursor + 1, to);
          // Unclosed, or closed by the text's last character: unfinished here; at the very end Papa Parse decides.
          if (end < 0 || end === length - 1) return this.stop(firstCell, recordStart, complete);
          const after = end + 1;
          if (after + delimiter.length <= to && text.startsWith(delimiter, after)) {
            this.cellStart.push(cursor);
            cursor = after + delimiter.length;
            continue;
          }
          if (after + newline.length <= to && text.startsWith(newline, after)) {
            this.cellStart.push(cursor);
            recordEnd = after;
            cursor = after + newline.length;
            break;
          }
          return this.stop(firstCell, recordStart, true);
        }
        if (nextDelimiter >= 0 && nextDelimiter < cursor) nextDelimiter = find(delimiter, cursor);
        if (nextNewline >= 0 && nextNewline < cursor) nextNewline = find(newline, cursor);
        if (nextDelimiter >= 0 && (nextDelimiter < nextNewline || nextNewline < 0)) {
          if (marks !== 0) marks = fieldMarks(text, first, cursor, nextDelimiter, marks);
          this.cellStart.push(cursor);
          cursor = nextDelimiter + delimiter.length;
          continue;
        }
        if (nextNewline < 0 && !complete) return this.stop(firstCell, recordStart, false);
        recordEnd = nextNewline < 0 ? length : nextNewline;
        if (marks !== 0) marks = fieldMarks(text, first, cursor, recordEnd, marks);
        this.cellStart.push(cursor);
        cursor = nextNewline < 0 ? length : nextNewline + newline.length;
        break;
      }
      if (marks !== 0 && !specials.noneIn(recordStart, recordEnd)) marks = 0;
      const cells = this.cellStart.length - firstCell;
      // A line with one empty cell is an empty line: Papa Parse's output without them.
      const empty = recordEnd - recordStart;
      // The raw text of a one-cell record is "" or the quoted empty field.
      if (cells === 1 && (empty === 0 || (empty === 2 && text.charCodeAt(recordStart) === quote))) {
        this.cellStart.truncate(firstCell);
        continue;
      }
      this.rowSegment.push(segment);
      this.rowFirstCell.push(firstCell);
      this.rowEnd.push(recordEnd * (MARK_MASK + 1) + marks);
    }
    return { cursor, unusual: false };
  }

  /** The search state for `text`: kept for the last two texts, as a chunk's pieces alternate between two. */
  private specialsOf(text: string): SpecialCharacters {
    const known = this.specials.find((specials) => specials.text === text);
    if (known) return known;
    const created = new SpecialCharacters(text);
    this.specials.unshift(created);
    this.specials.length = Math.min(this.specials.length, 2);
    return created;
  }

  /** Adds records that Papa Parse split, each cell written quoted so it reads back the same way. */
  addRows(rows: readonly (readonly string[])[]): void {
    const segment = this.segments.length;
    const parts: string[] = [];
    const quote = this.quote;
    let offset = 0;
    for (const row of rows) {
      this.rowSegment.push(segment);
      this.rowFirstCell.push(this.cellStart.length);
      row.forEach((cell, position) => {
        if (position > 0) {
          parts.push(this.delimiter);
          offset += this.delimiter.length;
        }
        const quoted = `${quote}${cell.replaceAll(quote, this.doubledQuote)}${quote}`;
        this.cellStart.push(offset);
        parts.push(quoted);
        offset += quoted.length;
      });
      this.rowEnd.push(offset * (MARK_MASK + 1));
    }
    this.segments.push(parts.join(""));
    this.original.push(false);
  }

  /** The closing quote of a field whose content starts at `from` (doubled quotes skipped), or -1. */
  private findClosingQuote(text: string, from: number, to: number): number {
    const quote = this.quote;
    let search = from;
    for (;;) {
      const at = text.indexOf(quote, search);
      if (at < 0 || at >= to) return -1;
      if (at === to - 1) return at;
      if (text.charCodeAt(at + 1) !== quote.charCodeAt(0)) return at;
      search = at + 2;
    }
  }

  private stop(firstCell: number, recordStart: number, unusual: boolean): PackedParse {
    this.cellStart.truncate(firstCell);
    return { cursor: recordStart, unusual };
  }

  /** A cell's text: up to the next cell's delimiter (or the record's end), quotes undone. */
  private cellText(text: string, row: number, cell: number, endCell: number): string {
    const start = this.cellStart.get(cell);
    const end =
      cell + 1 < endCell ? this.cellStart.get(cell + 1) - this.delimiter.length : this.recordEnd(row);
    if (text.charCodeAt(start) !== this.quote.charCodeAt(0) || end <= start) return text.slice(start, end);
    const value = text.slice(start + 1, end - 1);
    return value.includes(this.doubledQuote) ? value.replaceAll(this.doubledQuote, this.quote) : value;
  }

  private recordEnd(index: number): number {
    return this.rowEnd.get(index) >>> MARK_BITS;
  }

  private endCell(index: number): number {
    return index + 1 < this.rowFirstCell.length ? this.rowFirstCell.get(index + 1) : this.cellStart.length;
  }
}
