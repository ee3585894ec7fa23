import Papa from "papaparse";

/** A tokenised export: every line as its cells (an empty line is `[""]`), and what separated them. */
export interface CsvTable {
  readonly rows: readonly string[][];
  readonly delimiter: string;
}

const DELIMITERS = [";", ",", "\t", "|"] as const;
const SAMPLE_LINES = 40;

/**
 * Splits a bank export into cells with Papa Parse. The delimiter is the one that gives the most lines
 * of the same width (at least two cells) in the first lines, so a preamble ("KNAB EXPORT") or a
 * decimal comma inside quotes does not mislead it. Cells are trimmed (Revolut writes " ; "), and a
 * quote a damaged row kept at one end only is dropped.
 */
export function readCsvTable(text: string): CsvTable | null {
  // Rabobank exports seen with CR CR LF: one line end, not a blank line after every row.
  const clean = text.includes("\r\r\n") ? text.replaceAll("\r\r\n", "\n") : text;
  const delimiter = pickDelimiter(clean);
  if (!delimiter) return null;
  const parsed = Papa.parse<string[]>(clean, { delimiter, skipEmptyLines: false });
  const rows = parsed.data;
  for (const row of rows) {
    for (let i = 0; i < row.length; i++) row[i] = cleanCell(row[i] ?? "");
  }
  return { rows, delimiter };
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
