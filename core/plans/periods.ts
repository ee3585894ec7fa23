import { todayInAmsterdam } from "../dashboard/periods";
import type { BillingInterval } from "./plans";

/** The usage month an instant falls in, "YYYY-MM" in Europe/Amsterdam (quotas reset on the 1st). */
export function usageMonthOf(nowMs: number): string {
  return todayInAmsterdam(new Date(nowMs)).slice(0, 7);
}

/**
 * The end of a billing period that starts at `startMs`: one calendar month or year later, at the
 * same time of day; a start on the 31st ends on the last day of a shorter month.
 */
export function addBillingPeriod(startMs: number, interval: BillingInterval): number {
  const start = new Date(startMs);
  const months = interval === "year" ? 12 : 1;
  const target = new Date(startMs);
  target.setUTCDate(1);
  target.setUTCMonth(start.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target.getTime();
}

/** Mollie's subscription interval text for a billing interval. */
export function mollieInterval(interval: BillingInterval): string {
  return interval === "year" ? "12 months" : "1 month";
}

/** YYYY-MM-DD (UTC) of an instant, as Mollie's startDate and our invoice dates use. */
export function isoDateOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
