import type { Layout } from "./layout";
import { isSumOfItems, isSumOfRates, isSumOfTaxSummary } from "./receipt-sums";
import {
  applyRounding,
  isRoundingPrintedAfter,
  readTillLines,
  roundToFiveCents,
  type TillLine,
} from "./receipt-total";
import type { Field, InvoiceExtraction, NumberFormat } from "./types";

/**
 * The total printed beside a "total" label agrees with what was paid: cash or card less the change
 * (nothing back when no change is printed). Two readings of different lines that OCR would have to
 * misread the same way.
 */
function isTotalPaid(layout: Layout, lines: readonly TillLine[], total: number): boolean {
  const labelled = lines.filter((l, index) => {
    if (l.kind !== "total") return false;
    // "Total 177.22 / Rounding -0.02 / CREDIT 177.20": the total after the rounding printed under it.
    const rounding = lines.slice(index + 1).find((r) => r.kind === "rounding" || r.kind === "total");
    const rounded =
      rounding?.kind === "rounding" && Math.abs(rounding.amount.cents) < 5
        ? applyRounding(l.amount.cents, rounding.amount.cents)
        : l.amount.cents;
    // "Total 177.22 / Roundirg Adjustment RM 02 / CREDIT 177.20": the rounding's amount unreadable,
    // the total rounded to 5 cents as the till does.
    // "Afronding -,0Z": a rounding read that lands off the 5 cents was misread just the same.
    const roundedUnread =
      rounded % 5 !== 0 &&
      isRoundingPrintedAfter(layout, l.line.index) &&
      roundToFiveCents(l.amount.cents) === total;
    return l.amount.cents === total || rounded === total || roundedUnread;
  });
  const change = lines.find((l) => l.kind === "change");
  const back = change ? change.amount.cents : 0;
  if (back < 0) return false;
  return lines.some(
    (paid) =>
      (paid.kind === "tendered" || paid.kind === "card") &&
      paid.amount.cents - back === total &&
      labelled.some((l) => l.line.index !== paid.line.index),
  );
}

/** A discount, coupon, voucher or rounding line: what lets a subtotal be more than the total. */
const LOWERS_THE_TOTAL =
  /disc|korting|rabatt|remise|coupon|voucher|promo|less|afronding|rounding|rundung|(?<![\p{L}])(?:kort|minus)(?![\p{L}])/iu;

/** What was paid less the change printed is another amount than the total. */
function isPaymentContradicting(lines: readonly TillLine[], total: number): boolean {
  const paid = lines.find((l) => l.kind === "tendered" || l.kind === "card");
  const change = lines.find((l) => l.kind === "change");
  return (
    paid !== undefined &&
    change !== undefined &&
    change.amount.cents >= 0 &&
    paid.amount.cents - change.amount.cents !== total
  );
}

/**
 * The subtotal printed above the total is more, with no discount, coupon or rounding between them.
 * One of the two was misread ("Net Total 35.20" under "SubTotal 85.20").
 */
function isSubtotalContradicting(layout: Layout, lines: readonly TillLine[], total: number): boolean {
  const at = lines.findIndex((l) => l.kind === "total" && l.amount.cents === total);
  if (at < 0) return false;
  const subtotalAt = lines.slice(0, at).findLastIndex((l) => l.kind === "subtotal" && l.amount.cents > 0);
  if (subtotalAt < 0 || (lines[subtotalAt]?.amount.cents ?? 0) <= total) return false;
  const between = layout.lines.filter(
    (line) => line.index > (lines[subtotalAt]?.line.index ?? 0) && line.index <= (lines[at]?.line.index ?? 0),
  );
  return !between.some((line) => LOWERS_THE_TOTAL.test(line.text));
}

/** The total read again in a sum that does not take the payment: the items', the rates' or the tax summary's. */
function isSumConfirming(
  layout: Layout,
  lines: readonly TillLine[],
  format: NumberFormat,
  total: number,
): boolean {
  return (
    isSumOfItems(layout, format, total) ||
    isSumOfRates(lines, total) ||
    isSumOfTaxSummary(layout, format, lines, total)
  );
}

/**
 * A receipt's total is sure when a second reading agrees with it (what was paid less the change, or a
 * sum) and none contradicts it. A contradiction makes it a check whatever else vouched for it, also an
 * invoice rule's "sure", with one exception (ADR 314): when only the payment disagrees and a sum that
 * does not take the payment agrees ("Total 4.00", "Cash 10.00", "Change 8.00" misread for 6.00, the tax
 * summary's 3.77 + 0.23), two readings outvote one.
 */
export function totalVerdict(
  layout: Layout,
  extraction: InvoiceExtraction,
  field: Field<number>,
): Field<number> {
  const lines = readTillLines(layout, extraction.numberFormat);
  const total = field.value;
  const summed = isSumConfirming(layout, lines, extraction.numberFormat, total);
  const contradicted =
    isSubtotalContradicting(layout, lines, total) || (isPaymentContradicting(lines, total) && !summed);
  if (contradicted) return { ...field, verdict: "check" };
  if (field.verdict === "sure" || summed || isTotalPaid(layout, lines, total))
    return { ...field, verdict: "sure" };
  return field;
}
