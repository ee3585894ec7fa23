import { lastTwelveMonths, monthRange, quarterOf, quarterRange } from "../dashboard/periods";
import type { AnalyticsSearch, PeriodKind } from "./analytics-search";
import { daysFrom, parseIsoDate } from "./calendar";

export { MAX_CUSTOMER_LENGTH, PERIOD_KINDS, parseAnalyticsSearch } from "./analytics-search";
export type { AnalyticsSearch, PeriodKind };

export const PERIOD_LABELS: Readonly<Record<PeriodKind, string>> = {
  "last-12-months": "Last 12 months",
  "this-year": "This year",
  quarter: "A quarter",
  custom: "Custom dates",
};

export interface Period {
  readonly from: string;
  readonly to: string;
}

/** Ten years of months at most: a chart of more bars is unreadable and the query unbounded. */
export const MAX_PERIOD_DAYS = 3_660;

/** Why a from/to pair cannot be a period, or null when it can. */
export function checkPeriod(from: string, to: string): string | null {
  if (!parseIsoDate(from) || !parseIsoDate(to))
    return "Give the dates as YYYY-MM-DD, for example 2026-01-31.";
  if (from < "2000-01-01" || to > "2100-12-31") return "Choose dates between 2000 and 2100.";
  if (from > to) return "The start date must not be after the end date.";
  if (daysFrom(from, to) + 1 > MAX_PERIOD_DAYS) return "Choose a period of at most ten years.";
  return null;
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
