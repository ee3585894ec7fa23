import type { ReactElement } from "react";
import type { SalesAnalytics } from "../../../core/analytics/types";
import { m } from "../../../core/i18n/messages";
import { formatDay, formatDays, formatEuro } from "./format";

function Figure({ label, value, detail }: { label: string; value: string; detail: string }): ReactElement {
  return (
    <div className="min-w-0 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900">
      <dt className="text-sm text-gray-600 dark:text-gray-400">{label}</dt>
      <dd className="mt-1 break-words text-2xl font-semibold tabular-nums">{value}</dd>
      <dd className="mt-1 text-xs text-gray-600 dark:text-gray-400">{detail}</dd>
    </div>
  );
}

/** The headline figures of the period. */
export function FigureCards({ analytics }: { readonly analytics: SalesAnalytics }): ReactElement {
  const { totals, receivables, dso, expectedCash } = analytics;
  const next30 = expectedCash.windows[0];
  return (
    <dl className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Figure
        label={m.analytics_figure_revenue()}
        value={formatEuro(totals.exclCents)}
        detail={m.analytics_figure_revenue_detail({
          incl: formatEuro(totals.inclCents),
          count: totals.count,
        })}
      />
      <Figure
        label={m.analytics_figure_open()}
        value={formatEuro(receivables.openCents)}
        detail={m.analytics_figure_open_detail({ count: receivables.count })}
      />
      <Figure
        label={m.analytics_figure_dso()}
        value={formatDays(dso.days)}
        detail={
          dso.days === null
            ? m.analytics_figure_dso_none()
            : m.analytics_figure_dso_detail({ date: formatDay(dso.asOf) })
        }
      />
      <Figure
        label={m.analytics_figure_expected()}
        value={formatEuro(next30?.cents ?? 0)}
        detail={m.analytics_figure_expected_detail()}
      />
    </dl>
  );
}
