import { toScaled } from "../decimal";
import { isValidIban } from "../iban";
import { recogniseHeader, recogniseHeaderless } from "./bank-layouts";
import { detectDecimalSeparator, parseCsvAmount, parseCsvDate } from "./csv-values";
import { CSV_ROLES, type CsvRole, matchHeader, normaliseHeader } from "./header-roles";

/**
 * How the columns of a bank export are read: which row is the header (-1: none) and what each column
 * holds. Shown to the user as a preview they can correct, and passed back to the reader as is.
 */
export interface CsvMapping {
  /** The bank recognised from the header or the row shape; "" when the columns were inferred. */
  readonly bank: string;
  readonly headerRow: number;
  /** Header cells as written ("" for a headerless file), one per column. */
  readonly headers: readonly string[];
  readonly roles: readonly (CsvRole | null)[];
  /** ABN AMRO's fixed-width description, from which the counterparty is read. */
  readonly abnDescription?: boolean;
}

const HEADER_SEARCH_ROWS = 30;
const SAMPLE_ROWS = 60;

/** The mapping of a tokenised export: a known bank's, else one inferred from header words or cell shapes; null when no date and amount can be found. */
export function inferCsvMapping(rows: readonly (readonly string[])[]): CsvMapping | null {
  const headerRow = findHeaderRow(rows);
  if (headerRow === -1) return inferHeaderless(rows);
  const headers = rows[headerRow] ?? [];
  const known = recogniseHeader(headers);
  const sample = sampleRows(rows, headerRow + 1, headers.length);
  const roles = headers.map((header, column) => {
    const override = known?.overrides[normaliseHeader(header)];
    if (override !== undefined) return override;
    return checkShape(matchHeader(header).role, columnOf(sample, column));
  });
  const mapping = { bank: known?.bank ?? "", headerRow, headers, roles: keepBestOfEach(headers, roles) };
  return hasAmountAndDate(mapping.roles) ? mapping : null;
}

/** The first line (of the first 30) with at least two header words, one of them a date or amount word. */
function findHeaderRow(rows: readonly (readonly string[])[]): number {
  const end = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let index = 0; index < end; index++) {
    const row = rows[index] ?? [];
    if (row.length < 2) continue;
    const roles = row.map((cell) => (looksLikeValue(cell) ? null : matchHeader(cell).role));
    const named = roles.filter((role) => role !== null).length;
    if (named >= 2 && roles.some((role) => role === "date") && roles.some(isAmountRole)) return index;
  }
  return -1;
}

function looksLikeValue(cell: string): boolean {
  return /\d/.test(cell) && (parseCsvAmount(cell, ",") !== null || isDateValue(cell));
}

function isAmountRole(role: CsvRole | null): boolean {
  return role === "amount" || role === "debit" || role === "credit";
}

function hasAmountAndDate(roles: readonly (CsvRole | null)[]): boolean {
  const has = (role: CsvRole): boolean => roles.includes(role);
  return has("date") && (has("amount") || has("debit") || has("credit"));
}

function sampleRows(
  rows: readonly (readonly string[])[],
  from: number,
  width: number,
): (readonly string[])[] {
  const sample: (readonly string[])[] = [];
  for (let i = from; i < rows.length && sample.length < SAMPLE_ROWS; i++) {
    const row = rows[i] ?? [];
    if (row.length >= Math.min(width, 2) && row.some((cell) => cell !== "")) sample.push(row);
  }
  return sample;
}

function columnOf(sample: readonly (readonly string[])[], column: number): string[] {
  return sample.map((row) => row[column] ?? "").filter((cell) => cell !== "");
}

/** Share of a column's cells that must fit its header word; the rest are rows skipped with a warning. */
const BELIEVED = 0.6;

/** A header word is only believed when the cells fit: a "Date" column of text is not the date. */
function checkShape(role: CsvRole | null, values: readonly string[]): CsvRole | null {
  if (role === null || values.length === 0) return role;
  if (role === "date" || role === "valueDate") return share(values, isDateValue) >= BELIEVED ? role : null;
  if (AMOUNT_ROLES.has(role)) return share(values, amountTest(values)) >= BELIEVED ? role : null;
  return role;
}

const AMOUNT_ROLES = new Set<CsvRole>(["amount", "debit", "credit", "balanceAfter", "balanceBefore", "fee"]);

/** A date in either day order; the column's order is decided later from all its values. */
function isDateValue(value: string): boolean {
  return parseCsvDate(value, "dmy") !== null || parseCsvDate(value, "mdy") !== null;
}

function amountTest(values: readonly string[]): (value: string) => boolean {
  const separator = detectDecimalSeparator(values);
  return (value) => parseCsvAmount(value, separator) !== null;
}

function share(values: readonly string[], test: (value: string) => boolean): number {
  let hits = 0;
  for (const value of values) if (test(value)) hits++;
  return hits / values.length;
}

/** Roles one column only may hold; for "date" the others stay as fallbacks, ordered by the reader. */
const SINGLE_ROLES = new Set<CsvRole>(CSV_ROLES.filter((role) => role !== "date" && role !== "description"));

/**
 * Where a role is claimed twice, the header that says more wins ("Naam tegenpartij" over "Naam", the
 * account holder's own name at KBC), then the one that is exactly the word, then the left one.
 */
