import { MORE_LANGUAGE_MONTHS } from "./months-more-languages";

/** Month names and abbreviations in Dutch, English, German and French, lower-case without dots. */
const MONTHS: Readonly<Record<string, number>> = {
  januari: 1,
  january: 1,
  januar: 1,
  janvier: 1,
  jan: 1,
  janv: 1,
  jän: 1,
  // Austrian German, as Austrian invoices print January.
  jänner: 1,
  februari: 2,
  february: 2,
  februar: 2,
  février: 2,
  fevrier: 2,
  feb: 2,
  febr: 2,
  fév: 2,
  fev: 2,
  févr: 2,
  maart: 3,
  march: 3,
  märz: 3,
  maerz: 3,
  mars: 3,
  mrt: 3,
  mar: 3,
  mär: 3,
  // DIN 5008's abbreviation, as German software prints it ("15. Mrz. 2024").
  mrz: 3,
  april: 4,
  avril: 4,
  apr: 4,
  avr: 4,
  mei: 5,
  may: 5,
  mai: 5,
  juni: 6,
  june: 6,
  juin: 6,
  jun: 6,
  juli: 7,
  july: 7,
  juillet: 7,
  jul: 7,
  juil: 7,
  augustus: 8,
  august: 8,
  août: 8,
  aout: 8,
  aug: 8,
  september: 9,
  septembre: 9,
  sep: 9,
  sept: 9,
  oktober: 10,
  october: 10,
  octobre: 10,
  okt: 10,
  oct: 10,
  november: 11,
  novembre: 11,
  nov: 11,
  december: 12,
  dezember: 12,
  décembre: 12,
  decembre: 12,
  dec: 12,
  dez: 12,
  déc: 12,
};

const MONTH_WORD = "(\\p{L}{3,12})\\.?";

const DAY_MONTH_YEAR = new RegExp(
  `(?<![\\d.,])(\\d{1,2})([- ])${MONTH_WORD}(?:\\2|,\\s?)(\\d{4}|\\d{2})(?![\\d.,:]\\d|\\d)`,
  "gu",
);

export interface FoundDate {
  /** YYYY-MM-DD. */
  readonly iso: string;
  readonly index: number;
  readonly length: number;
}

function toIso(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || year < 1990 || year > 2099) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function fullYear(text: string): number {
  const year = Number(text);
  return text.length === 2 ? 2000 + year : year;
}

function monthOf(word: string): number | null {
  const lower = word.toLowerCase();
  return MONTHS[lower] ?? MORE_LANGUAGE_MONTHS[lower] ?? null;
}

/** Which number of a numeric date is the day: European `15/03/2024` or American `03/15/2024`. */
export type DateOrder = "day-first" | "month-first";

const NUMERIC_DATE = /(?<![\d.,])(\d{1,2})\s?([-./])\s?(\d{1,2})\s?\2\s?(\d{4}|\d{2})(?!\d|,\d)/g;

/**
 * A document's numeric date order, decided by its unambiguous dates: month first only when some
 * slash date can only be read that way (`11/17/2017`) and none only the European way. Otherwise
 * day first: these are European invoices.
 */
export function detectDateOrder(texts: readonly string[]): DateOrder {
  let monthFirst = 0;
  let dayFirst = 0;
  for (const text of texts)
    for (const m of text.matchAll(NUMERIC_DATE)) {
      const first = Number(m[1]);
      const second = Number(m[3]);
      if (first > 12 && second <= 12) dayFirst++;
      else if (m[2] === "/" && second > 12 && first <= 12) monthFirst++;
    }
  return monthFirst > 0 && dayFirst === 0 ? "month-first" : "day-first";
}

/**
 * Every date in `text`, left to right, in the common European forms: `15-03-2024`, `15.03.2024`,
 * `15/03/24`, `2024-03-15`, `2024/03/15`, `15 maart 2024`, `15. März 2024`, `March 15, 2024`, `1er mars 2024`,
 * `15th March 2024`.
 * Numeric dates are read day first unless the document showed it writes the month first.
 */
export function findDates(text: string, order: DateOrder = "day-first"): FoundDate[] {
  const found: FoundDate[] = [];
  const push = (iso: string | null, index: number, length: number): void => {
    if (iso && !found.some((f) => index < f.index + f.length && f.index < index + length))
      found.push({ iso, index, length });
  };
  // "2024-03-15", and year first with slashes or dots ("2024/03/15", marketplaces and Asian suppliers).
  for (const m of text.matchAll(/(?<![\d.,])(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?![\d]|[.,]\d)/g))
    push(toIso(Number(m[1]), Number(m[3]), Number(m[4])), m.index, m[0].length);
  for (const m of text.matchAll(NUMERIC_DATE)) {
    const [day, month] = order === "month-first" ? [m[3], m[1]] : [m[1], m[3]];
    push(toIso(fullYear(m[4] ?? ""), Number(month), Number(day)), m.index, m[0].length);
  }
  for (const m of text.matchAll(
    // "27 de noviembre de 2026" (Spanish, Portuguese) reads like "27 novembre 2026"; English
    // ordinals too: "27th November 2026", "1st of December 2026".
    new RegExp(
      `(?<!\\d)(\\d{1,2})(?:\\.|er|st|nd|rd|th)?\\s+(?:de\\s+|of\\s+)?${MONTH_WORD}\\s+(?:de\\s+)?(\\d{4})(?!\\d)`,
      "gu",
    ),
  )) {
    const month = monthOf(m[2] ?? "");
    if (month) push(toIso(Number(m[3]), month, Number(m[1])), m.index, m[0].length);
  }
  for (const m of text.matchAll(
    new RegExp(`${MONTH_WORD}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})(?!\\d)`, "gu"),
  )) {
    const month = monthOf(m[1] ?? "");
    if (month) push(toIso(Number(m[3]), month, Number(m[2])), m.index, m[0].length);
  }
  // "29-Nov-19", "29-Nov-2019", "01 Feb 20", "13 Sep, 2022": day, month word, then a short or long year.
  for (const m of DAY_MONTH_YEAR[Symbol.matchAll](text)) {
    const month = monthOf(m[3] ?? "");
    if (month) push(toIso(fullYear(m[4] ?? ""), month, Number(m[1])), m.index, m[0].length);
  }
  return found.sort((a, b) => a.index - b.index);
}

export function parseDate(text: string): string | null {
  return findDates(text)[0]?.iso ?? null;
}

/** Days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
