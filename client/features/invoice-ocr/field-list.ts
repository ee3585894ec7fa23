import { m } from "../../../core/i18n/messages";
import type { MessageOptions } from "../../../core/i18n/translate";
import { formatCents } from "../../../core/invoice/extraction/amounts";
import type { FieldName, InvoiceExtraction } from "../../../core/invoice/extraction/types";

export interface FieldDescriptor {
  readonly name: FieldName;
  /** A message function: call it while rendering. */
  readonly label: (inputs?: Record<string, never>, options?: MessageOptions) => string;
  readonly kind: "text" | "date" | "money" | "number";
}

export const FIELDS: readonly FieldDescriptor[] = [
  { name: "documentType", label: m.ocr_field_document_type, kind: "text" },
  { name: "supplierName", label: m.ocr_field_supplier, kind: "text" },
  { name: "supplierAddress", label: m.ocr_field_supplier_address, kind: "text" },
  { name: "supplierKvk", label: m.ocr_field_kvk, kind: "text" },
  { name: "supplierVatId", label: m.ocr_field_vat_id, kind: "text" },
  { name: "supplierIban", label: m.ocr_field_iban, kind: "text" },
  { name: "supplierBic", label: m.ocr_field_bic, kind: "text" },
  { name: "customerName", label: m.ocr_field_customer, kind: "text" },
  { name: "customerVatId", label: m.ocr_field_customer_vat, kind: "text" },
  { name: "invoiceNumber", label: m.ocr_field_invoice_number, kind: "text" },
  { name: "invoiceDate", label: m.ocr_field_invoice_date, kind: "date" },
  { name: "deliveryDate", label: m.ocr_field_delivery_date, kind: "date" },
  { name: "dueDate", label: m.ocr_field_due_date, kind: "date" },
  { name: "paymentTermsDays", label: m.ocr_field_payment_terms, kind: "number" },
  { name: "paymentReference", label: m.ocr_field_payment_reference, kind: "text" },
  { name: "currency", label: m.ocr_field_currency, kind: "text" },
  { name: "subtotalCents", label: m.ocr_field_subtotal, kind: "money" },
  { name: "vatTotalCents", label: m.ocr_field_vat, kind: "money" },
  { name: "totalCents", label: m.ocr_field_total, kind: "money" },
];

/** Below this a field is highlighted for review. */
export const LOW_CONFIDENCE = 0.8;

/** The value of a field as the user sees and edits it (money as a decimal string, never a float). */
export function displayValue(extraction: InvoiceExtraction, field: FieldDescriptor): string {
  const value = extraction.fields[field.name]?.value;
  if (value === undefined) return "";
  if (field.kind === "money" && typeof value === "number") return formatCents(value);
  return String(value);
}
