/** Calendar periods of the dashboard: dates are `YYYY-MM-DD`, months `YYYY-MM`, quarters `YYYY-Qn`. */

export interface DateRange {
  /** First day, inclusive. */
  readonly from: string;
  /** Last day, inclusive. */
  readonly to: string;
}

export const QUARTER_PATTERN = /^(\d{4})-Q([1-4])$/;

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Today's calendar date where the business is (the Netherlands), whatever the server's zone. */
export function todayInAmsterdam(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Amsterdam",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** The quarter a date falls in, e.g. "2026-Q3" for "2026-08-14". */
export function quarterOf(date: string): string {
  const month = Number(date.slice(5, 7));
  return `${date.slice(0, 4)}-Q${Math.floor((month - 1) / 3) + 1}`;
}

/** First and last day of a quarter like "2026-Q3"; null when the text is not a quarter. */
export function quarterRange(quarter: string): DateRange | null {
  const match = QUARTER_PATTERN.exec(quarter);
  if (!match) return null;
  const year = Number(match[1]);
  const first = (Number(match[2]) - 1) * 3 + 1;
  const last = first + 2;
  return {
    from: `${year}-${pad(first)}-01`,
    to: `${year}-${pad(last)}-${pad(lastDayOfMonth(year, last))}`,
  };
}

/** First and last day of the month of a date. */
export function monthRange(date: string): DateRange {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return { from: `${date.slice(0, 7)}-01`, to: `${date.slice(0, 7)}-${pad(lastDayOfMonth(year, month))}` };
}

/** The twelve months ending with the month of `date`, oldest first ("2025-09" … "2026-08"). */
export function lastTwelveMonths(date: string): string[] {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const months: string[] = [];
  for (let back = 11; back >= 0; back -= 1) {
    const index = year * 12 + (month - 1) - back;
    months.push(`${Math.floor(index / 12)}-${pad((index % 12) + 1)}`);
  }
  return months;
}

/** The quarter before and after, for a quarter picker. */
export function shiftQuarter(quarter: string, by: number): string {
  const match = QUARTER_PATTERN.exec(quarter);
  if (!match) return quarter;
  const index = Number(match[1]) * 4 + Number(match[2]) - 1 + by;
  return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
}
