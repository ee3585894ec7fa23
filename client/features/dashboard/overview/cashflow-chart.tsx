import { type ReactElement, useCallback, useId, useMemo } from "react";
import uPlot from "uplot";
import type { Cashflow } from "../../../../core/dashboard/overview-types";
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
  const source =
    cashflow.source === "bank"
      ? "From the transactions of your saved bank statements."
      : "From your invoices: issued invoices as money in, received invoices as money out (no bank statements saved).";
  const totalIn = months.reduce((sum, m) => sum + m.inCents, 0);
  const totalOut = months.reduce((sum, m) => sum + m.outCents, 0);
  const first = months[0]?.month ?? "";
  const last = months[months.length - 1]?.month ?? "";
  const summary = `From ${formatMonth(first)} to ${formatMonth(last)}: ${formatEuro(totalIn)} in and ${formatEuro(totalOut)} out.`;

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
            label: "Money in",
            fill: palette.series[0],
            stroke: palette.series[0],
            paths: bars ? bars({ size: [0.4, 24], align: -1 }) : undefined,
            points: { show: false },
          },
          {
            label: "Money out",
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
        Money in and out per month
      </figcaption>
      <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">{source}</p>
      <ul className="mt-2 flex gap-4 text-xs" aria-hidden="true">
        <li className="flex items-center gap-1">
          <span className="inline-block h-3 w-3 rounded-sm" style={{ background: palette.series[0] }} /> Money
          in
        </li>
        <li className="flex items-center gap-1">
          <span className="inline-block h-3 w-3 rounded-sm" style={{ background: palette.series[1] }} /> Money
          out
        </li>
      </ul>
      <p className="sr-only">{summary}</p>
      <div className="mt-2">
        <ChartCanvas build={build} data={data} />
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-blue-700 dark:text-blue-300">
          Show money in and out as a table
        </summary>
        <div className="overflow-x-auto">
          <table className="mt-2 w-full text-sm">
            <caption className="sr-only">Money in and out per month</caption>
            <thead>
              <tr className="text-left text-xs text-gray-600 dark:text-gray-400">
                <th scope="col" className="pr-2">
                  Month
                </th>
                <th scope="col" className="pr-2 text-right">
                  In
                </th>
                <th scope="col" className="text-right">
                  Out
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
