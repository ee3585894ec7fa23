import { lastTwelveMonths, monthRange, QUARTER_PATTERN, quarterOf, quarterRange } from "../dashboard/periods";
import { daysFrom, parseIsoDate } from "./calendar";

export const PERIOD_KINDS = ["last-12-months", "this-year", "quarter", "custom"] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

export const PERIOD_LABELS: Readonly<Record<PeriodKind, string>> = {
  "last-12-months": "Last 12 months",
  "this-year": "This year",
  quarter: "A quarter",
  custom: "Custom dates",
};

/** The page's search params (the route validates them with `parseAnalyticsSearch`). */
export interface AnalyticsSearch {
  readonly period?: PeriodKind;
  readonly quarter?: string;
  readonly from?: string;
  readonly to?: string;
  readonly customer?: string;
}

export interface Period {
  readonly from: string;
  readonly to: string;
}

/** Ten years of months at most: a chart of more bars is unreadable and the query unbounded. */
export const MAX_PERIOD_DAYS = 3_660;
export const MAX_CUSTOMER_LENGTH = 200;

/** Why a from/to pair cannot be a period, or null when it can. */
export function checkPeriod(from: string, to: string): string | null {
  if (!parseIsoDate(from) || !parseIsoDate(to))
    return "Give the dates as YYYY-MM-DD, for example 2026-01-31.";
  if (from < "2000-01-01" || to > "2100-12-31") return "Choose dates between 2000 and 2100.";
  if (from > to) return "The start date must not be after the end date.";
  if (daysFrom(from, to) + 1 > MAX_PERIOD_DAYS) return "Choose a period of at most ten years.";
  return null;
}

function isQuarter(value: unknown): value is string {
  if (typeof value !== "string" || !QUARTER_PATTERN.test(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= 2000 && year <= 2100;
}

function isDate(value: unknown): value is string {
  return typeof value === "string" && parseIsoDate(value) !== null;
}

/**
 * Search params from the URL, each kept only when valid (a hand-edited link falls back to the
 * default rather than failing). Hand-written instead of zod: route files load with the home page.
 */
export function parseAnalyticsSearch(raw: Record<string, unknown>): AnalyticsSearch {
  const period = PERIOD_KINDS.find((kind) => kind === raw.period);
  const customer =
    typeof raw.customer === "string" &&
    raw.customer.trim() !== "" &&
    raw.customer.length <= MAX_CUSTOMER_LENGTH
      ? raw.customer
      : undefined;
  return {
    ...(period ? { period } : {}),
    ...(isQuarter(raw.quarter) ? { quarter: raw.quarter } : {}),
    ...(isDate(raw.from) ? { from: raw.from } : {}),
    ...(isDate(raw.to) ? { to: raw.to } : {}),
    ...(customer !== undefined ? { customer } : {}),
  };
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
