import { parseDecimal } from "../decimal";
import { makeDate } from "../mt940/dates";

/** ISO 20022 amounts use a decimal point and at most five decimals (ActiveOrHistoricCurrencyAndAmount). */
export function readCamtAmount(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.startsWith("-") || trimmed.startsWith("+")) return null;
  // "1234.5600000000000": zeros past the fifth decimal change nothing (seen in real exports).
  const exact = trimmed.includes(".") ? trimmed.replace(/(\.\d{2,}?)0+$/, "$1") : trimmed;
  return parseDecimal(exact, ".");
}

/** An ISODate or ISODateTime; the calendar date as written (the bank's local date), or null. */
export function readCamtDate(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim());
  if (!match) return null;
  return makeDate(Number(match[1]), Number(match[2]), Number(match[3]));
}
