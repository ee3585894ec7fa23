import { normaliseRow } from "./row-keys";
import type { Cluster, ColumnRule, Row } from "./types";

// Unit separator: cannot be typed in a cell, so joined keys cannot collide across columns.
const SEPARATOR = "\u001f";

/**
 * Exact de-duplication on the normalised key of the chosen columns: one pass, one hash map, linear
 * time. Clusters come out in the order of their first row; rows inside a cluster ascend.
 */
export function findExactClusters(rows: readonly Row[], rules: readonly ColumnRule[]): Cluster[] {
  const firstIndex = new Map<string, number>();
  const groups = new Map<number, number[]>();
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index];
    if (!row) continue;
    const key = normaliseRow(row, rules).join(SEPARATOR);
    const first = firstIndex.get(key);
    if (first === undefined) {
      firstIndex.set(key, index);
      continue;
    }
    const group = groups.get(first);
    if (group) group.push(index);
    else groups.set(first, [first, index]);
  }
  return [...groups.values()]
    .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0))
    .map((members, position) => ({ id: position + 1, rows: members, score: 1 }));
}
