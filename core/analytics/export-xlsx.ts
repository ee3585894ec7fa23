import { writeXlsx, type XlsxCell, type XlsxColumn } from "../export/xlsx";
import type { AnalyticsCell, AnalyticsTable, ColumnKind } from "./analytics-tables";

const FORMATS: Readonly<Record<ColumnKind, string | undefined>> = {
  text: undefined,
  month: undefined,
  date: undefined,
  money: "#,##0.00",
  count: "0",
  percent: "0.00%",
  days: "0.0",
};

function xlsxCell(cell: AnalyticsCell, kind: ColumnKind): XlsxCell {
  if (cell === null || typeof cell === "string") return cell;
  // Real numbers for the spreadsheet: euros, and a fraction for percentages.
  if (kind === "money") return cell / 100;
  if (kind === "percent") return cell / 10_000;
  return cell;
}

/** Tables as one workbook, a sheet each, with numbers as numbers (ADR 031's writer). */
export function writeTablesXlsx(tables: readonly AnalyticsTable[]): Uint8Array {
  return writeXlsx(
    tables.map((table) => ({
      name: table.title,
      columns: table.columns.map(
        (column): XlsxColumn => ({
          header: column.header,
          ...(FORMATS[column.kind] ? { numberFormat: FORMATS[column.kind] } : {}),
        }),
      ),
      rows: table.rows.map((row) =>
        row.map((cell, index) => xlsxCell(cell, table.columns[index]?.kind ?? "text")),
      ),
      freezeHeader: true,
    })),
  );
}
