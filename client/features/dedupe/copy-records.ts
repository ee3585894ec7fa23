import type { RowDecisions } from "../../../core/dedupe/apply-decisions";
import { cellText } from "../../../core/dedupe/cell-text";
import { startsFormula } from "../../../core/dedupe/import/field-edges";
import { RECORD_FORMULA_START, RECORD_PLAIN, type RowTable } from "../../../core/dedupe/row-table";
import { formatCsvRow } from "../../../core/export/csv";

export type CsvDelimiter = "," | ";" | "\t";

const CR = 0x0d;
const LF = 0x0a;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The pieces of a record pattern for one delimiter (see `recordPatterns`). */
function fieldPatterns(delimiter: string): {
  d: string;
  plain: string;
  signed: string;
  quoted: string;
  formula: string;
} {
  const d = escapeRegExp(delimiter);
  const inClass = delimiter === "\t" ? "\\t" : d;
  const plain = `(?:[^\\s"=+\\-@\\0${inClass}](?:[^"\\r\\n\\0${inClass}]*[^\\s"\\0${inClass}])?)?`;
  const signed = `[-+]\\d[\\d.${delimiter === "," ? "" : ","}]*`;
  const needsQuotes = `(?:[^"]|"")*?(?:${d}|"")| |(?:[^"]|"")*\\s"`;
  const quoted = `"(?![\\t\\r\\n=+\\-@\\0])(?=${needsQuotes})(?:[^"\\r\\n\\0]|"")*"`;
  // Starts like a formula, so the writer puts a quote mark before it, and needs no quotes after that.
  const formula = `[=+\\-@](?:[^"\\r\\n\\0${inClass}]*[^\\s"\\0${inClass}])?`;
  return { d, plain, signed, quoted, formula };
}

interface RecordPatterns {
  /** Records formatCsvRow writes back unchanged. */
  readonly unchanged: RegExp;
  /** Records without quotes whose only change is a quote mark before each field that starts like a formula. */
  readonly formulas: RegExp;
  /** Sticky, where a field starts: it gets that quote mark (not a plain signed number). */
  readonly formula: RegExp;
}

/**
 * Records that formatCsvRow would write back unchanged, field by field: unquoted text with no quote,
 * line break or white space at either end that does not start like a formula (a plain signed number
 * may); or a quoted field that needs its quotes (a delimiter or a doubled quote inside, a space first
 * or white space last) and does not start like a formula. Anything else is formatted as usual.
 * Sticky, tried where a record starts in the file's text: no field holds a line break, so a match
 * that reaches the record's end is the whole record. Phone numbers written "+31 6 ..." make a fifth
 * of a Dutch customer list's records take the second pattern.
 */
function recordPatterns(delimiter: string): RecordPatterns {
  const { d, plain, signed, quoted, formula } = fieldPatterns(delimiter);
  const field = `(?:${quoted}|${signed}|${plain})`;
  const unquoted = `(?:${signed}|${plain}|${formula})`;
  return {
    unchanged: new RegExp(`${field}(?:${d}${field})*(?=[\\r\\n]|$)`, "y"),
    formulas: new RegExp(`${unquoted}(?:${d}${unquoted})*(?=[\\r\\n]|$)`, "y"),
    formula: new RegExp(`(?=[=+\\-@])(?!${signed}(?:${d}|[\\r\\n]|$))`, "y"),
  };
}

/** `pattern` matches the record at [start, end) of `text`, all of it. */
function matchesRecord(pattern: RegExp, text: string, start: number, end: number): boolean {
  pattern.lastIndex = start;
  return pattern.test(text) && pattern.lastIndex === end;
}

/**
 * The kept records of a cleaned CSV, each followed by CRLF, handed to `write` as pieces of text.
 * A record the writer would not change is copied from the file; records that follow each other in
 * the file with CRLF between are copied as one slice, so a million-row file becomes a few hundred
 * thousand pieces rather than a string per row. The rest are formatted (formatCsvRow).
 */
export function writeKeptRecords(
  table: RowTable,
  decisions: RowDecisions,
  width: number,
  delimiter: CsvDelimiter,
  write: (piece: string) => void,
): void {
  const options = { delimiter, bom: true };
  const patterns = recordPatterns(delimiter);
  // The record's [start, end) and the loader's marks.
  const bounds = new Uint32Array(3);
  const copies = table.delimiter === delimiter;
  // The patterns read a quote mark as the file's quote: in a file quoted with ' or not at all,
  // '…' is a quoted field they would copy as text and "…" text they would copy as a quoted field.
  const patternsApply = table.quote === '"';
  const hasReplacements = decisions.replacement.size > 0;
  // The run of copied records not written yet: its text and [start, end).
  let run: string | null = null;
  let runStart = 0;
  let runEnd = 0;
  const endRun = (): void => {
    if (run === null) return;
    // The file's own CRLF after the run comes with it: one piece, not two.
    const crlf = run.charCodeAt(runEnd) === CR && run.charCodeAt(runEnd + 1) === LF;
    write(run.slice(runStart, crlf ? runEnd + 2 : runEnd));
    if (!crlf) write("\r\n");
    run = null;
  };
  /** The record at [start, end) of `text` joins the run when it follows it in the file, else starts one. */
  const extendRun = (text: string, start: number, end: number): void => {
    const follows =
      text === run &&
      start === runEnd + 2 &&
      text.charCodeAt(runEnd) === CR &&
      text.charCodeAt(runEnd + 1) === LF;
    if (!follows) {
      endRun();
      run = text;
      runStart = start;
    }
    runEnd = end;
  };
  /** The run's text up to each field of the record that starts like a formula, then the quote mark. */
  const markFormulas = (text: string, start: number, end: number): void => {
    const markAt = (at: number): void => {
      if (at > runStart) write(text.slice(runStart, at));
      write("'");
      runStart = at;
    };
    const formula = patterns.formula;
    // The record has no quotes (the pattern said so) and `width` fields: its width - 1 delimiters
    // end them, found natively, and the search never runs past the last one.
    let at = start;
    for (let field = 0; field < width; field++) {
      if (at < end && startsFormula(text.charCodeAt(at))) {
        formula.lastIndex = at;
        if (formula.test(text)) markAt(at);
      }
      if (field + 1 < width) at = text.indexOf(delimiter, at) + 1;
    }
  };
  for (let index = 0; index < table.length; index++) {
    if (!decisions.keptFlag[index]) continue;
    const replaced = hasReplacements ? decisions.replacement.get(index) : undefined;
    const text =
      !copies || replaced || table.width(index) !== width ? null : table.sourceBounds(index, bounds);
    const start = bounds[0] as number;
    const end = bounds[1] as number;
    // The loader saw the record plain: the patterns below would say so too, without reading it again.
    const marks = text === null ? 0 : (bounds[2] as number);
    if (marks & RECORD_PLAIN) {
      extendRun(text as string, start, end);
      if (marks & RECORD_FORMULA_START) markFormulas(text as string, start, end);
      continue;
    }
    if (text !== null && patternsApply && matchesRecord(patterns.unchanged, text, start, end)) {
      extendRun(text, start, end);
      continue;
    }
    if (text !== null && patternsApply && matchesRecord(patterns.formulas, text, start, end)) {
      extendRun(text, start, end);
      markFormulas(text, start, end);
      continue;
    }
    endRun();
    const row = replaced ?? table.row(index);
    write(
      formatCsvRow(
        Array.from({ length: width }, (_, column) => cellText(row[column])),
        options,
      ),
    );
    write("\r\n");
  }
  endRun();
}
