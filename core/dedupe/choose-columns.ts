import { cellText } from "./cell-text";
import { findIdentifierColumns } from "./load-table";
import { firstRows, type RowTable } from "./row-table";
import { BIRTH_HEADER } from "./suggest-rules";
import type { ColumnRule, Row } from "./types";

/** Why fuzzy matching compares a column by default, or leaves it out. */
export type ColumnReason =
  | "name"
  | "address"
  | "postcode"
  | "phone"
  | "email"
  | "birth-date"
  | "code"
  | "text"
  | "identifier"
  | "category"
  | "measure"
  | "event-date"
  | "sparse";

export interface ColumnSuggestion {
  readonly column: number;
  readonly included: boolean;
  readonly reason: ColumnReason;
}

const SAMPLE_ROWS = 10_000;
/** A column with at most this many different values (gender, status, type, country) is a category. */
const CATEGORY_VALUES = 12;
/** Below this share of filled cells a column says too little to weigh. */
const MIN_FILL = 0.05;
const DATE_HEADER = /date|datum/i;
const POSTCODE_HEADER = /post(al)?[\s_-]?code|zip/i;
const ADDRESS_HEADER = /addr|adres|straat|street/i;
/** Kinds that identify on their own even when few values repeat (a shared office e-mail). */
const IDENTIFYING: ReadonlySet<ColumnReason> = new Set(["email", "name"]);
const MEASURE_HEADER =
  /amount|bedrag|price|prijs|total|totaal|balance|saldo|quantity|aantal|lat(itude)?$|lon(gitude)?$|lng$|coord|score/i;
/** A number with decimals: amounts, coordinates, measurements. Duplicates need not share them. */
const DECIMAL = /^[-+]?\d*[.,]\d+$/;

interface ColumnStats {
  readonly filled: number;
  readonly distinct: number;
  readonly decimals: number;
}

function statsOf(rows: readonly Row[], column: number): ColumnStats {
  const seen = new Set<string>();
  let filled = 0;
  let decimals = 0;
  for (const row of rows) {
    const text = cellText(row[column]).trim().toLowerCase();
    if (text === "") continue;
    filled++;
    seen.add(text);
    if (DECIMAL.test(text)) decimals++;
  }
  return { filled, distinct: seen.size, decimals };
}

function typedReason(rule: ColumnRule, header: string): ColumnSuggestion["reason"] {
  switch (rule.normalisation.kind) {
    case "email":
    case "phone":
    case "postcode":
      return rule.normalisation.kind;
    case "date":
      return BIRTH_HEADER.test(header) ? "birth-date" : "event-date";
    case "number":
      if (BIRTH_HEADER.test(header)) return "birth-date";
      return POSTCODE_HEADER.test(header) ? "postcode" : "code";
    case "text":
      if (BIRTH_HEADER.test(header)) return "birth-date";
      if (DATE_HEADER.test(header)) return "event-date";
      if (rule.method === "token-set") return "name";
      if (rule.method === "address" || ADDRESS_HEADER.test(header)) return "address";
      return POSTCODE_HEADER.test(header) ? "postcode" : "text";
  }
}

const LEFT_OUT: ReadonlySet<ColumnReason> = new Set([
  "identifier",
  "category",
  "measure",
  "event-date",
  "sparse",
]);

/**
 * Which columns fuzzy matching weighs by default, and why. Columns that identify someone (names,
 * addresses, postcodes, phones, e-mail, birth dates, codes and text that repeat) are in; row ids,
 * categories (gender, status, type: everyone shares them), amounts and coordinates (duplicates need
 * not share them), dates of events and nearly empty columns are out. With 32 columns those outvoted
 * the name and address; the user sees the reason and can tick any column back in.
 */
export function chooseColumns(
  headers: readonly string[],
  allRows: readonly Row[] | RowTable,
  rules: readonly ColumnRule[],
): ColumnSuggestion[] {
  const rows = firstRows(allRows, SAMPLE_ROWS);
  const identifiers = new Set(findIdentifierColumns(rows, rules));
  return rules.map((rule) => {
    const header = headers[rule.column] ?? "";
    const stats = statsOf(rows, rule.column);
    const typed = typedReason(rule, header);
    let reason: ColumnReason = typed;
    if (typed !== "email" && (MEASURE_HEADER.test(header) || stats.decimals >= stats.filled * 0.8))
      reason = "measure";
    else if (identifiers.has(rule.column)) reason = "identifier";
    // A full name, however rarely filled, is where merged sources put a name they did not split.
    else if (stats.filled < Math.max(2, rows.length * MIN_FILL) && rule.role !== "full-name")
      reason = "sparse";
    else if (
      !IDENTIFYING.has(typed) &&
      stats.distinct <= CATEGORY_VALUES &&
      stats.distinct * 3 <= stats.filled
    )
      reason = "category";
    return { column: rule.column, included: !LEFT_OUT.has(reason), reason };
  });
}
