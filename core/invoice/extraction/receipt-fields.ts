import type { Layout } from "./layout";
import { namesOwnCompany, type OwnCompany } from "./own-company";
import { extractReceiptDate } from "./receipt-date";
import { looksLikeReceipt } from "./receipt-detect";
import { asName } from "./receipt-name";
import { extractReceiptSupplier } from "./receipt-supplier";
import { extractReceiptTotal } from "./receipt-total";
import type { Field, InvoiceFields, NumberFormat } from "./types";

function asStoreName(field: Field<string> | undefined): Field<string> | undefined {
  return field && asName(field.value) !== null ? field : undefined;
}

/**
 * On a till receipt, the store name, sale date and till total read by the receipt rules replace
 * what the invoice rules found (those look for a letterhead, an invoice date label and a totals
 * block); a date or total the receipt rules cannot read keeps the invoice rules' value, a store name
 * only when it reads as one. The user's own company printed at the top is the buyer, never the store.
 */
export function withReceiptFields(
  layout: Layout,
  format: NumberFormat,
  fields: InvoiceFields,
  own?: OwnCompany,
): InvoiceFields {
  if (!looksLikeReceipt(layout)) return fields;
  // No store name in the header: the invoice rules' pick stays only when it could be one, never an
  // address ("TAMAN BERKELEY"), a title or a logo's specks read as letters.
  const found = extractReceiptSupplier(layout) ?? asStoreName(fields.supplierName);
  const supplierName = found && !namesOwnCompany(found.value, own) ? found : undefined;
  const invoiceDate = extractReceiptDate(layout);
  const totalCents = extractReceiptTotal(layout, format);
  const { supplierName: _invoiceRules, ...others } = fields;
  return {
    ...others,
    ...(supplierName ? { supplierName } : {}),
    ...(invoiceDate ? { invoiceDate } : {}),
    ...(totalCents ? { totalCents } : {}),
  };
}
