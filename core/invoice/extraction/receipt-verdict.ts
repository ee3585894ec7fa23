import type { Layout } from "./layout";
import { dateVerdict } from "./receipt-date-verdict";
import { looksLikeReceipt } from "./receipt-detect";
import { isNameOnlyBelowHeader } from "./receipt-footer-name";
import { isNameConfirmedLower } from "./receipt-name-confirmed";
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

/** The store's name: a check when read only below a header that lost it, sure on a receipt's own evidence. */
function supplierVerdict(layout: Layout, field: Field<string>): Field<string> {
  if (isNameOnlyBelowHeader(layout, field)) return { ...field, verdict: "check" };
  if (field.verdict === "sure") return field;
  return isNamePrintedTwice(layout, field.value) ||
    isNameReadCleanly(layout, field) ||
    isNameConfirmedLower(layout, field)
    ? { ...field, verdict: "sure" }
    : field;
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
    ...(supplierName ? { supplierName: supplierVerdict(layout, supplierName) } : {}),
  };
  return { ...extraction, fields };
}
