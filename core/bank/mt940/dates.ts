/** YYMMDD → YYYY-MM-DD (SWIFT: years 80–99 are 1980–1999), or null when it is not a real date. */
export function readYymmdd(text: string): string | null {
  return text.length === 6 ? readYymmddAt(text, 0) : null;
}

/** readYymmdd of the six characters at `at` (the caller knows they are there). */
export function readYymmddAt(text: string, at: number): string | null {
  const yy = twoDigits(text, at);
  const month = twoDigits(text, at + 2);
  const day = twoDigits(text, at + 4);
  if (yy < 0 || month < 0 || day < 0) return null;
  return makeDate(yy >= 80 ? 1900 + yy : 2000 + yy, month, day);
}

function twoDigits(text: string, at: number): number {
  const a = text.charCodeAt(at) - 48;
  const b = text.charCodeAt(at + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The booking date from :61:'s MMDD entry date, in the year that puts it closest to the value date:
 * a value date of 31 December booked on 2 January is booked in the next year, and the reverse.
 * `at` is where MMDD starts in `mmdd`.
 */
export function readEntryDate(mmdd: string, valueDate: string, at = 0): string | null {
  const month = twoDigits(mmdd, at);
  const day = twoDigits(mmdd, at + 2);
  if (month < 0 || day < 0) return null;
  const valueYear = twoDigits(valueDate, 0) * 100 + twoDigits(valueDate, 2);
  const valueMonth = twoDigits(valueDate, 5);
  let year = valueYear;
  if (valueMonth === 12 && month === 1) year++;
  else if (valueMonth === 1 && month === 12) year--;
  return makeDate(year, month, day);
}

/** One string per calendar date: large files repeat a few hundred dates hundreds of thousands of times. */
const DATE_CACHE = new Map<number, string>();

/** The date made last: rows come in date order, so most ask for the date of the row before. */
let lastKey = -1;
let lastDate = "";

export function makeDate(year: number, month: number, day: number): string | null {
  const key = year * 10_000 + month * 100 + day;
  if (key === lastKey) return lastDate;
  const cached = DATE_CACHE.get(key);
  if (cached !== undefined) {
    lastKey = key;
    lastDate = cached;
    return cached;
  }
  if (month < 1 || month > 12 || day < 1) return null;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const daysInMonth = month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 31);
  if (day > daysInMonth) return null;
  const date = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  if (DATE_CACHE.size < 50_000) DATE_CACHE.set(key, date);
  return date;
}

/**
 * Like readYymmdd, but a day past the end of its month ("160230", which some German banks write for the
 * last day of February in interest postings) becomes that month's last day. `clamped` says it happened.
 */
export function readYymmddClamped(text: string): { date: string; clamped: boolean } | null {
  const exact = readYymmdd(text);
  if (exact !== null) return { date: exact, clamped: false };
  if (text.length !== 6) return null;
  const yy = twoDigits(text, 0);
  const month = twoDigits(text, 2);
  const day = twoDigits(text, 4);
  if (yy < 0 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const year = yy >= 80 ? 1900 + yy : 2000 + yy;
  for (let last = day - 1; last >= 28; last--) {
    const date = makeDate(year, month, last);
    if (date !== null) return { date, clamped: true };
  }
  return null;
}