function keepBestOfEach(headers: readonly string[], roles: readonly (CsvRole | null)[]): (CsvRole | null)[] {
  const result = [...roles];
  const winner = new Map<CsvRole, number>();
  const strength = (column: number): number => {
    const match = matchHeader(headers[column] ?? "");
    return match.words * 2 + (match.exact ? 1 : 0);
  };
  roles.forEach((role, column) => {
    if (role === null || !SINGLE_ROLES.has(role)) return;
    const current = winner.get(role);
    if (current === undefined) {
      winner.set(role, column);
      return;
    }
    const better = strength(column) > strength(current);
    if (better) winner.set(role, column);
    result[better ? current : column] = null;
  });
  return result;
}

/** Without a header: a known bank by its shape, else the columns read from what their cells look like. */
function inferHeaderless(rows: readonly (readonly string[])[]): CsvMapping | null {
  const width = modalWidth(rows);
  const sample = sampleRows(rows, 0, width).filter((row) => row.length === width);
  const known = recogniseHeaderless(sample);
  const headers = Array.from({ length: width }, () => "");
  if (known) {
    return {
      bank: known.bank,
      headerRow: -1,
      headers,
      roles: known.roles,
      abnDescription: known.abnDescription,
    };
  }
  const roles = inferRolesFromShapes(sample, width);
  return hasAmountAndDate(roles) ? { bank: "", headerRow: -1, headers, roles } : null;
}

function modalWidth(rows: readonly (readonly string[])[]): number {
  const counts = new Map<number, number>();
  for (const row of rows.slice(0, 200))
    if (row.length > 1) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
  let best = 0;
  let bestCount = 0;
  for (const [width, count] of counts) if (count > bestCount) [best, bestCount] = [width, count];
  return best;
}

/**
 * Column roles from cell shapes: date columns (first the booking date, then the value date), a
 * currency code, IBANs (one the same on every row is the account), numbers (a pair where one runs
 * as a balance of the other is amount and balance), and the longest text as the description.
 */
function inferRolesFromShapes(sample: readonly (readonly string[])[], width: number): (CsvRole | null)[] {
  const roles: (CsvRole | null)[] = Array.from({ length: width }, () => null);
  const numeric: number[] = [];
  let longestText = -1;
  let longestLength = 0;
  for (let column = 0; column < width; column++) {
    const values = columnOf(sample, column);
    if (values.length === 0) continue;
    if (share(values, isDateValue) >= 0.8 && !roles.includes("valueDate")) {
      roles[column] = roles.includes("date") ? "valueDate" : "date";
    } else if (share(values, (v) => /^[A-Z]{3}$/.test(v)) >= 0.8 && !roles.includes("currency")) {
      roles[column] = "currency";
    } else if (share(values, (v) => isValidIban(v.replace(/\s/g, ""))) >= 0.8) {
      const constant = new Set(values).size === 1;
      roles[column] = constant && !roles.includes("account") ? "account" : "counterAccount";
    } else if (share(values, (v) => /[.,]\d{1,2}$/.test(v) && amountTest(values)(v)) >= 0.8) {
      numeric.push(column);
    } else {
      const average = values.reduce((sum, v) => sum + v.length, 0) / values.length;
      if (average > longestLength && /[A-Za-z]/.test(values[0] ?? ""))
        [longestText, longestLength] = [column, average];
    }
  }
  if (longestText !== -1) roles[longestText] = "description";
  assignNumbers(roles, numeric, sample);
  return roles;
}

function assignNumbers(
  roles: (CsvRole | null)[],
  numeric: readonly number[],
  sample: readonly (readonly string[])[],
): void {
  const first = numeric[0];
  if (first === undefined) return;
  for (const amount of numeric) {
    for (const balance of numeric) {
      if (amount === balance) continue;
      const chain = chainKind(sample, amount, balance);
      if (chain) {
        roles[amount] = "amount";
        roles[balance] = chain;
        return;
      }
    }
  }
  roles[first] = "amount";
}

/** Whether `balance` runs as the balance after (or before) each row's `amount`, in file order or reversed. */
function chainKind(sample: readonly (readonly string[])[], amount: number, balance: number): CsvRole | null {
  const toCents = (value: string | undefined): bigint | null => {
    const parsed = parseCsvAmount(value ?? "", value?.includes(",") ? "," : ".");
    return parsed === null ? null : toScaled(parsed);
  };
  let after = 0;
  let before = 0;
  let pairs = 0;
  for (let i = 1; i < sample.length; i++) {
    const a = toCents(sample[i]?.[amount]);
    const b = toCents(sample[i]?.[balance]);
    const previousB = toCents(sample[i - 1]?.[balance]);
    const previousA = toCents(sample[i - 1]?.[amount]);
    if (a === null || b === null || previousB === null || previousA === null) continue;
    pairs++;
    if (previousB + a === b || b + previousA === previousB) after++;
    if (previousB + previousA === b || b + a === previousB) before++;
  }
  if (pairs === 0) return null;
  if (after >= pairs * 0.8) return "balanceAfter";
  if (before >= pairs * 0.8) return "balanceBefore";
  return null;
}
