import { type ReactElement, useCallback, useId, useMemo } from "react";
import type uPlot from "uplot";
import type { BalanceSeries } from "../../../../core/dashboard/overview-types";
import { m } from "../../../../core/i18n/messages";
import { ChartCanvas, DARK, LIGHT } from "./chart-canvas";
import { formatDay, formatMoney } from "./format";
import { useIsDark } from "./use-theme";

function toSeconds(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / 1000;
}

/** All accounts on one time axis: the union of their statement dates, gaps where one has none. */
function alignSeries(balances: readonly BalanceSeries[]): uPlot.AlignedData {
  const dates = [...new Set(balances.flatMap((s) => s.points.map((p) => p.date)))].sort();
  return [
    dates.map(toSeconds),
    ...balances.map((series) => {
      const byDate = new Map(series.points.map((p) => [p.date, p.balanceCents / 100]));
      return dates.map((date) => byDate.get(date) ?? null);
    }),
  ];
}

function describe(series: BalanceSeries): string {
  const first = series.points[0];
  const last = series.points[series.points.length - 1];
  const account = series.account;
  if (!first || !last) return m.dashboard_balance_none({ account });
  if (first === last)
    return m.dashboard_balance_one({
      account,
      amount: formatMoney(last.balanceCents, series.currency),
      date: formatDay(last.date),
    });
  return m.dashboard_balance_range({
    account,
    first: formatMoney(first.balanceCents, series.currency),
    firstDate: formatDay(first.date),
    last: formatMoney(last.balanceCents, series.currency),
    lastDate: formatDay(last.date),
  });
}

/** Closing balance of each saved account over the last twelve months, lines with a table alternative. */
export function BalancesChart({ balances }: { readonly balances: readonly BalanceSeries[] }): ReactElement {
  const dark = useIsDark();
  const titleId = useId();
  const palette = dark ? DARK : LIGHT;
  const data = useMemo(() => alignSeries(balances), [balances]);
  const colour = useCallback(
    (index: number): string => palette.series[(index + 2) % palette.series.length] ?? palette.text,
    [palette],
  );
  const build = useCallback(
    (width: number, height: number): uPlot.Options => {
      const axis = { stroke: palette.text, grid: { stroke: palette.grid }, ticks: { stroke: palette.grid } };
      return {
        width,
        height,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true } },
        axes: [
          { ...axis, space: width < 480 ? 80 : 60 },
          {
            ...axis,
            size: 70,
            values: (_, splits) =>
              splits.map((v) => formatMoney(Math.round(v * 100), "EUR").replace(/[.,]\d\d$/, "")),
          },
        ],
        series: [
          {},
          ...balances.map((series, index) => ({
            label: series.account,
            stroke: colour(index),
            width: 2,
            spanGaps: true,
            points: { show: true, size: 5, fill: colour(index) },
          })),
        ],
      };
    },
    [balances, palette, colour],
  );

  if (balances.length === 0)
    return (
      <figure aria-labelledby={titleId}>
        <figcaption id={titleId} className="font-semibold">
          {m.dashboard_balances_title()}
        </figcaption>
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{m.dashboard_balances_empty()}</p>
      </figure>
    );

  return (
    <figure aria-labelledby={titleId} className="min-w-0">
      <figcaption id={titleId} className="font-semibold">
        {m.dashboard_balances_title()}
      </figcaption>
      <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">{m.dashboard_balances_note()}</p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-hidden="true">
        {balances.map((series, index) => (
          <li key={`${series.account}-${series.currency}`} className="flex items-center gap-1 break-all">
            <span className="inline-block h-0.5 w-4 shrink-0" style={{ background: colour(index) }} />
            {series.account}
          </li>
        ))}
      </ul>
      <ul className="sr-only">
        {balances.map((series) => (
          <li key={`${series.account}-${series.currency}`}>{describe(series)}</li>
        ))}
      </ul>
      <div className="mt-2">
        <ChartCanvas build={build} data={data} />
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-blue-700 dark:text-blue-300">
          {m.dashboard_balances_show_table()}
        </summary>
        <div className="overflow-x-auto">
          <table className="mt-2 w-full text-sm">
            <caption className="sr-only">{m.dashboard_balances_caption()}</caption>
            <thead>
              <tr className="text-left text-xs text-gray-600 dark:text-gray-400">
                <th scope="col" className="pr-2">
                  {m.dashboard_account()}
                </th>
                <th scope="col" className="pr-2">
                  {m.dashboard_date()}
                </th>
                <th scope="col" className="text-right">
                  {m.dashboard_balance()}
                </th>
              </tr>
            </thead>
            <tbody>
              {balances.flatMap((series) =>
                series.points.map((point) => (
                  <tr key={`${series.account}-${series.currency}-${point.date}`}>
                    <td className="break-all pr-2 font-mono text-xs">{series.account}</td>
                    <td className="pr-2">{formatDay(point.date)}</td>
                    <td className="text-right tabular-nums">
                      {formatMoney(point.balanceCents, series.currency)}
                    </td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
