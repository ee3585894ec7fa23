import Papa from "papaparse";
import { guessNewline, tokenizeFast } from "./fast-tokenize";

/** The start of a tokenised export (every line as its cells, an empty line `[""]`), and its delimiter. */
export interface CsvTable {
  readonly head: readonly string[][];
  readonly delimiter: string;
  /** The text as tokenised (line ends repaired). */
  readonly text: string;
}

const DELIMITERS = [";", ",", "\t", "|"] as const;
const SAMPLE_LINES = 40;
/** Lines read up front to find the header and decide each column's formats. */
const HEAD_LINES = 500;
/** Rows are handed over a chunk at a time and die young: a table of a 50 MB file kept whole costs seconds of GC. */
const CHUNK_BYTES = 1 << 20;

/**
 * Finds the delimiter and tokenises the first lines with Papa Parse. The delimiter is the one that
 * gives the most lines of the same width (at least two cells) in the first lines, so a preamble
 * ("KNAB EXPORT") or a decimal comma inside quotes does not mislead it.
 */
export function readCsvHead(input: string): CsvTable | null {
  // Rabobank exports seen with CR CR LF: one line end, not a blank line after every row.
  const text = input.includes("\r\r\n") ? input.replaceAll("\r\r\n", "\n") : input;
  const delimiter = pickDelimiter(text);
  if (!delimiter) return null;
  const head = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false, preview: HEAD_LINES }).data;
  for (const row of head) cleanRow(row);
  return { head, delimiter, text };
}

/**
 * Every row of the export in order with its 0-based index (the line, unless a quoted cell holds a line
 * break), cells trimmed (Revolut writes " ; "), a quote a damaged row kept at one end only dropped.
 */
export function forEachCsvRow(table: CsvTable, onRow: (row: readonly string[], index: number) => void): void {
  let index = 0;
  forEachCsvCells(table.text, table.delimiter, (row) => {
    cleanRow(row);
    onRow(row, index++);
  });
}

/**
 * Every row exactly as Papa Parse tokenises it: the fast tokeniser reads the plain rows of a bank's
 * export, Papa Parse the rest of the text from the first row the fast one leaves (a damaged quote).
 */
export function forEachCsvCells(input: string, delimiter: string, onRow: (row: string[]) => void): void {
  // Papa Parse drops a byte order mark before it reads.
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const newline = guessNewline(text);
  const rest = tokenizeFast(text, delimiter, newline, onRow);
  if (rest === -1) return;
  const config: Papa.ParseConfig<string[]> & ChunkConfig = {
    delimiter,
    newline,
    skipEmptyLines: false,
    chunkSize: CHUNK_BYTES,
    chunk: (results) => {
      for (const row of results.data) onRow(row);
    },
  };
  // Papa Parse streams a string in chunks synchronously (StringStreamer); its types allow `chunk` for files only.
  const tail = text.slice(rest);
  // Papa Parse would drop a byte order mark that starts the rest as if it started the file.
  Papa.parse<string[]>(tail.charCodeAt(0) === 0xfeff ? `\uFEFF${tail}` : tail, config);
}

interface ChunkConfig {
  readonly chunkSize: number;
  readonly chunk: (results: Papa.ParseResult<string[]>) => void;
}

function cleanRow(row: string[]): void {
  for (let i = 0; i < row.length; i++) row[i] = cleanCell(row[i] ?? "");
}

function cleanCell(cell: string): string {
  let value = cell;
  const first = value.charCodeAt(0);
  const last = value.charCodeAt(value.length - 1);
  if (first === 32 || last === 32 || first === 9) value = value.trim();
  // A quote a damaged row kept at one end only, or a quoted cell after a space Papa Parse kept as text.
  if (value.charCodeAt(0) === 34 || value.charCodeAt(value.length - 1) === 34)
    value = value.replace(/^"|"$/g, "");
  // de Volksbank writes its description column in single quotes.
  if (value.length >= 2 && value.charCodeAt(0) === 39 && value.charCodeAt(value.length - 1) === 39)
    value = value.slice(1, -1);
  return value;
}

function pickDelimiter(text: string): string | null {
  const sample = text
    .slice(0, 64 * 1024)
    .split(/\r\n|\n|\r/, SAMPLE_LINES + 1)
    .slice(0, SAMPLE_LINES)
    .join("\n");
  let best: string | null = null;
  let bestScore = 0;
  for (const delimiter of DELIMITERS) {
    const rows = Papa.parse<string[]>(sample, { delimiter, skipEmptyLines: true }).data;
    const widths = new Map<number, number>();
    for (const row of rows) if (row.length >= 2) widths.set(row.length, (widths.get(row.length) ?? 0) + 1);
    let score = 0;
    for (const [width, count] of widths) score = Math.max(score, count * 1000 + width);
    if (score > bestScore) {
      bestScore = score;
      best = delimiter;
    }
  }
  return best;
}
