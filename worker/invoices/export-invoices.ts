import { writeCsv } from "../../core/export/csv";
import { writeXlsx, type XlsxCell } from "../../core/export/xlsx";
import type { Language } from "../../core/i18n/language";
import { m } from "../../core/i18n/messages";
import type { MessageOptions } from "../../core/i18n/translate";
import { formatCents } from "../../core/invoice/extraction/amounts";
import type { InvoiceFields } from "../../core/invoice/extraction/types";
import type { OwnedInvoice } from "./invoice-records";
import { parseData } from "./stored-invoice";

export type ExportFormat = "csv" | "json" | "xlsx";

interface Column {
  /** Our words: in the request's language. */
  readonly header: (inputs: undefined, options: MessageOptions) => string;
  readonly kind: "text" | "date" | "money" | "number";
  readonly read: (row: ExportRow) => string | number | null;
}

interface ExportRow {
  readonly owned: OwnedInvoice;
  readonly fields: InvoiceFields;
}

function field<K extends keyof InvoiceFields>(name: K): (row: ExportRow) => string | number | null {
  return (row) => {
    const value = row.fields[name]?.value;
    return value === undefined ? null : (value as string | number);
  };
}

const COLUMNS: readonly Column[] = [
  { header: m.column_invoice_number, kind: "text", read: field("invoiceNumber") },
  { header: m.column_document_type, kind: "text", read: field("documentType") },
  { header: m.column_invoice_date, kind: "date", read: field("invoiceDate") },
  { header: m.column_due_date, kind: "date", read: field("dueDate") },
  { header: m.column_supplier, kind: "text", read: field("supplierName") },
  { header: m.column_supplier_vat_id, kind: "text", read: field("supplierVatId") },
  { header: m.column_supplier_kvk, kind: "text", read: field("supplierKvk") },
  { header: m.column_supplier_iban, kind: "text", read: field("supplierIban") },
  { header: m.column_customer, kind: "text", read: field("customerName") },
  { header: m.column_payment_reference, kind: "text", read: field("paymentReference") },
  { header: m.column_currency, kind: "text", read: field("currency") },
  { header: m.column_subtotal, kind: "money", read: field("subtotalCents") },
  { header: m.column_vat, kind: "money", read: field("vatTotalCents") },
  { header: m.column_total, kind: "money", read: field("totalCents") },
  { header: m.column_status, kind: "text", read: (row) => row.owned.invoice.status },
  { header: m.column_source, kind: "text", read: (row) => row.owned.invoice.source },
  { header: m.column_file, kind: "text", read: (row) => row.owned.document?.fileName ?? null },
];

function toRows(selected: readonly OwnedInvoice[]): ExportRow[] {
  return selected.map((owned) => ({
    owned,
    fields: parseData(owned.invoice.fields).extraction?.fields ?? {},
  }));
}

function csvCell(column: Column, value: string | number | null): string {
  if (value === null) return "";
  if (column.kind === "money" && typeof value === "number") return formatCents(value);
  return String(value);
}

function xlsxCell(column: Column, value: string | number | null): XlsxCell {
  if (value === null) return null;
  // Excel cells hold doubles; cents / 100 is exactly what a person would type into the cell.
  if (column.kind === "money" && typeof value === "number") return value / 100;
  if (column.kind === "date" && typeof value === "string") return new Date(`${value}T00:00:00Z`);
  return value;
}

function exportJson(rows: readonly ExportRow[]): string {
  const invoices = rows.map(({ owned }) => {
    const data = parseData(owned.invoice.fields);
    const fields = Object.fromEntries(
      Object.entries(data.extraction?.fields ?? {}).map(([name, found]) => [name, found?.value ?? null]),
    );
    return {
      id: owned.invoice.id,
      status: owned.invoice.status,
      source: owned.invoice.source,
      fileName: owned.document?.fileName ?? null,
      method: data.extraction?.method ?? null,
      fields,
      vatLines: (data.extraction?.vatLines ?? []).map(({ rate, baseCents, vatCents }) => ({
        rate,
        baseCents,
        vatCents,
      })),
      lineItems: (data.extraction?.lineItems ?? []).map(
        ({ source: _source, confidence: _confidence, ...item }) => item,
      ),
      checks: data.extraction?.checks ?? [],
    };
  });
  return `${JSON.stringify({ invoices }, null, 2)}\n`;
}

/** Selected invoices as CSV (RFC 4180, formulas neutralised), typed XLSX, or JSON; headers in `language`. */
export function exportInvoices(
  selected: readonly OwnedInvoice[],
  format: ExportFormat,
  language: Language = "en",
): Uint8Array | string {
  const options = { locale: language };
  const rows = toRows(selected);
  if (format === "json") return exportJson(rows);
  if (format === "csv")
    return writeCsv(
      [
        COLUMNS.map((column) => column.header(undefined, options)),
        ...rows.map((row) => COLUMNS.map((column) => csvCell(column, column.read(row)))),
      ],
      { delimiter: ",", bom: true },
    );
  return writeXlsx([
    {
      name: m.column_sheet(undefined, options),
      freezeHeader: true,
      autoFilter: true,
      columns: COLUMNS.map((column) => ({
        header: column.header(undefined, options),
        ...(column.kind === "money" ? { numberFormat: "#,##0.00" } : {}),
        ...(column.kind === "date" ? { numberFormat: "yyyy-mm-dd" } : {}),
      })),
      rows: rows.map((row) => COLUMNS.map((column) => xlsxCell(column, column.read(row)))),
    },
  ]);
}

export const EXPORT_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: "text/csv; charset=utf-8",
  json: "application/json; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};
