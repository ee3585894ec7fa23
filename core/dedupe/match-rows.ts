import type { LabelledPair } from "./active-learning";
import { findExactClusters } from "./exact";
import { findFuzzyClusters } from "./fuzzy";
import { type LinkageResult, linkRecords } from "./linkage";
import { type RowTable, toRowArray } from "./row-table";
import type { Cluster, ColumnRule, Row } from "./types";

/** Fuzzy matching: a probabilistic model learnt from the file (default) or a threshold per column. */
export type FuzzyMethod = "probabilistic" | "thresholds";

export interface MatchRequest {
  readonly mode: "exact" | "fuzzy";
  readonly rules: readonly ColumnRule[];
  readonly requireAllPairs: boolean;
  readonly fuzzyMethod?: FuzzyMethod;
  /** Probabilistic only: the match probability a pair needs; undefined = the model's suggestion. */
  readonly minProbability?: number;
  /** Probabilistic only: the user's "Same or different?" answers. */
  readonly labels?: readonly LabelledPair[];
}

export interface MatchOutcome {
  readonly clusters: Cluster[];
  /** Probabilistic runs only: the model, per-pair evidence and the threshold used. */
  readonly linkage: LinkageResult | null;
}

/** One run of the page's "Find duplicates". */
export function matchRows(
  table: readonly Row[] | RowTable,
  request: MatchRequest,
  onProgress?: (done: number, total: number) => void,
): MatchOutcome {
  const progress = onProgress ? { onProgress } : {};
  if (request.mode === "exact") return { clusters: findExactClusters(table, request.rules), linkage: null };
  const rows = toRowArray(table);
  if (request.fuzzyMethod === "thresholds")
    return {
      clusters: findFuzzyClusters(rows, {
        rules: request.rules,
        requireAllPairs: request.requireAllPairs,
        ...progress,
      }),
      linkage: null,
    };
  const linkage = linkRecords(rows, {
    rules: request.rules,
    requireAllPairs: request.requireAllPairs,
    ...(request.minProbability === undefined ? {} : { minProbability: request.minProbability }),
    ...(request.labels ? { labels: request.labels } : {}),
    ...progress,
  });
  return { clusters: linkage.clusters, linkage };
}
