import type { Layout } from "./layout";
import { namesOwnCompany, type OwnCompany } from "./own-company";
import { extractReceiptDate } from "./receipt-date";
import { looksLikeReceipt } from "./receipt-detect";
import { extractReceiptSupplier } from "./receipt-supplier";
import { extractReceiptTotal } from "./receipt-total";
import type { InvoiceFields, NumberFormat } from "./types";

/**
 * On a till receipt, the store name, sale date and till total read by the receipt rules replace
 * what the invoice rules found (those look for a letterhead, an invoice date label and a totals
 * block); a field the receipt rules cannot read keeps the invoice rules' value. The user's own company
 * printed at the top is the buyer, never the store.
 */
export function withReceiptFields(
  layout: Layout,
  format: NumberFormat,
  fields: InvoiceFields,
  own?: OwnCompany,
): InvoiceFields {
  if (!looksLikeReceipt(layout)) return fields;
  const found = extractReceiptSupplier(layout);
  const supplierName = found && !namesOwnCompany(found.value, own) ? found : undefined;
  const invoiceDate = extractReceiptDate(layout);
  const totalCents = extractReceiptTotal(layout, format);
  return {
    ...fields,
    ...(supplierName ? { supplierName } : {}),
    ...(invoiceDate ? { invoiceDate } : {}),
    ...(totalCents ? { totalCents } : {}),
  };
}
