import type { Balance } from "../model";
import { readYymmddClamped } from "./dates";
import { amountRunEnd, readSwiftAmount } from "./swift-amount";

/** A balance as read, with what had to be assumed (for a warning), or an explanation why it cannot be read. */
export interface ReadBalance {
  readonly balance: Balance;
  /** "" when the line follows the standard; otherwise what was assumed. */
  readonly note: string;
}

/**
 * `:60F:`, `:62F:`, `:64:`, `:65:`: D/C mark, YYMMDD, currency, amount with a decimal comma. A missing
 * currency takes `fallbackCurrency` (the statement's), a day past the month's end becomes its last day;
 * both are said in `note`.
 */
export function parseMt940Balance(value: string, fallbackCurrency = ""): ReadBalance | string {
  const trimmed = value.trim();
  const mark = trimmed[0];
  if (mark !== "C" && mark !== "D") return "it does not start with C (credit) or D (debit)";
  const date = readYymmddClamped(trimmed.slice(1, 7));
  if (date === null) return `the date '${trimmed.slice(1, 7)}' is not a date in YYMMDD form`;
  const notes: string[] = [];
  if (date.clamped)
    notes.push(`the date '${trimmed.slice(1, 7)}' does not exist; the month's last day is used`);
  let currency = trimmed.slice(7, 10);
  let amountStart = 10;
  if (!/^[A-Z]{3}$/.test(currency)) {
    if (!fallbackCurrency || !/^[\d,.]/.test(currency))
      return `the currency '${currency}' is not a three-letter code`;
    notes.push(`the currency is missing; ${fallbackCurrency} (the statement's) is used`);
    currency = fallbackCurrency;
    amountStart = 7;
  }
  const amountEnd = amountRunEnd(trimmed, amountStart);
  const amountText = trimmed.slice(amountStart);
  const amount = amountEnd === trimmed.length ? readSwiftAmount(amountText) : null;
  if (amount === null) return `the amount '${amountText}' is unreadable`;
  return {
    balance: { amount: mark === "D" && amount !== "0.00" ? `-${amount}` : amount, currency, date: date.date },
    note: notes.join("; "),
  };
}
