import type { RowDecisions } from "../../../core/dedupe/apply-decisions";
import { cellText } from "../../../core/dedupe/cell-text";
import type { RowTable } from "../../../core/dedupe/row-table";
import { formatCsvRow } from "../../../core/export/csv";
import {
  classifyRecord,
  isSignedNumber,
  RECORD_FORMULAS,
  RECORD_UNCHANGED,
  startsFormula,
} from "./record-scan";

export type CsvDelimiter = "," | ";" | "\t";

const CR = 0x0d;
const LF = 0x0a;

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
  const bounds = new Uint32Array(2);
  const copies = table.delimiter === delimiter;
  const separator = delimiter.charCodeAt(0);
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
    // The record has no quotes (classifyRecord said so): every delimiter in it ends a field.
    for (let at = start; at <= end; at++) {
      let fieldEnd = at;
      while (fieldEnd < end && text.charCodeAt(fieldEnd) !== separator) fieldEnd++;
      if (at < fieldEnd && startsFormula(text.charCodeAt(at)) && !isSignedNumber(text, at, fieldEnd))
        markAt(at);
      at = fieldEnd;
    }
  };
  for (let index = 0; index < table.length; index++) {
    if (!decisions.keptFlag[index]) continue;
    const replaced = hasReplacements ? decisions.replacement.get(index) : undefined;
    const text =
      !copies || replaced || table.width(index) !== width ? null : table.sourceBounds(index, bounds);
    const start = bounds[0] as number;
    const end = bounds[1] as number;
    const kind = text === null ? null : classifyRecord(text, start, end, separator);
    if (kind === RECORD_UNCHANGED) {
      extendRun(text as string, start, end);
      continue;
    }
    if (kind === RECORD_FORMULAS) {
      extendRun(text as string, start, end);
      markFormulas(text as string, start, end);
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
