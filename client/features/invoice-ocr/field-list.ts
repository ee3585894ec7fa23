import { formatCents } from "../../../core/invoice/extraction/amounts";
import type { FieldName, InvoiceExtraction } from "../../../core/invoice/extraction/types";

export interface FieldDescriptor {
  readonly name: FieldName;
  readonly label: string;
  readonly kind: "text" | "date" | "money" | "number";
}

export const FIELDS: readonly FieldDescriptor[] = [
  { name: "documentType", label: "Document type", kind: "text" },
  { name: "supplierName", label: "Supplier", kind: "text" },
  { name: "supplierAddress", label: "Supplier address", kind: "text" },
  { name: "supplierKvk", label: "KvK number", kind: "text" },
  { name: "supplierVatId", label: "BTW-id (VAT number)", kind: "text" },
  { name: "supplierIban", label: "IBAN", kind: "text" },
  { name: "supplierBic", label: "BIC", kind: "text" },
  { name: "customerName", label: "Customer", kind: "text" },
  { name: "customerVatId", label: "Customer VAT number", kind: "text" },
  { name: "invoiceNumber", label: "Invoice number", kind: "text" },
  { name: "invoiceDate", label: "Invoice date", kind: "date" },
  { name: "deliveryDate", label: "Delivery date", kind: "date" },
  { name: "dueDate", label: "Due date", kind: "date" },
  { name: "paymentTermsDays", label: "Payment terms (days)", kind: "number" },
  { name: "paymentReference", label: "Payment reference", kind: "text" },
  { name: "currency", label: "Currency", kind: "text" },
  { name: "subtotalCents", label: "Subtotal", kind: "money" },
  { name: "vatTotalCents", label: "VAT", kind: "money" },
  { name: "totalCents", label: "Total", kind: "money" },
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
