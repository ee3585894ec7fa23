import { type ReactElement, useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export interface ChartPalette {
  readonly text: string;
  readonly grid: string;
  readonly series: readonly string[];
}

export const LIGHT: ChartPalette = {
  text: "#374151",
  grid: "#e5e7eb",
  series: ["#15803d", "#b91c1c", "#1d4ed8", "#7c3aed", "#c2410c", "#0f766e"],
};
export const DARK: ChartPalette = {
  text: "#d1d5db",
  grid: "#374151",
  series: ["#4ade80", "#f87171", "#60a5fa", "#c4b5fd", "#fdba74", "#5eead4"],
};

const HEIGHT = 240;

/**
 * A uPlot canvas that follows its container's width. The canvas is decorative for assistive
 * technology: each chart's figure carries a summary and a data table (aria-hidden here).
 */
export function ChartCanvas({
  build,
  data,
}: {
  readonly build: (width: number, height: number) => uPlot.Options;
  readonly data: uPlot.AlignedData;
}): ReactElement {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const width = Math.max(element.clientWidth, 200);
    const chart = new uPlot(build(width, HEIGHT), data, element);
    const observer = new ResizeObserver(() => {
      chart.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [build, data]);
  return (
    <div ref={holder} aria-hidden="true" className="w-full min-w-0 overflow-hidden" data-chart-canvas="" />
  );
}
