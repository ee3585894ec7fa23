/** YYMMDD → YYYY-MM-DD (SWIFT: years 80–99 are 1980–1999), or null when it is not a real date. */
export function readYymmdd(text: string): string | null {
  if (text.length !== 6 || !/^\d{6}$/.test(text)) return null;
  const yy = Number(text.slice(0, 2));
  const year = yy >= 80 ? 1900 + yy : 2000 + yy;
  return makeDate(year, Number(text.slice(2, 4)), Number(text.slice(4, 6)));
}

/**
 * The booking date from :61:'s MMDD entry date, in the year that puts it closest to the value date:
 * a value date of 31 December booked on 2 January is booked in the next year, and the reverse.
 */
export function readEntryDate(mmdd: string, valueDate: string): string | null {
  const month = Number(mmdd.slice(0, 2));
  const day = Number(mmdd.slice(2, 4));
  const valueYear = Number(valueDate.slice(0, 4));
  const valueMonth = Number(valueDate.slice(5, 7));
  let year = valueYear;
  if (valueMonth === 12 && month === 1) year++;
  else if (valueMonth === 1 && month === 12) year--;
  return makeDate(year, month, day);
}

export function makeDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
