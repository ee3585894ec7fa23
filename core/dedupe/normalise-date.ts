const MONTHS: Readonly<Record<string, number>> = {
  jan: 1,
  januari: 1,
  january: 1,
  feb: 2,
  febr: 2,
  februari: 2,
  february: 2,
  mrt: 3,
  maart: 3,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  mei: 5,
  may: 5,
  jun: 6,
  juni: 6,
  june: 6,
  jul: 7,
  juli: 7,
  july: 7,
  aug: 8,
  augustus: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  okt: 10,
  oct: 10,
  oktober: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};

function format(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth || year < 1000 || year > 9999) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function fullYear(year: string): number {
  const value = Number(year);
  if (year.length !== 2) return value;
  // Two-digit years as Excel reads them: 00-29 are this century, 30-99 the last (a birth date "2/4/31"
  // is 1931, not a date still to come).
  return value < 30 ? 2000 + value : 1900 + value;
}

/**
 * A calendar date as `YYYY-MM-DD`. Numeric dates are day-first (the Dutch order) unless they start
 * with a four-digit year, or unless only the month-first (American) reading is a real date
 * ("9/28/97"); month names in Dutch and English, with two- or four-digit years. A time after the
 * date is ignored. An ambiguous "3/12/87" stays day-first: comparisons treat a swapped day and month
 * as a near match, so a column that mixes both orders still lines up.
 */
export function normaliseDate(value: string): string | null {
  const text = value
    .trim()
    .toLowerCase()
    .replace(/[t\s]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?(z|[+-]\d{2}:?\d{2})?$/, "");
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (match) return format(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/.exec(text);
  if (match) {
    const year = fullYear(match[3] ?? "");
    return (
      format(year, Number(match[2]), Number(match[1])) ?? format(year, Number(match[1]), Number(match[2]))
    );
  }
  match = /^(\d{1,2})[\s.-]*([a-z]+)\.?[\s.-]*(\d{2}|\d{4})$/.exec(text);
  if (match) {
    const month = MONTHS[match[2] ?? ""];
    return month ? format(fullYear(match[3] ?? ""), month, Number(match[1])) : null;
  }
  match = /^([a-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(text);
  if (match) {
    const month = MONTHS[match[1] ?? ""];
    return month ? format(Number(match[3]), month, Number(match[2])) : null;
  }
  return null;
}
