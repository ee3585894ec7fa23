import { type DateOrder, detectDateOrder, findDates } from "./dates";
import type { Layout, Line } from "./layout";
import type { Field } from "./types";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
/** Dutch and German abbreviations that differ from the English ones. */
const OTHER_MONTHS: Readonly<Record<string, number>> = { mrt: 3, mär: 3, mei: 5, mai: 5, okt: 10, dez: 12 };

function monthOf(word: string): number | null {
  const key = word.toLowerCase().slice(0, 3);
  const english = MONTHS.indexOf(key);
  return english >= 0 ? english + 1 : (OTHER_MONTHS[key] ?? null);
}

function toIso(year: number, month: number, day: number): string | null {
  const full = year < 100 ? 2000 + year : year;
  if (month < 1 || month > 12 || day < 1 || full < 1990 || full > 2099) return null;
  const date = new Date(Date.UTC(full, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${full}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** "29-Nov-19", "01 Feb 20", "27Nov2026": a month name with a two- or four-digit year. */
const MONTH_NAME_DATE =
  /(?<![\p{L}\d])(\d{1,2})[\s\-./]*(\p{L}{3,9})\.?[\s\-./,]*('?\d{4}|'?\d{2})(?![\d:])/gu;
/** "20180304", "25032018": eight digits that read as one date (year first or last). */
const COMPACT_DATE = /(?<![\d.,])(\d{8})(?![\d.,])/g;
const TIME = /(?<!\d)([01]?\d|2[0-3])[:.][0-5]\d(?::[0-5]\d)?(?!\d)/;
export const DATE_LABEL = /(?<!\p{L})(date|datum|tarikh|dated|fecha|data)(?!\p{L})/iu;
/** Dates that are not the sale: expiry, validity, due and return-by dates printed on a receipt. */
export const OTHER_DATE =
  /(?<!\p{L})(exp(?:iry|ires)?|valid|v[áa]lid[oa]|valable|geldig|g[üu]ltig|due|best before|return|retour|ruilen|umtausch|[ée]change|jusqu|hasta|fino al|entro il|warranty)(?!\p{L})/iu;

/** "27/11/2614:32" → "27/11/26 14:32": a till that prints (or OCR that reads) no space before the time. */
const DATE_GLUED_TO_TIME = /(?<!\d)(\d{1,2}[-./]\d{1,2}[-./])(\d{2}|\d{4})(?=(?:[01]?\d|2[0-3]):[0-5]\d)/g;
/** A date told apart from the time the print or the OCR ran into it. */
function separateDateParts(text: string): string {
  return text.replace(DATE_GLUED_TO_TIME, "$1$2 ");
}

/** Digits misread as letters in a date-shaped token: "2O18", "l2/01". */
function repairDateDigits(text: string): string {
  return separateDateParts(text).replace(
    /(?<![\p{L}])[\dOolI]{1,4}(?:[-./][\dOolI]{1,4}){2}(?!\p{L})/gu,
    (token) => (/\d/.test(token) ? token.replace(/[Oo]/g, "0").replace(/[lI]/g, "1") : token),
  );
}

/** Every date on one till line, the common invoice forms first, then the till forms. */
export function findReceiptDates(text: string, order: DateOrder): string[] {
  const repaired = repairDateDigits(text);
  const found = findDates(repaired, order).map((date) => date.iso);
  for (const m of repaired.matchAll(MONTH_NAME_DATE)) {
    const month = monthOf(m[2] ?? "");
    const iso = month ? toIso(Number((m[3] ?? "").replace("'", "")), month, Number(m[1])) : null;
    if (iso && !found.includes(iso)) found.push(iso);
  }
  for (const m of repaired.matchAll(COMPACT_DATE)) {
    const digits = m[1] ?? "";
    const yearFirst = toIso(Number(digits.slice(0, 4)), Number(digits.slice(4, 6)), Number(digits.slice(6)));
    const yearLast = toIso(Number(digits.slice(4)), Number(digits.slice(2, 4)), Number(digits.slice(0, 2)));
    // Only a compact date that reads one way: an eight-digit number is more often a code.
    const iso = yearFirst && !yearLast ? yearFirst : yearLast && !yearFirst ? yearLast : null;
    if (iso && !found.includes(iso)) found.push(iso);
  }
  return found;
}

function rank(line: Line): number {
  if (DATE_LABEL.test(line.text)) return 2;
  return TIME.test(separateDateParts(line.text)) ? 1 : 0;
}

/**
 * The date of the sale: a date labelled "Date"/"Datum"/"Tarikh" or printed with the time of the sale
 * beside it, else the first date. Expiry, due and return dates are passed over.
 */
export function extractReceiptDate(layout: Layout): Field<string> | undefined {
  const order = detectDateOrder(layout.lines.map((line) => line.text));
  let best: { iso: string; line: Line; rank: number } | undefined;
  for (const [index, line] of layout.lines.entries()) {
    if (OTHER_DATE.test(line.text)) continue;
    // A label alone on its line ("Date:") with the date under it.
    const next = layout.lines[index + 1];
    const labelAbove = index > 0 && /^\W*(date|datum|tarikh)\W*$/i.test(layout.lines[index - 1]?.text ?? "");
    const iso = findReceiptDates(line.text, order)[0];
    if (!iso) continue;
    const score = labelAbove ? 2 : rank(line);
    if (!best || score > best.rank) best = { iso, line, rank: score };
    if (score === 2 || (next === undefined && best)) break;
  }
  if (!best) return undefined;
  const { line } = best;
  return {
    value: best.iso,
    confidence: best.rank > 0 ? 0.9 : 0.75,
    source: { page: line.page, x: line.x, y: line.y, width: line.width, height: line.height },
  };
}
