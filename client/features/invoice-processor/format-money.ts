import { formatMoney } from "../../../core/format/money";
import { formatNumber } from "../../../core/format/number";
import { getLanguage } from "../../lib/i18n/current-language";

/**
 * "€6,154.33" / "€ 6.154,33" for lists and totals; a bare number when the invoice names no currency
 * (never a guessed €); empty when there is no amount.
 */
export function formatAmount(cents: number | null, currency: string | null): string {
  if (cents === null) return "";
  const language = getLanguage();
  if (currency) return formatMoney(cents, currency, language);
  return formatNumber(cents / 100, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
