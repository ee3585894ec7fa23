import type { Layout } from "./layout";
import { namesOwnCompany, type OwnCompany } from "./own-company";
import { isStreetLine } from "./receipt-address";
import { extractReceiptDate, OTHER_DATE } from "./receipt-date";
import { looksLikeReceipt } from "./receipt-detect";
import { extractFooterLegalName } from "./receipt-footer-legal-name";
import { asName } from "./receipt-name";
import { extractReceiptSupplier } from "./receipt-supplier";
import { extractThanksName } from "./receipt-thanks-name";
import { extractReceiptTotal } from "./receipt-total";
import type { Field, InvoiceFields, NumberFormat } from "./types";

/** The invoice rules' pick as a store name: a name, never a street ("Grote Markt 6" over "2000 Antwerpen"). */
function asStoreName(layout: Layout, field: Field<string> | undefined): Field<string> | undefined {
  if (!field || asName(field.value) === null) return undefined;
  const at = layout.lines.findIndex((line) => line.text.includes(field.value));
  return isStreetLine(field.value, layout.lines[at + 1]?.text) ? undefined : field;
}

/**
 * The invoice rules' date, unless it stands on a return-by or validity line ("Válido hasta 09/02/2026"):
 * a receipt whose own date is unreadable has no date rather than that one.
 */
function unlessLaterDate(layout: Layout, field: Field<string> | undefined): Field<string> | undefined {
  const y = field?.source?.y;
  const line = layout.lines.find((l) => y !== undefined && y >= l.y - 1 && y <= l.y + l.height);
  return line && OTHER_DATE.test(line.text) ? undefined : field;
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
  const found =
    extractReceiptSupplier(layout) ??
    extractThanksName(layout) ??
    asStoreName(layout, fields.supplierName) ??
    extractFooterLegalName(layout);
  const supplierName = found && !namesOwnCompany(found.value, own) ? found : undefined;
  const invoiceDate = extractReceiptDate(layout) ?? unlessLaterDate(layout, fields.invoiceDate);
  const totalCents = extractReceiptTotal(layout, format);
  const { supplierName: _invoiceRules, invoiceDate: _invoiceDate, ...others } = fields;
  return {
    ...others,
    ...(supplierName ? { supplierName } : {}),
    ...(invoiceDate ? { invoiceDate } : {}),
    ...(totalCents ? { totalCents } : {}),
  };
}
