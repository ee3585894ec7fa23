import type { Layout } from "./layout";
import { dateVerdict } from "./receipt-date-verdict";
import { looksLikeReceipt } from "./receipt-detect";
import { isNameReadCleanly } from "./receipt-supplier-verdict";
import { totalVerdict } from "./receipt-total-verdict";
import type { Field, InvoiceExtraction, InvoiceFields } from "./types";

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
  const fields: InvoiceFields = {
    ...extraction.fields,
    ...(totalCents ? { totalCents: totalVerdict(layout, extraction, totalCents) } : {}),
    ...(invoiceDate ? { invoiceDate: dateVerdict(layout, invoiceDate) } : {}),
    ...(supplierName &&
    supplierName.verdict !== "sure" &&
    (isNamePrintedTwice(layout, supplierName.value) || isNameReadCleanly(layout, supplierName))
      ? { supplierName: sure(supplierName) }
      : {}),
  };
  return { ...extraction, fields };
}
