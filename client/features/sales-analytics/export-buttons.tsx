import { type ReactElement, useState } from "react";
import type { AnalyticsTable } from "../../../core/analytics/analytics-tables";
import { m } from "../../../core/i18n/messages";
import { type ExportFormat, exportTables } from "./export-actions";

const BUTTON =
  "rounded-md border border-gray-300 px-2 py-1 text-xs font-medium text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800";

/** "Download CSV" / "Download XLSX" for one table; CSV is offered only for a single table. */
export function ExportButtons({
  tables,
  name,
  periodLabel,
}: {
  readonly tables: readonly AnalyticsTable[];
  readonly name: string;
  readonly periodLabel: string;
}): ReactElement {
  const [failed, setFailed] = useState(false);
  const run = (format: ExportFormat): void => {
    setFailed(false);
    exportTables(tables, format, name, periodLabel).catch(() => setFailed(true));
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {tables.length === 1 ? (
        <button type="button" className={BUTTON} onClick={() => run("csv")}>
          CSV<span className="sr-only">{m.analytics_of({ name })}</span>
        </button>
      ) : null}
      <button type="button" className={BUTTON} onClick={() => run("xlsx")}>
        XLSX<span className="sr-only">{m.analytics_of({ name })}</span>
      </button>
      {failed ? (
        <span role="alert" className="text-xs text-red-700 dark:text-red-300">
          {m.analytics_download_failed()}
        </span>
      ) : null}
    </div>
  );
}
