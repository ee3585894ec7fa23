import type { ReactElement } from "react";
import type { AgeingBucket, SalesAnalytics } from "../../../core/analytics/types";
import { m } from "../../../core/i18n/messages";
import { listAgeingLabels } from "./analytics-text";
import { type Bar, BarChart } from "./bar-chart";
import { formatEuro, formatMonth } from "./format";

const SHORT_AGEING: Readonly<Record<AgeingBucket, () => string>> = {
  not_due: m.analytics_not_due_short,
  "0-30": () => "0–30",
  "31-60": () => "31–60",
  "61-90": () => "61–90",
  over_90: () => "> 90",
};

const CARD = "min-w-0 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900";

/** The page's charts; lazy-loaded so uPlot is its own chunk (ADR 090, 161). */
export default function AnalyticsCharts({ analytics }: { readonly analytics: SalesAnalytics }): ReactElement {
  const months: Bar[] = analytics.months.map((month) => ({
    label: formatMonth(month.month).replace(/ (\d\d)(\d\d)$/, " '$2"),
    shortLabel: formatMonth(month.month).slice(0, 3),
    cents: month.exclCents,
  }));
  const ageing: Bar[] = analytics.receivables.ageing.map((row) => ({
    label: SHORT_AGEING[row.bucket](),
    shortLabel: SHORT_AGEING[row.bucket](),
    cents: row.openCents,
  }));
  const best = analytics.months.reduce<(typeof analytics.months)[number] | null>(
    (top, month) => (top === null || month.exclCents > top.exclCents ? month : top),
    null,
  );
  const span = {
    first: formatMonth(analytics.months[0]?.month ?? ""),
    last: formatMonth(analytics.months[analytics.months.length - 1]?.month ?? ""),
    total: formatEuro(analytics.totals.exclCents),
  };
  const revenueSummary =
    best && best.exclCents > 0
      ? m.analytics_revenue_summary_best({
          ...span,
          best: formatMonth(best.month),
          bestTotal: formatEuro(best.exclCents),
        })
      : m.analytics_revenue_summary(span);
  const ageingLabels = listAgeingLabels();
  const ageingSummary = m.analytics_ageing_summary({
    total: formatEuro(analytics.receivables.openCents),
    buckets: analytics.receivables.ageing
      .map((row) => `${ageingLabels[row.bucket]} ${formatEuro(row.openCents)}`)
      .join(", "),
  });
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className={CARD}>
        <BarChart title={m.analytics_chart_revenue()} summary={revenueSummary} bars={months} colour={2} />
      </div>
      <div className={CARD}>
        <BarChart title={m.analytics_chart_ageing()} summary={ageingSummary} bars={ageing} colour={3} />
      </div>
    </div>
  );
}
