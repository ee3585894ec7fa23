import type { RowTable } from "../row-table";
import { Uint32List } from "./uint32-list";

/** High bit of a cell's end offset: the cell was quoted with doubled quotes inside, undone on reading. */
const ESCAPED = 0x80000000;
const OFFSET = 0x7fffffff;

/** Where parsing a piece of text stopped: at the unfinished last record, or before one it leaves to Papa Parse. */
export interface PackedParse {
  readonly cursor: number;
  /** A record this parser does not mirror (stray quotes, spaces after a closing quote): parse from `cursor` with Papa Parse. */
  readonly unusual: boolean;
}

/**
 * A loaded CSV as its decoded text plus cell offsets in typed arrays: no array or string per row
 * until someone asks for one. Well-formed text is kept as read, so an unchanged record can be copied
 * to the output; records Papa Parse had to parse are packed into a text of their own.
 */
export class PackedRows implements RowTable {
  private readonly segments: string[] = [];
  /** Per segment: it is the file's own text, so `source` can give a record as written. */
  private readonly original: boolean[] = [];
  private readonly rowSegment = new Uint32List();
  private readonly rowFirstCell = new Uint32List();
  /** Offsets of the whole record in its segment, quotes included. */
  private readonly rowStart = new Uint32List();
  private readonly rowEnd = new Uint32List();
  private readonly cellStart = new Uint32List();
  private readonly cellEnd = new Uint32List();
  private readonly doubledQuote: string;

  constructor(
    readonly delimiter: string,
    private readonly quote: string,
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
    for (let cell = first; cell < end; cell++) cells[cell - first] = this.cellText(text, cell);
    return cells;
  }

  text(index: number, column: number): string {
    const cell = this.rowFirstCell.get(index) + column;
    if (column < 0 || cell >= this.endCell(index)) return "";
    return this.cellText(this.segments[this.rowSegment.get(index)] ?? "", cell);
  }

  source(index: number): string | null {
    const segment = this.rowSegment.get(index);
    if (!this.original[segment]) return null;
    return (this.segments[segment] ?? "").slice(this.rowStart.get(index), this.rowEnd.get(index));
  }

  /**
   * Adds the complete records of `text`, split exactly as Papa Parse splits them: quotes only open a
   * field at its start, a doubled quote inside is one quote, a closing quote must be followed by the
   * delimiter or the newline, empty lines are left out. It stops at the unfinished last record (with
   * `complete`, the end of the text ends it) or before a record Papa Parse treats in its own ways.
   */
  addText(text: string, newline: string, complete: boolean): PackedParse {
    const segment = this.segments.length;
    this.segments.push(text);
    this.original.push(true);
    const parsed = this.parseRecords(text, segment, newline, complete);
    // A piece that completed no record (a long quoted field still open) is not kept: it comes again.
    if (this.rowSegment.length === 0 || this.rowSegment.get(this.rowSegment.length - 1) !== segment) {
      this.segments.pop();
      this.original.pop();
    }
    return parsed;
  }

