import { parseDecimal } from "../decimal";
import type { Balance } from "../model";
import { readYymmdd } from "./dates";

/** `:60F:`, `:62F:`, `:64:`: D/C mark, YYMMDD, currency, amount with a decimal comma. */
export function parseMt940Balance(value: string): Balance | string {
  const trimmed = value.trim();
  const mark = trimmed[0];
  if (mark !== "C" && mark !== "D") return "it does not start with C (credit) or D (debit)";
  const date = readYymmdd(trimmed.slice(1, 7));
  if (date === null) return `the date "${trimmed.slice(1, 7)}" is not a date in YYMMDD form`;
  const currency = trimmed.slice(7, 10);
  if (!/^[A-Z]{3}$/.test(currency)) return `the currency "${currency}" is not a three-letter code`;
  const amount = parseDecimal(trimmed.slice(10), ",");
  if (amount === null || !trimmed.slice(10).includes(",")) {
    return `the amount "${trimmed.slice(10)}" is not an amount with a decimal comma`;
  }
  return { amount: mark === "D" && amount !== "0.00" ? `-${amount}` : amount, currency, date };
}
