import type { AnalyticsTable } from "../../../core/analytics/analytics-tables";
import { writeTableCsv } from "../../../core/analytics/export-tables";
import { downloadBytes } from "../invoice-generator/download";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

function fileStem(title: string, label: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${label}-${slug}`;
}

export type ExportFormat = "csv" | "xlsx";

/**
 * Downloads tables as CSV (one table) or XLSX (a sheet each). The XLSX writer and its zip library
 * load only when asked for, so the page's first load stays small.
 */
export async function exportTables(
  tables: readonly AnalyticsTable[],
  format: ExportFormat,
  name: string,
  periodLabel: string,
): Promise<void> {
  const stem = fileStem(name, periodLabel);
  if (format === "csv") {
    const [table] = tables;
    if (table) downloadBytes(writeTableCsv(table), `${stem}.csv`, "text/csv;charset=utf-8");
    return;
  }
  const { writeTablesXlsx } = await import("../../../core/analytics/export-xlsx");
  downloadBytes(writeTablesXlsx(tables), `${stem}.xlsx`, XLSX_TYPE);
}
