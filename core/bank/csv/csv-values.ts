import { parseDecimal } from "../decimal";

/** How a column writes its amounts: which character is the decimal separator. */
export type DecimalSeparator = "." | ",";

/** How a column writes its dates, decided from all its values (a day above 12 settles DMY against MDY). */
export type DateOrder = "ymd" | "dmy" | "mdy";

const MONTHS: Readonly<Record<string, number>> = {
  jan: 1,
  feb: 2,
  mar: 3,
  mrt: 3,
  maa: 3,
  mär: 3,
  apr: 4,
  may: 5,
  mei: 5,
  mai: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  okt: 10,
  nov: 11,
  dec: 12,
  dez: 12,
  fév: 2,
  fev: 2,
  avr: 4,
  juin: 6,
  juil: 7,
  aoû: 8,
  aou: 8,
  déc: 12,
};

const NUMERIC_DATE = /^(\d{1,4})[-./](\d{1,2})[-./](\d{1,4})(?:[ T].*)?$/;
const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})$/;
const NAMED_MONTH_FIRST = /^([A-Za-zéûä]{3,})\.?\s+(\d{1,2}),?\s+(\d{4})/;
const DAY_FIRST_NAMED = /^(\d{1,2})[\s.-]+([A-Za-zéûä]{3,})\.?[\s.-]+(\d{2,4})/;

/**
 * Decides a date column's order from its values: four digits first is YMD, a first part above 12 is
 * DMY, a second part above 12 is MDY; otherwise DMY, the European way every bank here writes.
 */
export function detectDateOrder(values: readonly string[]): DateOrder {
  let dmy = false;
  let mdy = false;
  for (const value of values) {
    const match = NUMERIC_DATE.exec(value.trim());
    if (!match) continue;
    if ((match[1] ?? "").length === 4) return "ymd";
    if (Number(match[1]) > 12) dmy = true;
    if (Number(match[2]) > 12) mdy = true;
  }
  return mdy && !dmy ? "mdy" : "dmy";
}

/** A bank's date ("20230523", "23-05-2023", "03.04.18", "2021-09-05 11:32:41", "Apr 8, 2018") as ISO, or null. */
export function parseCsvDate(text: string, order: DateOrder): string | null {
  const value = text.trim();
  const compact = COMPACT_DATE.exec(value);
  if (compact) return isoDate(Number(compact[1]), Number(compact[2]), Number(compact[3]));
  const numeric = NUMERIC_DATE.exec(value);
  if (numeric) {
    const [a, b, c] = [numeric[1] ?? "", numeric[2] ?? "", numeric[3] ?? ""];
    if (a.length === 4) return isoDate(Number(a), Number(b), Number(c));
    if (c.length !== 4 && c.length !== 2) return null;
    const year = fullYear(c);
    return order === "mdy" ? isoDate(year, Number(a), Number(b)) : isoDate(year, Number(b), Number(a));
  }
  const monthFirst = NAMED_MONTH_FIRST.exec(value);
  if (monthFirst) return namedDate(monthFirst[2] ?? "", monthFirst[1] ?? "", monthFirst[3] ?? "");
  const dayFirst = DAY_FIRST_NAMED.exec(value);
  if (dayFirst) return namedDate(dayFirst[1] ?? "", dayFirst[2] ?? "", dayFirst[3] ?? "");
  return null;
}

function namedDate(day: string, monthName: string, year: string): string | null {
  const month = MONTHS[monthName.slice(0, 4).toLowerCase()] ?? MONTHS[monthName.slice(0, 3).toLowerCase()];
  return month ? isoDate(fullYear(year), month, Number(day)) : null;
}

function fullYear(text: string): number {
  const year = Number(text);
  return text.length === 2 ? (year < 70 ? 2000 + year : 1900 + year) : year;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return null;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 31);
  if (day > days) return null;
  return `${year}-${month < 10 ? "0" : ""}${month}-${day < 10 ? "0" : ""}${day}`;
}

/**
 * `parseCsvDate` for one column, remembering what it read: an export repeats the same few hundred
 * dates over hundreds of thousands of rows.
 */
export function createDateReader(order: DateOrder): (text: string) => string | null {
  const seen = new Map<string, string | null>();
  return (text) => {
    let date = seen.get(text);
    if (date === undefined) {
      date = parseCsvDate(text, order);
      if (seen.size < 20_000) seen.set(text, date);
    }
    return date;
  };
}

const PLAIN_COMMA = /^[-+]?\d+(?:,\d+)?$/;
const PLAIN_POINT = /^[-+]?\d+(?:\.\d+)?$/;
const DECIMAL_POINT_END = /\.\d{1,2}$/;
const DECIMAL_COMMA_END = /,\d{1,2}$/;

/**
 * Decides a column's decimal separator from its values: one that ends a value followed by one or two
 * digits ("-9,5", "1.000,00") is the decimal one; "1,000.00" says point. Without either, comma when a
 * comma appears at all (grouping is rarer than a Dutch "2500"), else point.
 */
export function detectDecimalSeparator(values: readonly string[]): DecimalSeparator {
  let comma = 0;
  let point = 0;
  for (const raw of values) {
    const value = raw.trim();
    if (DECIMAL_COMMA_END.test(value)) comma++;
    else if (DECIMAL_POINT_END.test(value)) point++;
  }
  if (comma !== point) return comma > point ? "," : ".";
  return values.some((value) => value.includes(",") && !value.includes(".")) ? "," : ".";
}

/**
 * A bank's amount as the canonical exact decimal ("-1234.50"), or null. Accepts a leading or trailing
 * sign, parentheses for negatives, thousands separators, spaces and a currency sign or code around it.
 */
export function parseCsvAmount(text: string, separator: DecimalSeparator): string | null {
  // Most cells are a bare number ("-12,50", "2500"): straight to the exact reader.
  if ((separator === "," ? PLAIN_COMMA : PLAIN_POINT).test(text))
    return parseDecimal(text.charCodeAt(0) === 43 ? text.slice(1) : text, separator);
  let value = text.trim();
  if (value === "") return null;
  let negative = false;
  if (value.startsWith("(") && value.endsWith(")")) {
    negative = true;
    value = value.slice(1, -1).trim();
  }
  value = value.replace(/^(?:EUR|USD|GBP|CHF|€|\$|£)\s*/i, "").replace(/\s*(?:EUR|USD|GBP|CHF|€|\$|£)$/i, "");
  const first = value.charCodeAt(0);
  if (first === 45 || first === 43 || first === 0x2212) {
    negative = negative || first !== 43;
    value = value.slice(1).trim();
  } else if (value.endsWith("-")) {
    negative = true;
    value = value.slice(0, -1).trim();
  }
  const grouping = separator === "," ? "." : ",";
  if (value.includes(grouping) || value.includes(" ") || value.includes("\u00a0") || value.includes("'")) {
    value = value.replace(/[\s\u00a0']/g, "");
    if (!groupedCorrectly(value, grouping, separator)) return null;
    value = value.replaceAll(grouping, "");
  }
  const parsed = parseDecimal(value, separator);
  if (parsed === null) return null;
  return negative && parsed !== "0.00" && !parsed.startsWith("-") ? `-${parsed}` : parsed;
}

/** "1.234.567,89": groups of three after the first; "12.34,5" is not an amount. */
function groupedCorrectly(value: string, grouping: string, separator: string): boolean {
  const whole = value.split(separator)[0] ?? "";
  const groups = whole.split(grouping);
  return groups.length === 1 || groups.slice(1).every((group) => group.length === 3);
}
