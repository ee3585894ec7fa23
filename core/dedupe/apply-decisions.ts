import { chooseSurvivor } from "./survivor";
import type { Cluster, Row, SurvivorRule } from "./types";

export interface DedupeOutput {
  /** Rows to keep, in file order; a survivor takes its chosen row's place. */
  readonly kept: Row[];
  /** Rows removed, in file order, with their cluster id. */
  readonly removed: { readonly row: Row; readonly clusterId: number }[];
  /** Cluster id per input row (0 = in no accepted cluster), for the report. */
  readonly clusterOfRow: Int32Array;
  /** 1 where the input row survives (kept or merged into), 0 where it is removed. */
  readonly keptFlag: Uint8Array;
}

/** Applies the accepted clusters: one survivor each, every other member removed. */
export function applyDecisions(
  rows: readonly Row[],
  clusters: readonly Cluster[],
  isAccepted: (cluster: Cluster) => boolean,
  rule: SurvivorRule,
): DedupeOutput {
  const clusterOfRow = new Int32Array(rows.length);
  const keptFlag = new Uint8Array(rows.length).fill(1);
  const replacement = new Map<number, Row>();
  for (const cluster of clusters) {
    if (!isAccepted(cluster) || cluster.rows.length < 2) continue;
    const survivor = chooseSurvivor(cluster.rows, rows, rule);
    for (const index of cluster.rows) {
      clusterOfRow[index] = cluster.id;
      if (index !== survivor.index) keptFlag[index] = 0;
    }
    if (survivor.row !== rows[survivor.index]) replacement.set(survivor.index, survivor.row);
  }
  const kept: Row[] = [];
  const removed: { row: Row; clusterId: number }[] = [];
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index] ?? [];
    if (keptFlag[index]) kept.push(replacement.get(index) ?? row);
    else removed.push({ row, clusterId: clusterOfRow[index] ?? 0 });
  }
  return { kept, removed, clusterOfRow, keptFlag };
}
