import { findExactClusters } from "./exact";
import { findFuzzyClusters } from "./fuzzy";
import type { Cluster, ColumnRule, Row } from "./types";

export interface MatchRequest {
  readonly mode: "exact" | "fuzzy";
  readonly rules: readonly ColumnRule[];
  readonly requireAllPairs: boolean;
}

/** One run of the page's "Find duplicates". */
export function matchRows(
  rows: readonly Row[],
  request: MatchRequest,
  onProgress?: (done: number, total: number) => void,
): Cluster[] {
  if (request.mode === "exact") return findExactClusters(rows, request.rules);
  return findFuzzyClusters(rows, {
    rules: request.rules,
    requireAllPairs: request.requireAllPairs,
    ...(onProgress ? { onProgress } : {}),
  });
}
