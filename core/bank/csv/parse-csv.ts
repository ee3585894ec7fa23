import type { BankText } from "../bank-text";
import { formatScaled, toScaled } from "../decimal";
import type { BankStatement, BankTransaction, ParsedContent, ParseFailure, Result } from "../model";
import { createWarningList, type WarningList } from "../warning-list";
import { resolveColumns } from "./csv-columns";
import { addAmounts, type CsvFormats, readCsvRow } from "./csv-row";
import { forEachCsvRow, readCsvHead } from "./csv-table";
import { createDateReader, detectDateOrder, detectDecimalSeparator } from "./csv-values";
import { currencyInHeader } from "./header-roles";
import { type CsvMapping, inferCsvMapping } from "./infer-mapping";

/** A CSV reading: the statements, and the column mapping used (for the preview the user may correct). */
export interface ParsedCsv extends ParsedContent {
  readonly mapping: CsvMapping;
}

interface ReadRow {
  readonly transaction: BankTransaction;
  readonly balanceAfter: string | null;
  readonly line: number;
}

const FORMAT_SAMPLE = 500;

/**
 * Reads a bank's CSV/TXT/TAB export into statements: one per account and currency, in date order,
 * with opening and closing balances only where the file gives a running balance (checked row by
 * row; a break is a warning). `mapping` replaces the recognised one when the user corrected it.
 */
export function parseCsv(
  text: string,
  fileName: string,
  given?: CsvMapping,
): Result<ParsedCsv, ParseFailure> {
  const table = readCsvHead(text.replace(/^\uFEFF/, ""));
  if (!table) return failure({ code: "csv_no_columns" });
  const mapping = given ?? inferCsvMapping(table.head);
  if (!mapping) return failure({ code: "csv_no_columns" });
  const columns = resolveColumns(mapping);
  const dataStart = mapping.headerRow + 1;
  const formats = decideFormats(table.head, dataStart, mapping);
  const warnings = createWarningList();
  const groups = new Map<string, { account: string; currency: string; rows: ReadRow[] }>();
  const width = mapping.roles.length;
  forEachCsvRow(table, (row, index) => {
    if (index < dataStart || isBlankOrComment(row) || row.length < Math.min(width, 3)) return;
    const read = readCsvRow(row, columns, formats);
    if (!read.ok) {
      warnings.add({ code: read.code, values: { value: read.value.slice(0, 40) }, line: index + 1 });
      return;
    }
    const key = `${read.account}\u0000${read.transaction.currency}`;
    let group = groups.get(key);
    if (!group) {
      group = { account: read.account, currency: read.transaction.currency, rows: [] };
      groups.set(key, group);
    }
    group.rows.push({ transaction: read.transaction, balanceAfter: read.balanceAfter, line: index + 1 });
  });
  if (groups.size === 0) return failure({ code: "csv_no_rows" });
  const statements: BankStatement[] = [];
  for (const group of groups.values()) {
    statements.push(buildStatement(fileName, group, statements.length + 1, warnings));
  }
  const hasBalances = mapping.roles.includes("balanceAfter") || mapping.roles.includes("balanceBefore");
  if (!hasBalances) warnings.add({ code: "csv_no_balances" });
  if (mapping.bank === "")
    warnings.add({ code: "csv_columns_inferred", values: { columns: describeMapping(mapping) } });
  return { ok: true, value: { statements, warnings: warnings.list(), mapping } };
}

function failure(text: BankText): Result<ParsedCsv, ParseFailure> {
  return { ok: false, error: { ...text, message: "" } };
}

function isBlankOrComment(row: readonly string[]): boolean {
  const first = row[0] ?? "";
  if (first.startsWith("#")) return true;
  for (const cell of row) if (cell !== "") return false;
  return true;
}

function decideFormats(rows: readonly (readonly string[])[], start: number, mapping: CsvMapping): CsvFormats {
  const dates = new Map<number, (text: string) => string | null>();
  const separator = new Map<number, ReturnType<typeof detectDecimalSeparator>>();
  mapping.roles.forEach((role, column) => {
    if (role === null) return;
    const values: string[] = [];
    for (let i = start; i < rows.length && values.length < FORMAT_SAMPLE; i++) {
      const value = rows[i]?.[column];
      if (value) values.push(value);
    }
    if (role === "date" || role === "valueDate") dates.set(column, createDateReader(detectDateOrder(values)));
    else separator.set(column, detectDecimalSeparator(values));
  });
  const amountHeader = mapping.headers.find((header) => currencyInHeader(header) !== "") ?? "";
  return {
    dates,
    separator,
    currency: currencyInHeader(amountHeader) || "EUR",
    abnDescription: mapping.abnDescription === true,
  };
}

/**
 * Banks list newest first (ING) or oldest first (Rabobank); a statement runs oldest first. The dates
 * decide, and for rows of one day the balance chain does.
 */
function chronological(rows: readonly ReadRow[]): ReadRow[] {
  const first = rows[0]?.transaction.bookingDate ?? "";
  const last = rows[rows.length - 1]?.transaction.bookingDate ?? "";
  if (first > last) return [...rows].reverse();
  if (first < last) return [...rows];
  return chainBreaks(rows) > chainBreaks([...rows].reverse()) ? [...rows].reverse() : [...rows];
}

function chainBreaks(rows: readonly ReadRow[]): number {
  let breaks = 0;
  let running: string | null = null;
  for (const row of rows) {
    if (row.balanceAfter === null) continue;
    if (
      running !== null &&
      toScaled(addAmounts(running, row.transaction.amount)) !== toScaled(row.balanceAfter)
    )
      breaks++;
    running = row.balanceAfter;
  }
  return breaks;
}

function buildStatement(
  fileName: string,
  group: { account: string; currency: string; rows: ReadRow[] },
  number: number,
  warnings: WarningList,
): BankStatement {
  const rows = chronological(group.rows);
  let opening: bigint | null = null;
  let running: bigint | null = null;
  for (const row of rows) {
    const { amount, status } = row.transaction;
    if (status === "PDNG" || status === "INFO") continue;
    const scaled = toScaled(amount);
    if (running !== null) running += scaled;
    if (row.balanceAfter === null) continue;
    const balance = toScaled(row.balanceAfter);
    if (running === null) {
      opening = balance - scaled;
    } else if (running !== balance) {
      warnings.add({
        code: "csv_balance_break",
        values: { expected: formatScaled(running), found: row.balanceAfter },
        statement: number,
        line: row.line,
      });
    }
    running = balance;
  }
  const firstDate = rows[0]?.transaction.bookingDate ?? "";
  const lastDate = rows[rows.length - 1]?.transaction.bookingDate ?? "";
  const balance = (amount: bigint | null, date: string) =>
    amount === null ? null : { amount: formatScaled(amount), currency: group.currency, date };
  return {
    fileName,
    format: "csv",
    statementId: "",
    account: group.account,
    currency: group.currency,
    number: "",
    sequence: "",
    openingBalance: balance(opening, firstDate),
    closingBalance: balance(running, lastDate),
    closingAvailableBalance: null,
    transactions: rows.map((row) => row.transaction),
    location: `line ${group.rows[0]?.line ?? 1}`,
  };
}

function describeMapping(mapping: CsvMapping): string {
  return mapping.roles
    .map((role, column) => (role ? `${role} = ${mapping.headers[column] || `column ${column + 1}`}` : ""))
    .filter(Boolean)
    .join("; ");
}
