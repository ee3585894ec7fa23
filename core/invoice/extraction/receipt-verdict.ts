import type { Layout } from "./layout";
import { dateVerdict } from "./receipt-date-verdict";
import { looksLikeReceipt } from "./receipt-detect";
import { isSumOfItems, isSumOfRates, isSumOfTaxSummary } from "./receipt-sums";
import { isNameReadCleanly } from "./receipt-supplier-verdict";
import { applyRounding, readTillLines, type TillLine } from "./receipt-total";
import type { Field, InvoiceExtraction, InvoiceFields } from "./types";

/**
 * The total printed beside a "total" label agrees with what was paid: cash or card less the change
 * (nothing back when no change is printed). Two readings of different lines that OCR would have to
 * misread the same way.
 */
function isTotalPaid(lines: readonly TillLine[], total: number): boolean {
  const labelled = lines.filter((l, index) => {
    if (l.kind !== "total") return false;
    // "Total 177.22 / Rounding -0.02 / CREDIT 177.20": the total after the rounding printed under it.
    const rounding = lines.slice(index + 1).find((r) => r.kind === "rounding" || r.kind === "total");
    const rounded =
      rounding?.kind === "rounding" && Math.abs(rounding.amount.cents) < 5
        ? applyRounding(l.amount.cents, rounding.amount.cents)
        : l.amount.cents;
    return l.amount.cents === total || rounded === total;
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

/**
 * Another reading on the receipt contradicts the total: what was paid less the change is another
 * amount, or the subtotal printed above it is more with no discount, coupon or rounding between
 * them. One of the two was misread ("Net Total 35.20" under "SubTotal 85.20"), so the total is a check
 * whatever else vouched for it.
 */
function isTotalContradicted(layout: Layout, lines: readonly TillLine[], total: number): boolean {
  const paid = lines.find((l) => l.kind === "tendered" || l.kind === "card");
  const change = lines.find((l) => l.kind === "change");
  if (paid && change && change.amount.cents >= 0 && paid.amount.cents - change.amount.cents !== total)
    return true;
  const at = lines.findIndex((l) => l.kind === "total" && l.amount.cents === total);
  if (at < 0) return false;
  const subtotalAt = lines.slice(0, at).findLastIndex((l) => l.kind === "subtotal" && l.amount.cents > 0);
  if (subtotalAt < 0 || (lines[subtotalAt]?.amount.cents ?? 0) <= total) return false;
  const between = layout.lines.filter(
    (line) => line.index > (lines[subtotalAt]?.line.index ?? 0) && line.index <= (lines[at]?.line.index ?? 0),
  );
  return !between.some((line) => LOWERS_THE_TOTAL.test(line.text));
}

/** A second reading agrees with the total: what was paid less the change, the items' sum or the rates' sum. */
function isTotalConfirmed(
  layout: Layout,
  lines: readonly TillLine[],
  extraction: InvoiceExtraction,
  total: number,
): boolean {
  return (
    isTotalPaid(lines, total) ||
    isSumOfItems(layout, extraction.numberFormat, total) ||
    isSumOfRates(lines, total) ||
    isSumOfTaxSummary(layout, extraction.numberFormat, lines, total)
  );
}

function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

/** The store's name read alike on two lines (the header and a footer's "Thank you for shopping at …"). */
function isNamePrintedTwice(layout: Layout, name: string): boolean {
  // A line starting in lower case is a sentence ("feedback or complaint, please call"), printed twice
  // because a roll repeats its footer, not a store's name.
  if (!/^[\p{Lu}\p{N}]/u.test(name)) return false;
  const wanted = compact(name);
  return wanted.length >= 6 && layout.lines.filter((line) => compact(line.text).includes(wanted)).length >= 2;
}

function sure<T>(field: Field<T> | undefined): Field<T> | undefined {
  return field ? { ...field, verdict: "sure" } : undefined;
}

/**
 * On a till receipt, evidence the invoice rules do not know: a total that equals what was paid less
 * the change or the items' sum, a store name printed twice; these only add "sure".
 * The date is decided here alone: sure when read twice, else a check.
 */
export function withReceiptVerdicts(extraction: InvoiceExtraction, layout: Layout): InvoiceExtraction {
  if (!looksLikeReceipt(layout)) return extraction;
  const { totalCents, invoiceDate, supplierName } = extraction.fields;
  // The till's lines are read once for both checks of the total.
  const tillLines = totalCents ? readTillLines(layout, extraction.numberFormat) : [];
  const contradicted = totalCents !== undefined && isTotalContradicted(layout, tillLines, totalCents.value);
  const fields: InvoiceFields = {
    ...extraction.fields,
    ...(totalCents && contradicted ? { totalCents: { ...totalCents, verdict: "check" as const } } : {}),
    ...(totalCents &&
    !contradicted &&
    totalCents.verdict !== "sure" &&
    isTotalConfirmed(layout, tillLines, extraction, totalCents.value)
      ? { totalCents: sure(totalCents) }
      : {}),
    ...(invoiceDate ? { invoiceDate: dateVerdict(layout, invoiceDate) } : {}),
    ...(supplierName &&
    supplierName.verdict !== "sure" &&
    (isNamePrintedTwice(layout, supplierName.value) || isNameReadCleanly(layout, supplierName))
      ? { supplierName: sure(supplierName) }
      : {}),
  };
  return { ...extraction, fields };
}
