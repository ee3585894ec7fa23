import Papa from "papaparse";
import { type ImportResult, importError } from "./import-error";
import type { PackedRows } from "./packed-rows";
import { type CsvDialect, quoteCharacter } from "./sniff";

// One record larger than this means a quote that never closes: stop before re-parsing it forever.
const MAX_PENDING_CHARS = 32 * 1024 * 1024;

export interface CsvStreamSummary {
  readonly rows: number;
  /** Records with a stray quote inside an unquoted field (kept as typed). */
  readonly strayQuotes: number;
}

/**
 * Push-based CSV parsing on Papa Parse's own parser: text arrives in pieces (decoded file chunks),
 * complete records go to `onRows`, the unfinished last record waits for the next piece.
 */
export class CsvStreamParser {
  private readonly parser: Papa.Parser;
  private pending = "";
  private rows = 0;
  private strayQuotes = 0;
  private failure: ImportResult<CsvStreamSummary> | null = null;
  private readonly quote: string;
  private readonly newline: string;
  /** Papa Parse falls back to a comma for a delimiter it refuses; such files take its own path only. */
  private readonly plain: boolean;

  /** With `packed`, records go there (text without quotes straight from the text) instead of to `onRows`. */
  constructor(
    dialect: CsvDialect,
    private readonly onRows: (rows: string[][]) => void,
    private readonly packed?: PackedRows,
  ) {
    this.quote = quoteCharacter(dialect.quote);
    this.newline = dialect.newline;
    this.plain =
      packed !== undefined && dialect.delimiter !== "" && !Papa.BAD_DELIMITERS.includes(dialect.delimiter);
    this.parser = new Papa.Parser({
      delimiter: dialect.delimiter,
      quoteChar: quoteCharacter(dialect.quote),
      escapeChar: quoteCharacter(dialect.quote),
      newline: dialect.newline,
    });
  }

  /** The text from `from` to `to` comes next (a range of a decoded chunk's longer text). */
  push(text: string, from = 0, to = text.length): boolean {
    if (this.failure) return false;
    // A record left over from the last piece: joined with this one into a text of its own.
    const joined = this.pending.length > 0;
    const input = joined ? this.pending + text.slice(from, to) : text;
    const start = joined ? 0 : from;
    const end = joined ? input.length : to;
    if (this.packed && this.plain) {
      const before = this.packed.length;
      const parsed = this.packed.addText(input, this.newline, false, start, end);
      this.rows += this.packed.length - before;
      let cursor = parsed.cursor;
      if (parsed.unusual) {
        const result = this.parser.parse(input.slice(cursor, end), 0, true) as Papa.ParseResult<string[]>;
        this.take(result);
        cursor += result.meta.cursor;
      }
      return this.keep(input.slice(cursor, end));
    }
    const piece = start === 0 && end === input.length ? input : input.slice(start, end);
    const result = this.parser.parse(piece, 0, true) as Papa.ParseResult<string[]>;
    this.take(result);
    return this.keep(piece.slice(result.meta.cursor));
  }

  private keep(pending: string): boolean {
    this.pending = pending;
    if (this.pending.length > MAX_PENDING_CHARS) {
      this.failure = importError(
        "broken-quotes",
        `A quoted field that starts after row ${this.rows} never ends. Check the quote setting, or the file has broken quotes.`,
      );
      return false;
    }
    return true;
  }

  finish(): ImportResult<CsvStreamSummary> {
    if (this.failure) return this.failure;
    if (this.pending.length > 0 && this.packed && this.plain) {
      const before = this.packed.length;
      const parsed = this.packed.addText(this.pending, this.newline, true);
      this.rows += this.packed.length - before;
      this.pending = parsed.unusual ? this.pending.slice(parsed.cursor) : "";
    }
    if (this.pending.length > 0) {
      const result = this.parser.parse(this.pending, 0, false) as Papa.ParseResult<string[]>;
      if (result.errors.some((error) => error.code === "MissingQuotes")) {
        return importError(
          "broken-quotes",
          `A quoted field that starts on row ${this.rows + 1} never ends. Check the quote setting, or the file has broken quotes.`,
        );
      }
      this.take(result);
      this.pending = "";
    }
    return { ok: true, value: { rows: this.rows, strayQuotes: this.strayQuotes } };
  }

  private take(result: Papa.ParseResult<string[]>): void {
    for (const error of result.errors) if (error.code === "InvalidQuotes") this.strayQuotes++;
    const rows = result.data.filter((row) => !(row.length === 1 && row[0] === ""));
    this.rows += rows.length;
    if (rows.length === 0) return;
    if (this.packed) this.packed.addRows(rows);
    else this.onRows(rows);
  }
}
