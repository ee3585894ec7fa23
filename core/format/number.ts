/** The one number formatter for the screen: `1.234.567,5` in Dutch, `1,234,567.5` in English. */
import { INTL_LOCALE, type Language } from "../i18n/language";
import { dropSignOfZero } from "./money";

export interface NumberFormatOptions {
  readonly maximumFractionDigits?: number;
  readonly minimumFractionDigits?: number;
  /** A share as a percentage: 0.125 → `12,5%` / `12.5%`. */
  readonly percent?: boolean;
}

export function formatNumber(
  value: number | bigint,
  language: Language,
  options: NumberFormatOptions = {},
): string {
  const formatted = new Intl.NumberFormat(INTL_LOCALE[language], {
    maximumFractionDigits: options.maximumFractionDigits ?? 3,
    ...(options.minimumFractionDigits === undefined
      ? {}
      : { minimumFractionDigits: options.minimumFractionDigits }),
    ...(options.percent ? { style: "percent" } : {}),
  }).format(value);
  return dropSignOfZero(formatted);
}
