import type { ReactElement } from "react";
import type { AnalyticsCell, AnalyticsTable, ColumnKind } from "../../../core/analytics/analytics-tables";
import { m } from "../../../core/i18n/messages";
import { ExportButtons } from "./export-buttons";
import { formatDay, formatDays, formatEuro, formatMonth, formatShare } from "./format";

function formatCell(cell: AnalyticsCell, kind: ColumnKind): string {
  if (cell === null) return "–";
  if (kind === "month" && typeof cell === "string") return formatMonth(cell);
  if (kind === "date" && typeof cell === "string") return formatDay(cell);
  if (typeof cell === "string") return cell;
  if (kind === "money") return formatEuro(cell);
  if (kind === "percent") return formatShare(cell);
  if (kind === "days") return formatDays(cell);
  return String(cell);
}

/** One table of figures with its CSV and XLSX download; scrolls sideways inside itself on a phone. */
export function AnalyticsTableView({
  table,
  periodLabel,
  note,
  wide = false,
}: {
  readonly table: AnalyticsTable;
  readonly periodLabel: string;
  readonly note?: string;
  /** Spans both columns of the grid on wide screens (tables with many columns). */
  readonly wide?: boolean;
}): ReactElement {
  const headingId = `analytics-${table.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`min-w-0 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900 ${wide ? "lg:col-span-2" : ""}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {table.title}
        </h3>
        <ExportButtons tables={[table]} name={table.title} periodLabel={periodLabel} />
      </div>
      {note ? <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">{note}</p> : null}
      {table.rows.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600 dark:text-gray-400">{m.analytics_nothing()}</p>
      ) : (
        // A scrolling box must be reachable by keyboard (WCAG 2.1.1): it takes focus and has a name.
        <section
          className="mt-3 max-h-96 overflow-auto focus-visible:outline-2 focus-visible:outline-blue-600"
          aria-label={m.analytics_scrolls({ title: table.title })}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is operable by keyboard only when focusable
          tabIndex={0}
        >
          <table className="w-full text-sm">
            <caption className="sr-only">{table.title}</caption>
            <thead>
              <tr className="text-left text-xs text-gray-600 dark:text-gray-400">
                {table.columns.map((column) => (
                  <th
                    key={column.header}
                    scope="col"
                    className={`py-1 pr-3 ${column.kind === "text" ? "" : "text-right"}`}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-t border-gray-100 dark:border-gray-800">
                  {row.map((cell, index) => {
                    const kind = table.columns[index]?.kind ?? "text";
                    const text = formatCell(cell, kind);
                    const key = table.columns[index]?.header ?? String(index);
                    return index === 0 ? (
                      <th key={key} scope="row" className="py-1 pr-3 text-left font-normal">
                        {kind === "text" ? text : <span className="tabular-nums">{text}</span>}
                      </th>
                    ) : (
                      <td
                        key={key}
                        className={`py-1 pr-3 tabular-nums ${kind === "text" ? "" : "text-right"}`}
                      >
                        {text}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
