/**
 * The page's search params and their validator. No imports on purpose: route files load with the
 * home page (ADR 110, 161), so this stays a few hundred bytes.
 */
export const PERIOD_KINDS = ["last-12-months", "this-year", "quarter", "custom"] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

export interface AnalyticsSearch {
  readonly period?: PeriodKind;
  readonly quarter?: string;
  readonly from?: string;
  readonly to?: string;
  readonly customer?: string;
}

export const MAX_CUSTOMER_LENGTH = 200;

function isQuarter(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-Q[1-4]$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= 2000 && year <= 2100;
}

function isDate(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** Search params from the URL, each kept only when valid: a hand-edited link falls back to defaults. */
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
