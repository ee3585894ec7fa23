import type { BankText } from "../bank-text";
import type { Balance } from "../model";
import { readYymmddClamped } from "./dates";
import { amountRunEnd, readSwiftAmount } from "./swift-amount";

/** A balance as read, with what had to be assumed (for a warning), or an explanation why it cannot be read. */
export interface ReadBalance {
  readonly balance: Balance;
  /** Empty when the line follows the standard; otherwise what was assumed. */
  readonly notes: readonly BankText[];
}

/**
 * `:60F:`, `:62F:`, `:64:`, `:65:`: D/C mark, YYMMDD, currency, amount with a decimal comma. A missing
 * currency takes `fallbackCurrency` (the statement's), a day past the month's end becomes its last day;
 * both are said in `notes`.
 */
export function parseMt940Balance(value: string, fallbackCurrency = ""): ReadBalance | BankText {
  const trimmed = value.trim();
  const mark = trimmed[0];
  if (mark !== "C" && mark !== "D") return { code: "balance_mark_missing" };
  const date = readYymmddClamped(trimmed.slice(1, 7));
  if (date === null) return { code: "balance_date_invalid", values: { value: trimmed.slice(1, 7) } };
  const notes: BankText[] = [];
  if (date.clamped) notes.push({ code: "balance_date_clamped", values: { value: trimmed.slice(1, 7) } });
  let currency = trimmed.slice(7, 10);
  let amountStart = 10;
  if (!/^[A-Z]{3}$/.test(currency)) {
    if (!fallbackCurrency || !/^[\d,.]/.test(currency))
      return { code: "currency_invalid", values: { value: currency } };
    notes.push({ code: "currency_missing", values: { currency: fallbackCurrency } });
    currency = fallbackCurrency;
    amountStart = 7;
  }
  const amountEnd = amountRunEnd(trimmed, amountStart);
  const amountText = trimmed.slice(amountStart);
  const amount = amountEnd === trimmed.length ? readSwiftAmount(amountText) : null;
  if (amount === null) return { code: "amount_unreadable", values: { value: amountText } };
  return {
    balance: { amount: mark === "D" && amount !== "0.00" ? `-${amount}` : amount, currency, date: date.date },
    notes,
  };
}