  private parseRecords(text: string, segment: number, newline: string, complete: boolean): PackedParse {
    const delimiter = this.delimiter;
    const quote = this.quote.charCodeAt(0);
    const length = text.length;
    // The next delimiter and newline at or after the cursor, found once each (Papa Parse does the same).
    let nextDelimiter = text.indexOf(delimiter);
    let nextNewline = text.indexOf(newline);
    let cursor = 0;
    while (cursor < length) {
      const recordStart = cursor;
      const firstCell = this.cellStart.length;
      let recordEnd = -1;
      for (;;) {
        if (text.charCodeAt(cursor) === quote) {
          const end = this.findClosingQuote(text, cursor + 1);
          // Unclosed, or closed by the text's last character: unfinished here; at the very end Papa Parse decides.
          if (end < 0 || end === length - 1) return this.stop(firstCell, recordStart, complete);
          const escaped = this.sawDoubledQuote;
          const after = end + 1;
          if (text.startsWith(delimiter, after)) {
            this.pushCell(cursor + 1, end, escaped);
            cursor = after + delimiter.length;
            continue;
          }
          if (text.startsWith(newline, after)) {
            this.pushCell(cursor + 1, end, escaped);
            recordEnd = after;
            cursor = after + newline.length;
            break;
          }
          return this.stop(firstCell, recordStart, true);
        }
        if (nextDelimiter >= 0 && nextDelimiter < cursor) nextDelimiter = text.indexOf(delimiter, cursor);
        if (nextNewline >= 0 && nextNewline < cursor) nextNewline = text.indexOf(newline, cursor);
        if (nextDelimiter >= 0 && (nextDelimiter < nextNewline || nextNewline < 0)) {
          this.pushCell(cursor, nextDelimiter, false);
          cursor = nextDelimiter + delimiter.length;
          continue;
        }
        if (nextNewline < 0 && !complete) return this.stop(firstCell, recordStart, false);
        recordEnd = nextNewline < 0 ? length : nextNewline;
        this.pushCell(cursor, recordEnd, false);
        cursor = nextNewline < 0 ? length : nextNewline + newline.length;
        break;
      }
      const cells = this.cellStart.length - firstCell;
      // A line with one empty cell is an empty line: Papa Parse's output without them.
      if (cells === 1 && (this.cellEnd.get(firstCell) & OFFSET) === this.cellStart.get(firstCell)) {
        this.cellStart.truncate(firstCell);
        this.cellEnd.truncate(firstCell);
        continue;
      }
      this.rowSegment.push(segment);
      this.rowFirstCell.push(firstCell);
      this.rowStart.push(recordStart);
      this.rowEnd.push(recordEnd);
    }
    return { cursor, unusual: false };
  }

  /** Adds records that Papa Parse split: their cells are packed into one string. */
  addRows(rows: readonly (readonly string[])[]): void {
    const segment = this.segments.length;
    const parts: string[] = [];
    let offset = 0;
    for (const row of rows) {
      this.rowSegment.push(segment);
      this.rowFirstCell.push(this.cellStart.length);
      this.rowStart.push(0);
      this.rowEnd.push(0);
      for (const cell of row) {
        parts.push(cell);
        this.cellStart.push(offset);
        offset += cell.length;
        this.cellEnd.push(offset);
      }
    }
    this.segments.push(parts.join(""));
    this.original.push(false);
  }

  private sawDoubledQuote = false;

  /** The closing quote of a field whose content starts at `from` (doubled quotes skipped), or -1. */
  private findClosingQuote(text: string, from: number): number {
    const quote = this.quote;
    let search = from;
    this.sawDoubledQuote = false;
    for (;;) {
      const at = text.indexOf(quote, search);
      if (at < 0 || at === text.length - 1) return at;
      if (text.charCodeAt(at + 1) !== quote.charCodeAt(0)) return at;
      this.sawDoubledQuote = true;
      search = at + 2;
    }
  }

  private stop(firstCell: number, recordStart: number, unusual: boolean): PackedParse {
    this.cellStart.truncate(firstCell);
    this.cellEnd.truncate(firstCell);
    return { cursor: recordStart, unusual };
  }

  private pushCell(start: number, end: number, escaped: boolean): void {
    this.cellStart.push(start);
    this.cellEnd.push(escaped ? (end | ESCAPED) >>> 0 : end);
  }

  private cellText(text: string, cell: number): string {
    const end = this.cellEnd.get(cell);
    const value = text.slice(this.cellStart.get(cell), end & OFFSET);
    return end & ESCAPED ? value.replaceAll(this.doubledQuote, this.quote) : value;
  }

  private endCell(index: number): number {
    return index + 1 < this.rowFirstCell.length ? this.rowFirstCell.get(index + 1) : this.cellStart.length;
  }
}
