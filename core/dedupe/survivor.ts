import { isEmptyCell } from "./cell-text";
import type { Cell, Row, SurvivorRule } from "./types";

export interface Survivor {
  /** The row whose place the survivor takes in the output. */
  readonly index: number;
  readonly row: Row;
}

function countFilled(row: Row): number {
  let filled = 0;
  for (const cell of row) if (!isEmptyCell(cell)) filled++;
  return filled;
}

function mergeRows(members: readonly number[], rows: readonly Row[]): Row {
  let width = 0;
  for (const index of members) width = Math.max(width, rows[index]?.length ?? 0);
  const merged: Cell[] = [];
  for (let column = 0; column < width; column++) {
    let value: Cell = rows[members[0] ?? 0]?.[column] ?? null;
    for (const index of members) {
      const cell = rows[index]?.[column];
      if (!isEmptyCell(cell)) {
        value = cell ?? null;
        break;
      }
    }
    merged.push(value);
  }
  return merged;
}

/**
 * The row a cluster keeps. keep-first/keep-last by file order; most-complete = most filled cells
 * (ties go to the earliest row); merge = the first row with every empty cell filled from the next
 * rows that have it, in file order.
 */
export function chooseSurvivor(
  members: readonly number[],
  rows: readonly Row[],
  rule: SurvivorRule,
): Survivor {
  const first = members[0] ?? 0;
  switch (rule) {
    case "keep-first":
      return { index: first, row: rows[first] ?? [] };
    case "keep-last": {
      const last = members[members.length - 1] ?? first;
      return { index: last, row: rows[last] ?? [] };
    }
    case "most-complete": {
      let best = first;
      let bestCount = -1;
      for (const index of members) {
        const count = countFilled(rows[index] ?? []);
        if (count > bestCount) {
          best = index;
          bestCount = count;
        }
      }
      return { index: best, row: rows[best] ?? [] };
    }
    case "merge":
      return { index: first, row: mergeRows(members, rows) };
  }
}
