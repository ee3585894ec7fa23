import { lastTwelveMonths, monthRange, quarterOf, quarterRange } from "../dashboard/periods";
import type { AnalyticsSearch, PeriodKind } from "./analytics-search";
import { daysFrom, parseIsoDate } from "./calendar";

export { MAX_CUSTOMER_LENGTH, PERIOD_KINDS, parseAnalyticsSearch } from "./analytics-search";
export type { AnalyticsSearch, PeriodKind };

export interface Period {
  readonly from: string;
  readonly to: string;
}

/** Ten years of months at most: a chart of more bars is unreadable and the query unbounded. */
export const MAX_PERIOD_DAYS = 3_660;

/** Why a from/to pair cannot be a period: a code the screen words in its own language. */
export type PeriodProblem = "not-a-date" | "out-of-range" | "reversed" | "too-long";

const PERIOD_PROBLEM_TEXT: Readonly<Record<PeriodProblem, string>> = {
  "not-a-date": "Give the dates as YYYY-MM-DD, for example 2026-01-31.",
  "out-of-range": "Choose dates between 2000 and 2100.",
  reversed: "The start date must not be after the end date.",
  "too-long": "Choose a period of at most ten years.",
};

/** Why a from/to pair cannot be a period, or null when it can. */
export function findPeriodProblem(from: string, to: string): PeriodProblem | null {
  if (!parseIsoDate(from) || !parseIsoDate(to)) return "not-a-date";
  if (from < "2000-01-01" || to > "2100-12-31") return "out-of-range";
  if (from > to) return "reversed";
  if (daysFrom(from, to) + 1 > MAX_PERIOD_DAYS) return "too-long";
  return null;
}

/** The problem in English (the API's wording), or null when the period is fine. */
export function checkPeriod(from: string, to: string): string | null {
  const problem = findPeriodProblem(from, to);
  return problem ? PERIOD_PROBLEM_TEXT[problem] : null;
}

function lastTwelveMonthsPeriod(today: string): Period {
  const months = lastTwelveMonths(today);
  return { from: `${months[0]}-01`, to: monthRange(today).to };
}

/** The dates a choice stands for; an incomplete or invalid custom range means the last 12 months. */
export function resolvePeriod(search: AnalyticsSearch, today: string): Period {
  switch (search.period) {
    case "this-year":
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
    case "quarter":
      return quarterRange(search.quarter ?? quarterOf(today)) ?? lastTwelveMonthsPeriod(today);
    case "custom":
      if (search.from && search.to && checkPeriod(search.from, search.to) === null)
        return { from: search.from, to: search.to };
      return lastTwelveMonthsPeriod(today);
    default:
      return lastTwelveMonthsPeriod(today);
  }
}
