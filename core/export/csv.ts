import { neutraliseCell } from "./neutralise-cell";

/** A cell as the caller has it; numbers and dates must already be formatted by the caller. */
export type CsvCell = string | null | undefined;

export interface CsvOptions {
  /** `;` for Dutch Excel (decimal comma), `,` for decimal point locales, tab for TSV. */
  readonly delimiter: "," | ";" | "\t";
  /** UTF-8 byte order mark so Excel detects UTF-8. */
  readonly bom: boolean;
  /** Leave text cells as typed instead of neutralising formulas; only for machine-to-machine exports. */
  readonly keepFormulas?: boolean;
}

const BOM = "\uFEFF";

function quoteCell(cell: string, delimiter: string): string {
  const mustQuote = cell.includes(delimiter) || /["\r\n]/.test(cell) || cell !== cell.trim();
  return mustQuote ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** One CSV record (RFC 4180 quoting), without the line ending. */
export function formatCsvRow(row: readonly CsvCell[], options: CsvOptions): string {
  return row
    .map((raw) => {
      const text = raw ?? "";
      return quoteCell(options.keepFormulas ? text : neutraliseCell(text), options.delimiter);
    })
    .join(options.delimiter);
}

/** A whole CSV document: RFC 4180 quoting, CRLF line endings, optional BOM. */
export function writeCsv(rows: Iterable<readonly CsvCell[]>, options: CsvOptions): string {
  const lines: string[] = [];
  for (const row of rows) lines.push(formatCsvRow(row, options));
  return `${options.bom ? BOM : ""}${lines.join("\r\n")}${lines.length > 0 ? "\r\n" : ""}`;
}
