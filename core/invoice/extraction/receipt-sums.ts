import type { Layout } from "./layout";
import { readTillLines } from "./receipt-total";
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
