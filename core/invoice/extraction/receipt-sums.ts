import type { Layout } from "./layout";
import { readTillLines, type TillLine } from "./receipt-total";
import type { NumberFormat } from "./types";

/** Words of a totals block: where the items end, even when OCR garbled the label's kind. */
const TOTALS_BLOCK =
  /total|subtota|gross|(?<!\p{L})(?:nett?|amount|amt|gst|tax|vat|btw|mwst|ust|summe|bedrag|jumlah|disc(?:ount)?|rounding|afronding)(?!\p{L})/iu;

/**
 * Nothing else on the receipt names another total: no rounding that moved it, no total line with
 * another amount, no payment less change that differs. The items add up to the amount before
 * rounding, service or a coupon; they confirm the total only when that is the total.
 */
function isUncontradicted(layout: Layout, format: NumberFormat, total: number): boolean {
  const tillLines = readTillLines(layout, format);
  if (tillLines.some((l) => l.kind === "rounding" && l.amount.cents !== 0)) return false;
  if (tillLines.some((l) => l.kind === "total" && l.amount.cents !== total)) return false;
  const paid = tillLines.find((l) => l.kind === "tendered" || l.kind === "card");
  const change = tillLines.find((l) => l.kind === "change");
  if (paid && change) return paid.amount.cents - change.amount.cents === total;
  return !paid || paid.amount.cents >= total;
}

/**
 * The item amounts of a till receipt add up to this total: every priced line above the totals block,
 * discounts included. Each item is its own reading, so a misread total (or item) breaks the sum.
 */
export function isSumOfItems(layout: Layout, format: NumberFormat, total: number): boolean {
  const tillLines = readTillLines(layout, format);
  const end = tillLines.findIndex((l) => l.kind !== "other" || TOTALS_BLOCK.test(l.line.text));
  if (end < 1) return false;
  const sum = tillLines.slice(0, end).reduce((cents, l) => cents + l.amount.cents, 0);
  return sum === total && isUncontradicted(layout, format, total);
}

/** A tax rate printed on a totals line: "6%", "19 %", "7,7%". */
const RATE = /(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?)\s?%/;
/** A line that totals one rate's sales including its tax: "Total 6% supplies (Inc. GST)", "Brutto 19%". */
const RATE_TOTAL_LABEL = /t[o0]ta|summe|brutto|bruto|incl|inkl|jumlah/iu;
/** The rate's sales before tax: not what the receipt's total adds up. */
const BEFORE_TAX = /excl|exkl|(?<!\p{L})(?:ex\.|netto|nett?|before)(?!\p{L})/iu;

/**
 * The totals per tax rate ("Total 0% supplies 26.61", "Total 6% supplies (Inc. GST) 15.26") add up to the
 * receipt's total: at least two rates, each read the same on every line that prints it. Every rate's
 * line is its own reading, so a misread total (or rate total) breaks the sum.
 */
export function isSumOfRates(tillLines: readonly TillLine[], total: number): boolean {
  const byRate = new Map<string, Set<number>>();
  for (const l of tillLines) {
    if (l.kind === "tendered" || l.kind === "card" || l.kind === "change") continue;
    const rate = RATE.exec(l.line.text)?.[1]?.replace(",", ".");
    if (rate === undefined || !RATE_TOTAL_LABEL.test(l.line.text) || BEFORE_TAX.test(l.line.text)) continue;
    byRate.set(rate, (byRate.get(rate) ?? new Set()).add(l.amount.cents));
  }
  const amounts = [...byRate.values()];
  if (amounts.length < 2 || amounts.some((set) => set.size !== 1)) return false;
  return amounts.reduce((sum, set) => sum + ([...set][0] ?? 0), 0) === total;
}
