import { type ReactElement, useCallback, useId, useMemo } from "react";
import uPlot from "uplot";
import type { Cashflow } from "../../../../core/dashboard/overview-types";
import { m } from "../../../../core/i18n/messages";
import { ChartCanvas, DARK, LIGHT } from "./chart-canvas";
import { formatEuro, formatMonth } from "./format";
import { useIsDark } from "./use-theme";

function shortMonth(month: string): string {
  return formatMonth(month).slice(0, 3);
}

function euroAxis(values: number[]): string[] {
  return values.map((value) => formatEuro(Math.round(value * 100)).replace(/[.,]\d\d$/, ""));
}

/** Money in and out per month, twelve months, as grouped bars with a table as text alternative. */
export function CashflowChart({ cashflow }: { readonly cashflow: Cashflow }): ReactElement {
  const dark = useIsDark();
  const titleId = useId();
  const palette = dark ? DARK : LIGHT;
  const { months } = cashflow;
  const source = cashflow.source === "bank" ? m.dashboard_cashflow_bank() : m.dashboard_cashflow_invoices();
  const totalIn = months.reduce((sum, m) => sum + m.inCents, 0);
  const totalOut = months.reduce((sum, m) => sum + m.outCents, 0);
  const first = months[0]?.month ?? "";
  const last = months[months.length - 1]?.month ?? "";
  const summary = m.dashboard_cashflow_summary({
    first: formatMonth(first),
    last: formatMonth(last),
    in: formatEuro(totalIn),
    out: formatEuro(totalOut),
  });

  const data = useMemo<uPlot.AlignedData>(
    () => [
      months.map((_, index) => index),
      months.map((m) => m.inCents / 100),
      months.map((m) => m.outCents / 100),
    ],
    [months],
  );
  const build = useCallback(
    (width: number, height: number): uPlot.Options => {
      const bars = uPlot.paths.bars;
      const axis = { stroke: palette.text, grid: { stroke: palette.grid }, ticks: { stroke: palette.grid } };
      return {
        width,
        height,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [-0.5, months.length - 0.5] } },
        axes: [
          {
            ...axis,
            grid: { show: false },
            splits: () => months.map((_, index) => index),
            values: (_, splits) =>
              splits.map((index) => {
                const month = months[index]?.month ?? "";
                return width < 480 && index % 2 === 1 ? "" : shortMonth(month);
              }),
          },
          { ...axis, size: 64, values: (_, splits) => euroAxis(splits) },
        ],
        series: [
          {},
          {
            label: m.dashboard_money_in(),
            fill: palette.series[0],
            stroke: palette.series[0],
            paths: bars ? bars({ size: [0.4, 24], align: -1 }) : undefined,
            points: { show: false },
          },
          {
            label: m.dashboard_money_out(),
            fill: palette.series[1],
            stroke: palette.series[1],
            paths: bars ? bars({ size: [0.4, 24], align: 1 }) : undefined,
            points: { show: false },
          },
        ],
      };
    },
    [months, palette],
  );

  return (
    <figure aria-labelledby={titleId} className="min-w-0">
      <figcaption id={titleId} className="font-semibold">
        {m.dashboard_cashflow_title()}
      </figcaption>
      <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">{source}</p>
      <ul className="mt-2 flex gap-4 text-xs" aria-hidden="true">
        <li className="flex items-center gap-1">
          <span className="inline-block h-3 w-3 rounded-sm" style={{ background: palette.series[0] }} />{" "}
          {m.dashboard_money_in()}
        </li>
        <li className="flex items-center gap-1">
          <span className="inline-block h-3 w-3 rounded-sm" style={{ background: palette.series[1] }} />{" "}
          {m.dashboard_money_out()}
        </li>
      </ul>
      <p className="sr-only">{summary}</p>
      <div className="mt-2">
        <ChartCanvas build={build} data={data} />
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-blue-700 dark:text-blue-300">
          {m.dashboard_cashflow_show_table()}
        </summary>
        <div className="overflow-x-auto">
          <table className="mt-2 w-full text-sm">
            <caption className="sr-only">{m.dashboard_cashflow_title()}</caption>
            <thead>
              <tr className="text-left text-xs text-gray-600 dark:text-gray-400">
                <th scope="col" className="pr-2">
                  {m.dashboard_month()}
                </th>
                <th scope="col" className="pr-2 text-right">
                  {m.dashboard_in()}
                </th>
                <th scope="col" className="text-right">
                  {m.dashboard_out()}
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.month}>
                  <th scope="row" className="pr-2 text-left font-normal">
                    {formatMonth(m.month)}
                  </th>
                  <td className="pr-2 text-right tabular-nums">{formatEuro(m.inCents)}</td>
                  <td className="text-right tabular-nums">{formatEuro(m.outCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
