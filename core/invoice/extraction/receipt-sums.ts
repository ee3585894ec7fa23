import type { Layout } from "./layout";
import { findReceiptAmounts } from "./receipt-amounts";
import { applyRounding, readTillLines, SUMMARY, type TillLine } from "./receipt-total";
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

/** A tax summary's sum row ("Total 1.65 0.10"): the rows' own total, not another rate. */
const SUM_ROW = /t[o0]ta|jumlah|summe|totaal/iu;

/** Heading lines of the summary before its rows: "Tax Code % Amount (RM) Tax (RM)". */
const MAX_HEADING_LINES = 2;

/**
 * A summary row's amounts: on a dot-decimal receipt a comma read for the point ("s 6/ 26,33 1.57") is
 * taken as the point, as the row's sum is checked against the total anyway.
 */
function rowAmounts(text: string, format: NumberFormat): number[] {
  const read = format === "dot-decimal" ? text.replace(/(?<=\d),(?=\d{2}(?!\d))/g, ".") : text;
  return findReceiptAmounts(read, format).map((amount) => amount.cents);
}

/** A row's sales and tax: its last two amounts, or the two before a third that is their sum ("A 19% 8,40 1,60 10,00"). */
function salesAndTax(amounts: readonly number[]): [number, number] {
  const [a = 0, b = 0, c = 0] = amounts.slice(-3);
  if (amounts.length >= 3 && a + b === c) return [a, b];
  return [amounts.at(-2) ?? 0, amounts.at(-1) ?? 0];
}

/** The rows' sales plus tax, rounded as the receipt rounds its total: to its printed rounding, or to 5 cents. */
function roundedLikeTheTotal(sum: number, rounding: TillLine | undefined): number[] {
  if (!rounding) return [sum];
  return [applyRounding(sum, rounding.amount.cents), Math.round(sum / 5) * 5];
}

/**
 * The tax summary under the total adds up to it: each rate's row prints its sales before tax and the
 * tax ("SR @ 6% 1.65 0.10", "T 6% 3.77 0.23"), and the rows' sales plus tax is the total, or the total
 * before the rounding printed above it ("Total 177.22 / Rounding -0.02"). The summary's amounts are
 * other readings than the total's line, so a misread total (or row) breaks the sum.
 */
export function isSumOfTaxSummary(
  layout: Layout,
  format: NumberFormat,
  tillLines: readonly TillLine[],
  total: number,
): boolean {
  const start = layout.lines.findIndex((line) => SUMMARY.test(line.text));
  if (start < 0) return false;
  let sum = 0;
  let rows = 0;
  for (const [offset, line] of layout.lines.slice(start + 1).entries()) {
    const amounts = rowAmounts(line.text, format);
    if (amounts.length < 2) {
      if (rows === 0 && offset < MAX_HEADING_LINES) continue;
      break;
    }
    if (SUM_ROW.test(line.text)) continue;
    const [net, tax] = salesAndTax(amounts);
    // A rate nothing was sold at ("0S 0% 0.00 0.00").
    if (net === 0 && tax === 0) continue;
    // The tax is a share of the sales, never more than a third of them.
    if (net <= 0 || tax < 0 || tax * 3 > net) return false;
    sum += net + tax;
    rows++;
  }
  if (rows === 0) return false;
  const rounding = tillLines.find((l) => l.kind === "rounding" && l.line.index < start);
  return sum === total || roundedLikeTheTotal(sum, rounding).includes(total);
}
