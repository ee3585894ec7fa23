import { type ReactElement, useCallback, useId, useMemo } from "react";
import uPlot from "uplot";
import { ChartCanvas, DARK, LIGHT } from "../dashboard/overview/chart-canvas";
import { useIsDark } from "../dashboard/overview/use-theme";
import { formatEuro } from "./format";

export interface Bar {
  /** Axis label; long labels are shortened on narrow screens by `shortLabel`. */
  readonly label: string;
  readonly shortLabel: string;
  readonly cents: number;
}

function euroAxis(values: number[]): string[] {
  return values.map((value) => formatEuro(Math.round(value * 100)).replace(/\.\d\d$/, ""));
}

/**
 * One series of bars in euros (uPlot, as the dashboard). The canvas is decorative for assistive
 * technology: the figure has a spoken summary and the same numbers are in the table beside it.
 */
export function BarChart({
  title,
  summary,
  bars,
  colour,
}: {
  readonly title: string;
  readonly summary: string;
  readonly bars: readonly Bar[];
  readonly colour: 0 | 1 | 2 | 3;
}): ReactElement {
  const dark = useIsDark();
  const titleId = useId();
  const palette = dark ? DARK : LIGHT;
  const data = useMemo<uPlot.AlignedData>(
    () => [bars.map((_, index) => index), bars.map((bar) => bar.cents / 100)],
    [bars],
  );
  const build = useCallback(
    (width: number, height: number): uPlot.Options => {
      const paths = uPlot.paths.bars;
      const axis = { stroke: palette.text, grid: { stroke: palette.grid }, ticks: { stroke: palette.grid } };
      return {
        width,
        height,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [-0.5, bars.length - 0.5] } },
        axes: [
          {
            ...axis,
            grid: { show: false },
            splits: () => bars.map((_, index) => index),
            // The plot's current width (it follows the container), not the width it was built with.
            values: (plot, splits) => {
              const perBar = plot.width / Math.max(bars.length, 1);
              const every = perBar >= 32 ? 1 : Math.ceil(32 / perBar);
              return splits.map((index) => {
                const bar = bars[index];
                if (!bar || index % every !== 0) return "";
                return perBar >= 64 ? bar.label : bar.shortLabel;
              });
            },
          },
          { ...axis, size: 64, values: (_, splits) => euroAxis(splits) },
        ],
        series: [
          {},
          {
            label: title,
            fill: palette.series[colour],
            stroke: palette.series[colour],
            paths: paths ? paths({ size: [0.6, 48] }) : undefined,
            points: { show: false },
          },
        ],
      };
    },
    [bars, palette, title, colour],
  );
  return (
    <figure aria-labelledby={titleId} className="min-w-0" data-testid="analytics-chart">
      <figcaption id={titleId} className="font-semibold">
        {title}
      </figcaption>
      <p className="sr-only">{summary}</p>
      <div className="mt-2">
        <ChartCanvas build={build} data={data} />
      </div>
    </figure>
  );
}
