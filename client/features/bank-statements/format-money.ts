/**
 * Bank amounts and dates on screen in the page language, through core/format: exact decimal strings
 * ("-1234.5", "0.12345") never pass through a float, so what the accountant sees is what the bank wrote.
 */
import { formatDate as formatCalendarDate } from "../../../core/format/date";
import { formatMoneyDecimal } from "../../../core/format/money";
import { pageLanguage as getLanguage } from "../../../core/i18n/translate";

export function formatMoney(amount: string, currency: string): string {
  return formatMoneyDecimal(amount, currency, getLanguage());
}

/** 2024-01-31 → 31-01-2024 (nl) / 31/01/2024 (en), the way statements print dates. */
export function formatDate(iso: string): string {
  return iso ? formatCalendarDate(iso, getLanguage(), "short") : "";
}
