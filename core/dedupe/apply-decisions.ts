import { type RowTable, toRowTable } from "./row-table";
import { chooseSurvivor } from "./survivor";
import type { Cluster, Row, SurvivorRule } from "./types";

export interface RowDecisions {
  /** Cluster id per input row (0 = in no accepted cluster), for the report. */
  readonly clusterOfRow: Int32Array;
  /** 1 where the input row survives (kept or merged into), 0 where it is removed. */
  readonly keptFlag: Uint8Array;
  /** Survivors that differ from their row as read (merge): they take that row's place. */
  readonly replacement: ReadonlyMap<number, Row>;
}

export interface DedupeOutput extends RowDecisions {
  /** Rows to keep, in file order; a survivor takes its chosen row's place. */
  readonly kept: Row[];
  /** Rows removed, in file order, with their cluster id. */
  readonly removed: { readonly row: Row; readonly clusterId: number }[];
}

/** Which rows stay and which go, without building the rows: keep-first and keep-last never read them. */
export function decideRows(
  table: RowTable,
  clusters: readonly Cluster[],
  isAccepted: (cluster: Cluster) => boolean,
  rule: SurvivorRule,
): RowDecisions {
  const clusterOfRow = new Int32Array(table.length);
  const keptFlag = new Uint8Array(table.length).fill(1);
  const replacement = new Map<number, Row>();
  for (const cluster of clusters) {
    if (!isAccepted(cluster) || cluster.rows.length < 2) continue;
    let survivor =
      rule === "keep-last" ? (cluster.rows[cluster.rows.length - 1] ?? 0) : (cluster.rows[0] ?? 0);
    if (rule === "most-complete" || rule === "merge") {
      const memberRows = cluster.rows.map((index) => table.row(index));
      const chosen = chooseSurvivor(
        memberRows.map((_, position) => position),
        memberRows,
        rule,
      );
      survivor = cluster.rows[chosen.index] ?? survivor;
      if (chosen.row !== memberRows[chosen.index]) replacement.set(survivor, chosen.row);
    }
    for (const index of cluster.rows) {
      clusterOfRow[index] = cluster.id;
      if (index !== survivor) keptFlag[index] = 0;
    }
  }
  return { clusterOfRow, keptFlag, replacement };
}

/** Applies the accepted clusters: one survivor each, every other member removed. */
export function applyDecisions(
  rows: readonly Row[] | RowTable,
  clusters: readonly Cluster[],
  isAccepted: (cluster: Cluster) => boolean,
  rule: SurvivorRule,
): DedupeOutput {
  const table = toRowTable(rows);
  const decisions = decideRows(table, clusters, isAccepted, rule);
  const kept: Row[] = [];
  const removed: { row: Row; clusterId: number }[] = [];
  for (let index = 0; index < table.length; index++) {
    const row = table.row(index);
    if (decisions.keptFlag[index]) kept.push(decisions.replacement.get(index) ?? row);
    else removed.push({ row, clusterId: decisions.clusterOfRow[index] ?? 0 });
  }
  return { ...decisions, kept, removed };
}
