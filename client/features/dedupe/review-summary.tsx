import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import { formatCount, formatFixed } from "./dedupe-text";
import type { ClusterView } from "./worker-protocol";

interface ReviewSummaryProps {
  readonly rowCount: number;
  readonly clusters: readonly ClusterView[];
  readonly accepted: Uint8Array;
  readonly millis: number;
}

function sizeHistogram(clusters: readonly ClusterView[]): [number, number][] {
  const counts = new Map<number, number>();
  for (const cluster of clusters) counts.set(cluster.rows.length, (counts.get(cluster.rows.length) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => a[0] - b[0]);
}

export function ReviewSummary({ rowCount, clusters, accepted, millis }: ReviewSummaryProps): ReactElement {
  let found = 0;
  let removed = 0;
  clusters.forEach((cluster, index) => {
    found += cluster.rows.length - 1;
    if (accepted[index]) removed += cluster.rows.length - 1;
  });
  const histogram = sizeHistogram(clusters);
  const largest = Math.max(1, ...histogram.map(([, count]) => count));
  // The test id stays English: it names the figure, not its words on screen.
  const stats: [string, string, string][] = [
    ["Rows in", m.dedupe_summary_rows_in(), formatCount(rowCount)],
    ["Duplicates found", m.dedupe_summary_found(), formatCount(found)],
    ["Clusters", m.dedupe_summary_clusters(), formatCount(clusters.length)],
    ["Rows out", m.dedupe_summary_rows_out(), formatCount(rowCount - removed)],
  ];
  return (
    <div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.map(([id, label, value]) => (
          <div key={id} className="rounded-md bg-gray-50 p-3 dark:bg-gray-800">
            <dt className="text-xs text-gray-600 dark:text-gray-400">{label}</dt>
            <dd className="text-xl font-semibold text-gray-900 dark:text-gray-100" data-testid={`stat-${id}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-gray-600 dark:text-gray-400">
        {m.dedupe_summary_matched_in({ seconds: formatFixed(millis / 1000, 1) })}
      </p>
      {histogram.length > 0 && (
        <figure className="mt-3">
          <figcaption className="text-sm font-medium text-gray-800 dark:text-gray-200">
            {m.dedupe_summary_by_size()}
          </figcaption>
          <ul className="mt-1 space-y-1">
            {histogram.map(([size, count]) => (
              <li key={size} className="flex items-center gap-2 text-xs text-gray-800 dark:text-gray-200">
                <span className="w-16 shrink-0">
                  {m.dedupe_summary_size_rows({ count: size, shown: formatCount(size) })}
                </span>
                <span
                  aria-hidden="true"
                  className="h-3 rounded bg-blue-600 dark:bg-blue-400"
                  style={{ width: `${Math.max(2, (count / largest) * 60)}%` }}
                />
                <span>{m.dedupe_summary_size_clusters({ count, shown: formatCount(count) })}</span>
              </li>
            ))}
          </ul>
        </figure>
      )}
    </div>
  );
}
