/**
 * The one date formatter for the screen: `9 mrt 2026` / `9 Mar 2026`. Calendar dates (`2026-03-09`)
 * are days, not instants, so they are formatted in UTC and never shift with the viewer's time zone.
 * Files keep ISO dates (`toIsoDate`).
 */
import { INTL_LOCALE, type Language } from "../i18n/language";

export type DateStyle = "short" | "medium" | "long";

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;

const STYLES: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  short: { day: "2-digit", month: "2-digit", year: "numeric" },
  medium: { day: "numeric", month: "short", year: "numeric" },
  long: { day: "numeric", month: "long", year: "numeric" },
};

function parseDay(iso: string): Date {
  const match = ISO_DAY.exec(iso);
  if (!match) throw new Error(`Not an ISO date (YYYY-MM-DD): "${iso}"`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** A calendar date `YYYY-MM-DD`: `09-03-2026` (short nl), `9 Mar 2026` (medium en), `9 maart 2026` (long nl). */
export function formatDate(iso: string, language: Language, style: DateStyle = "medium"): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], { ...STYLES[style], timeZone: "UTC" }).format(
    parseDay(iso),
  );
}

/** A month `YYYY-MM`: `mrt 2026` / `Mar 2026`. */
export function formatMonth(isoMonth: string, language: Language): string {
  const match = ISO_MONTH.exec(isoMonth);
  if (!match) throw new Error(`Not an ISO month (YYYY-MM): "${isoMonth}"`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

/** An instant (epoch milliseconds) in the viewer's time zone: `9 mrt 2026, 14:05`. */
export function formatDateTime(at: number | Date, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    dateStyle: "medium",
    timeStyle: "short",
    ...(timeZone ? { timeZone } : {}),
  }).format(at);
}

/** The ISO calendar date of an instant in UTC, for files: `2026-03-09`. */
export function toIsoDate(at: number | Date): string {
  return new Date(at).toISOString().slice(0, 10);
}
