import { type CsvCell, writeCsv } from "../export/csv";
import type { AnalyticsCell, AnalyticsTable, ColumnKind } from "./analytics-tables";

/** Exact cents as a decimal with a point: 123456 → "1234.56", −5 → "-0.05". */
export function formatCentsPlain(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

function csvCell(cell: AnalyticsCell, kind: ColumnKind): CsvCell {
  if (cell === null) return "";
  if (typeof cell === "string") return cell;
  if (kind === "money") return formatCentsPlain(cell);
  if (kind === "percent") return formatCentsPlain(cell);
  return String(cell);
}

/** One table as CSV (the product's one writer: comma-separated, UTF-8 BOM, formulas neutralised). */
export function writeTableCsv(table: AnalyticsTable): string {
  const header = table.columns.map((column) =>
    column.kind === "percent" ? `${column.header} (%)` : column.header,
  );
  const rows = table.rows.map((row) =>
    row.map((cell, index) => csvCell(cell, table.columns[index]?.kind ?? "text")),
  );
  return writeCsv([header, ...rows], { delimiter: ",", bom: true });
}
