import { formatMoney } from "../../../core/format/money";
import { getLanguage } from "../../lib/i18n/current-language";

/** "€6,154.33" / "€ 6.154,33" for lists and totals (euros when unknown); empty when there is no amount. */
export function formatAmount(cents: number | null, currency: string | null): string {
  if (cents === null) return "";
  return formatMoney(cents, currency ?? "EUR", getLanguage());
}
