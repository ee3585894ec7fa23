import { type ReactElement, useId } from "react";
import type { BalanceSeries } from "../../../core/bank/balance-series";
import { m } from "../../../core/i18n/messages";
import { formatDate, formatMoney } from "./format-money";

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { left: 12, right: 12, top: 16, bottom: 28 };

/**
 * Balance over time as a hand-drawn SVG line per account (ADR 033): no chart library, colours follow
 * the text colour so dark mode works, and a data table is the text alternative.
 */
export default function BalanceChart({
  series,
}: {
  readonly series: readonly BalanceSeries[];
}): ReactElement {
  return (
    <div className="grid gap-6">
      {series.map((s) => (
        <AccountChart key={`${s.account}-${s.currency}`} series={s} />
      ))}
    </div>
  );
}

function AccountChart({ series }: { readonly series: BalanceSeries }): ReactElement {
  const titleId = useId();
  const descId = useId();
  const values = series.points.map((p) => Number(p.balance));
  const times = series.points.map((p) => Date.parse(`${p.date}T00:00:00Z`));
  const min = Math.min(...values, 0);
  const max = Math.max(...values, 0);
  const first = series.points[0];
  const last = series.points[series.points.length - 1];
  const t0 = times[0] ?? 0;
  const t1 = times[times.length - 1] ?? 1;
  const x = (t: number): number =>
    PAD.left + (t1 === t0 ? 0.5 : (t - t0) / (t1 - t0)) * (WIDTH - PAD.left - PAD.right);
  const y = (v: number): number =>
    PAD.top + (max === min ? 0.5 : (max - v) / (max - min)) * (HEIGHT - PAD.top - PAD.bottom);
  const path = series.points
    .map((_, i) => `${i === 0 ? "M" : "L"}${x(times[i] ?? 0).toFixed(1)},${y(values[i] ?? 0).toFixed(1)}`)
    .join(" ");
  const lowest = series.points.reduce(
    (a, b) => (Number(b.balance) < Number(a.balance) ? b : a),
    first ?? { date: "", balance: "0" },
  );
  const highest = series.points.reduce(
    (a, b) => (Number(b.balance) > Number(a.balance) ? b : a),
    first ?? { date: "", balance: "0" },
  );
  const summary =
    first && last
      ? m.bank_chart_summary({
          first: formatMoney(first.balance, series.currency),
          firstDate: formatDate(first.date),
          last: formatMoney(last.balance, series.currency),
          lastDate: formatDate(last.date),
          lowest: formatMoney(lowest.balance, series.currency),
          lowestDate: formatDate(lowest.date),
          highest: formatMoney(highest.balance, series.currency),
          highestDate: formatDate(highest.date),
        })
      : m.bank_chart_empty();

  return (
    <figure className="rounded-lg border border-gray-200 p-4 dark:border-gray-700">
      <figcaption className="font-semibold">
        {m.bank_chart_caption({ account: series.account, currency: series.currency })}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className="mt-3 h-auto w-full text-blue-700 dark:text-blue-400"
      >
        <title id={titleId}>{m.bank_chart_title({ account: series.account })}</title>
        <desc id={descId}>{summary}</desc>
        {min < 0 && max > 0 ? (
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(0)}
            y2={y(0)}
            className="stroke-gray-400 dark:stroke-gray-500"
            strokeDasharray="4 4"
          />
        ) : null}
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
        {series.points.length <= 62
          ? series.points.map((p, i) => (
              <circle key={p.date} cx={x(times[i] ?? 0)} cy={y(values[i] ?? 0)} r="3" fill="currentColor" />
            ))
          : null}
        <text x={PAD.left} y={HEIGHT - 8} className="fill-gray-600 text-[11px] dark:fill-gray-300">
          {formatDate(first?.date ?? "")}
        </text>
        <text
          x={WIDTH - PAD.right}
          y={HEIGHT - 8}
          textAnchor="end"
          className="fill-gray-600 text-[11px] dark:fill-gray-300"
        >
          {formatDate(last?.date ?? "")}
        </text>
      </svg>
      <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{summary}</p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-blue-700 hover:underline dark:text-blue-400">
          {m.bank_chart_table()}
        </summary>
        <table className="mt-2 w-full max-w-md text-left">
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4">
                {m.bank_col_date()}
              </th>
              <th scope="col" className="py-1 text-right">
                {m.bank_chart_balance()}
              </th>
            </tr>
          </thead>
          <tbody>
            {series.points.map((p) => (
              <tr key={p.date} className="border-t border-gray-200 dark:border-gray-700">
                <td className="py-1 pr-4">{formatDate(p.date)}</td>
                <td className="py-1 text-right tabular-nums">{formatMoney(p.balance, series.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
