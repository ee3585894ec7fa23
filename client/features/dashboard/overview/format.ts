/**
 * Display formats of the overview, in the interface language through the one set of formatters
 * (core/format). Amounts stay integer cents until they become text, so no figure is rounded through a float.
 */
import { formatDate, formatMonth as formatIsoMonth } from "../../../../core/format/date";
import { formatMoney as formatCents } from "../../../../core/format/money";
import { formatNumber } from "../../../../core/format/number";
import { INTL_LOCALE } from "../../../../core/i18n/language";
import { getLanguage } from "../../../lib/i18n/current-language";

/** `€1,234.50` / `€ 1.234,50`. */
export function formatEuro(cents: number): string {
  return formatCents(cents, "EUR", getLanguage());
}

/** Euro as above; other currencies by code (`USD 12.50`). */
export function formatMoney(cents: number, currency: string): string {
  return formatCents(cents, currency, getLanguage());
}

/** "2026-03" → "Mar 2026" / "mrt 2026". */
export function formatMonth(month: string): string {
  return formatIsoMonth(month, getLanguage());
}

/** "2026-03-09" → "9 Mar 2026" / "9 mrt 2026". */
export function formatDay(date: string): string {
  return formatDate(date, getLanguage());
}

/** 2100 basis points → "21%"; 550 → "5.5%" / "5,5%". */
export function formatRate(basisPoints: number): string {
  return `${formatNumber(basisPoints / 100, getLanguage(), { maximumFractionDigits: 2 })}%`;
}

/** "2026-Q1" → "2026 Q1" (Q1 is read the same in Dutch bookkeeping). */
export function formatQuarter(quarter: string): string {
  return quarter.replace("-", " ");
}

/** 1234 → "1,234" / "1.234". */
export function formatCount(count: number): string {
  return formatNumber(count, getLanguage());
}

export function formatTime(at: number): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[getLanguage()], {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(at));
}
