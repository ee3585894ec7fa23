import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import { formatCount } from "./dedupe-text";
import { PairEvidenceList } from "./pair-evidence";
import { SECONDARY_BUTTON } from "./ui";
import type { ClusterView } from "./worker-protocol";

interface ClusterCardProps {
  readonly cluster: ClusterView;
  readonly headers: readonly string[];
  readonly accepted: boolean;
  readonly onDecide: (accepted: boolean) => void;
}

function differingColumns(cells: readonly (readonly string[])[], width: number): boolean[] {
  return Array.from(
    { length: width },
    (_, column) => new Set(cells.map((row) => row[column] ?? "")).size > 1,
  );
}

export function ClusterCard({ cluster, headers, accepted, onDecide }: ClusterCardProps): ReactElement {
  const cells = cluster.cells ?? [];
  const differs = differingColumns(cells, headers.length);
  const title = m.dedupe_cluster_title({ id: cluster.id });
  const size = cluster.rows.length;
  const heading = { title, count: size, shown: formatCount(size), score: Math.round(cluster.score * 100) };
  return (
    <li
      className={`rounded-lg border p-3 ${accepted ? "border-gray-200 dark:border-gray-700" : "border-dashed border-gray-400 opacity-75 dark:border-gray-500"}`}
      aria-label={title}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-gray-900 dark:text-gray-100">
          {cluster.evidence
            ? m.dedupe_cluster_heading_probability(heading)
            : m.dedupe_cluster_heading_similarity(heading)}{" "}
          <span
            className={accepted ? "text-green-800 dark:text-green-300" : "text-gray-600 dark:text-gray-400"}
          >
            {accepted ? m.dedupe_cluster_merged() : m.dedupe_cluster_kept_apart()}
          </span>
        </h3>
        {cluster.sure !== null && (
          <span
            className={`rounded px-2 py-0.5 text-xs font-medium ${cluster.sure ? "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50" : "bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50"}`}
          >
            {cluster.sure ? m.dedupe_cluster_sure() : m.dedupe_cluster_needs_review()}
          </span>
        )}
        <div className="flex gap-2">
          <button
            type="button"
            className={SECONDARY_BUTTON}
            aria-pressed={accepted}
            onClick={() => onDecide(true)}
          >
            {m.dedupe_cluster_accept()}
          </button>
          <button
            type="button"
            className={SECONDARY_BUTTON}
            aria-pressed={!accepted}
            onClick={() => onDecide(false)}
          >
            {m.dedupe_cluster_reject()}
          </button>
        </div>
      </div>
      {cells.length > 0 ? (
        <div className="mt-2 overflow-x-auto">
          <table className="min-w-full text-left text-xs">
            <caption className="sr-only">{m.dedupe_cluster_caption({ title })}</caption>
            <thead>
              <tr className="text-gray-600 dark:text-gray-400">
                <th scope="col" className="px-2 py-1">
                  {m.dedupe_cluster_row()}
                </th>
                {headers.map((header) => (
                  <th key={header} scope="col" className="px-2 py-1">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {cells.map((row, index) => (
                <tr key={cluster.rows[index]} className="border-t border-gray-100 dark:border-gray-800">
                  <th scope="row" className="px-2 py-1 font-normal text-gray-500 dark:text-gray-400">
                    {cluster.rowNumbers[index]}
                  </th>
                  {headers.map((header, column) => (
                    <td key={header} className="whitespace-pre px-2 py-1 text-gray-900 dark:text-gray-100">
                      {differs[column] ? (
                        <mark className="rounded bg-amber-100 px-0.5 text-amber-950 dark:bg-amber-900 dark:text-amber-50">
                          {row[column] ?? ""}
                        </mark>
                      ) : (
                        (row[column] ?? "")
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {cluster.rows.length > cells.length && (
            <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">
              {m.dedupe_cluster_more_rows({
                count: cluster.rows.length - cells.length,
                shown: formatCount(cluster.rows.length - cells.length),
              })}
            </p>
          )}
        </div>
      ) : (
        <p className="mt-2 text-xs text-gray-600 dark:text-gray-400">
          {m.dedupe_cluster_rows({ rows: cluster.rowNumbers.join(", ") })}
        </p>
      )}
      {cluster.evidence && cluster.evidence.length > 0 && <PairEvidenceList pairs={cluster.evidence} />}
    </li>
  );
}
