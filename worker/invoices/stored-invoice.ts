import type { FieldName, InvoiceExtraction, PageSize } from "../../core/invoice/extraction/types";
import type { EInvoiceAnswers } from "../../core/invoice/purchase/einvoice-answers";
import type { invoices } from "../db/schema";

/**
 * What the `fields` column holds: the extraction (values, confidences, source boxes, VAT lines,
 * line items, checks), the page sizes its boxes refer to, and which fields the user edited.
 */
export interface StoredInvoiceData {
  readonly version: 1;
  readonly pages: readonly PageSize[];
  readonly extraction: InvoiceExtraction | null;
  readonly edited: readonly FieldName[];
  /** What the person added in the review for the UBL export (absent until they answer). */
  readonly einvoice?: EInvoiceAnswers;
}

export type InvoiceRow = typeof invoices.$inferSelect;

export type KeyColumns = Pick<
  InvoiceRow,
  | "supplierName"
  | "supplierVatId"
  | "invoiceNumber"
  | "invoiceDate"
  | "dueDate"
  | "currency"
  | "totalCents"
  | "vatCents"
>;

export function serialiseData(data: StoredInvoiceData): string {
  return JSON.stringify(data);
}

export function parseData(json: string | null): StoredInvoiceData {
  if (!json) return { version: 1, pages: [], extraction: null, edited: [] };
  return JSON.parse(json) as StoredInvoiceData;
}

/** Copies of the fields that search, filters, totals and duplicate detection work on. */
export function keyColumnsOf(extraction: InvoiceExtraction | null): KeyColumns {
  const fields = extraction?.fields;
  return {
    supplierName: fields?.supplierName?.value ?? null,
    supplierVatId: fields?.supplierVatId?.value ?? null,
    invoiceNumber: fields?.invoiceNumber?.value ?? null,
    invoiceDate: fields?.invoiceDate?.value ?? null,
    dueDate: fields?.dueDate?.value ?? null,
    currency: fields?.currency?.value ?? null,
    totalCents: fields?.totalCents?.value ?? null,
    vatCents: fields?.vatTotalCents?.value ?? null,
  };
}
