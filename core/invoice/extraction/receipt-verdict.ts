import { detectDateOrder } from "./dates";
import type { Layout } from "./layout";
import { findReceiptDates, OTHER_DATE } from "./receipt-date";
import { looksLikeReceipt } from "./receipt-detect";
import { readTillLines } from "./receipt-total";
import type { Field, InvoiceExtraction, InvoiceFields } from "./types";

/**
 * The total printed beside a "total" label agrees with what was paid: cash or card less the change
 * (nothing back when no change is printed). Two readings of different lines that OCR would have to
 * misread the same way.
 */
function isTotalPaid(layout: Layout, extraction: InvoiceExtraction, total: number): boolean {
  const lines = readTillLines(layout, extraction.numberFormat);
  const labelled = lines.filter((l) => l.kind === "total" && l.amount.cents === total);
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

/** The sale date printed on two lines of the receipt (its header and its till line) and read alike on both. */
function isDatePrintedTwice(layout: Layout, iso: string): boolean {
  const order = detectDateOrder(layout.lines.map((line) => line.text));
  const lines = layout.lines.filter(
    (line) => !OTHER_DATE.test(line.text) && findReceiptDates(line.text, order).includes(iso),
  );
  return lines.length >= 2;
}

function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

/** The store's name read alike on two lines (the header and a footer's "Thank you for shopping at …"). */
function isNamePrintedTwice(layout: Layout, name: string): boolean {
  const wanted = compact(name);
  return wanted.length >= 6 && layout.lines.filter((line) => compact(line.text).includes(wanted)).length >= 2;
}

function sure<T>(field: Field<T> | undefined): Field<T> | undefined {
  return field ? { ...field, verdict: "sure" } : undefined;
}

/**
 * On a till receipt, evidence the invoice rules do not know: a total that equals what was paid less
 * the change, and a date printed twice. Either makes the field sure; nothing here makes one a check.
 */
export function withReceiptVerdicts(extraction: InvoiceExtraction, layout: Layout): InvoiceExtraction {
  if (!looksLikeReceipt(layout)) return extraction;
  const { totalCents, invoiceDate, supplierName } = extraction.fields;
  const fields: InvoiceFields = {
    ...extraction.fields,
    ...(totalCents && totalCents.verdict !== "sure" && isTotalPaid(layout, extraction, totalCents.value)
      ? { totalCents: sure(totalCents) }
      : {}),
    ...(invoiceDate && invoiceDate.verdict !== "sure" && isDatePrintedTwice(layout, invoiceDate.value)
      ? { invoiceDate: sure(invoiceDate) }
      : {}),
    ...(supplierName && supplierName.verdict !== "sure" && isNamePrintedTwice(layout, supplierName.value)
      ? { supplierName: sure(supplierName) }
      : {}),
  };
  return { ...extraction, fields };
}
