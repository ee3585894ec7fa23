import { sql } from "drizzle-orm";
import type { DateRange } from "../../core/dashboard/periods";
import { writeCsv } from "../../core/export/csv";
import { writeXlsx, type XlsxCell } from "../../core/export/xlsx";
import type { Language } from "../../core/i18n/language";
import { m } from "../../core/i18n/messages";
import type { MessageOptions } from "../../core/i18n/translate";
import { formatCents } from "../../core/invoice/extraction/amounts";
import type { Database } from "../db/client";

export type VatExportFormat = "csv" | "xlsx";

/** Far above a small business's quarter; keeps one export inside a Worker's memory. */
const MAX_ROWS = 20_000;

interface ExportRow {
  direction: "Issued" | "Received";
  number: string | null;
  date: string;
  counterparty: string | null;
  counterparty_vat_id: string | null;
  category: string | null;
  rate: number | null;
  taxable: number | null;
  vat: number | null;
  total: number | null;
  currency: string | null;
  status: string;
}

interface Column {
  /** Our words: in the request's language. */
  readonly header: (inputs: undefined, options: MessageOptions) => string;
  readonly kind: "text" | "date" | "money" | "percent";
  readonly read: (row: ExportRow, options: MessageOptions) => string | number | null;
}

const COLUMNS: readonly Column[] = [
  {
    header: m.column_direction,
    kind: "text",
    read: (row, options) =>
      row.direction === "Issued"
        ? m.column_issued(undefined, options)
        : m.column_received(undefined, options),
  },
  { header: m.column_invoice_number, kind: "text", read: (row) => row.number },
  { header: m.column_invoice_date, kind: "date", read: (row) => row.date },
  { header: m.column_customer_or_supplier, kind: "text", read: (row) => row.counterparty },
  { header: m.column_vat_id, kind: "text", read: (row) => row.counterparty_vat_id },
  { header: m.column_vat_category, kind: "text", read: (row) => row.category },
  { header: m.column_vat_rate, kind: "percent", read: (row) => row.rate },
  { header: m.column_taxable_amount, kind: "money", read: (row) => row.taxable },
  { header: m.column_vat, kind: "money", read: (row) => row.vat },
  { header: m.column_total_incl_vat, kind: "money", read: (row) => row.total },
  { header: m.column_currency, kind: "text", read: (row) => row.currency },
  { header: m.column_status, kind: "text", read: (row) => row.status },
];

/**
 * The invoices behind the VAT summary of a quarter: one row per VAT category and rate of each issued
 * invoice or credit note (so the rows add up to the summary), one row per reviewed received invoice.
 */
export async function selectVatExportRows(
  db: Database,
  userId: string,
  range: DateRange,
): Promise<ExportRow[]> {
  const [issued, received] = await Promise.all([
    db.all<ExportRow>(sql`
      select 'Issued' as direction, invoice.number as number, invoice.issue_date as date,
        invoice.customer_name as counterparty, invoice.customer_vat_id as counterparty_vat_id,
        vat.category as category, vat.rate_basis_points as rate, vat.taxable_cents as taxable,
        vat.vat_cents as vat, null as total, invoice.currency as currency, invoice.status as status
      from issued_invoices as invoice
      join issued_invoice_vat as vat on vat.invoice_id = invoice.id and vat.user_id = ${userId}
      where invoice.user_id = ${userId}
        and invoice.issue_date between ${range.from} and ${range.to}
        and invoice.status <> 'draft' and invoice.currency = 'EUR'
      order by invoice.issue_date, invoice.sequence, vat.category, vat.rate_basis_points desc
      limit ${MAX_ROWS}`),
    db.all<ExportRow>(sql`
      select 'Received' as direction, invoice_number as number, invoice_date as date,
        supplier_name as counterparty, supplier_vat_id as counterparty_vat_id, null as category,
        null as rate, total_cents - vat_cents as taxable, vat_cents as vat, total_cents as total,
        coalesce(currency, 'EUR') as currency, status
      from invoices
      where user_id = ${userId} and status = 'reviewed'
        and invoice_date between ${range.from} and ${range.to}
        and coalesce(currency, 'EUR') = 'EUR'
      order by invoice_date, created_at
      limit ${MAX_ROWS}`),
  ]);
  return [...issued, ...received];
}

function formatRate(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const rest = Math.abs(basisPoints % 100);
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, "0").replace(/0$/, "")}`;
}

function csvCell(column: Column, value: string | number | null): string {
  if (value === null) return "";
  if (column.kind === "money" && typeof value === "number") return formatCents(value);
  if (column.kind === "percent" && typeof value === "number") return formatRate(value);
  return String(value);
}

function xlsxCell(column: Column, value: string | number | null): XlsxCell {
  if (value === null) return null;
  // Excel cells hold doubles; cents / 100 is what a person would type into the cell.
  if (column.kind === "money" && typeof value === "number") return value / 100;
  if (column.kind === "percent" && typeof value === "number") return value / 100;
  if (column.kind === "date" && typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return new Date(`${value}T00:00:00Z`);
  return value;
}

/** The quarter's VAT rows as CSV or typed XLSX; our headers and directions in `language`. */
export function writeVatExport(
  rows: readonly ExportRow[],
  format: VatExportFormat,
  language: Language = "en",
): string | Uint8Array {
  const options = { locale: language };
  if (format === "csv")
    return writeCsv(
      [
        COLUMNS.map((column) => column.header(undefined, options)),
        ...rows.map((row) => COLUMNS.map((column) => csvCell(column, column.read(row, options)))),
      ],
      { delimiter: ",", bom: true },
    );
  return writeXlsx([
    {
      name: m.column_vat_sheet(undefined, options),
      freezeHeader: true,
      autoFilter: true,
      columns: COLUMNS.map((column) => ({
        header: column.header(undefined, options),
        ...(column.kind === "money" ? { numberFormat: "#,##0.00" } : {}),
        ...(column.kind === "date" ? { numberFormat: "yyyy-mm-dd" } : {}),
      })),
      rows: rows.map((row) => COLUMNS.map((column) => xlsxCell(column, column.read(row, options)))),
    },
  ]);
}

export const VAT_EXPORT_TYPES: Readonly<Record<VatExportFormat, string>> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};
