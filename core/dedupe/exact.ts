import { KeyHash } from "./key-hash";
import { normaliseValue } from "./normalise";
import { NormaliseCache } from "./normalise-cache";
import { type RowTable, toRowTable } from "./row-table";
import type { Cluster, ColumnRule, Row } from "./types";

function normaliseKey(rows: RowTable, row: number, rules: readonly ColumnRule[]): string[] {
  const values: string[] = new Array(rules.length);
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i] as ColumnRule;
    values[i] = normaliseValue(rows.text(row, rule.column), rule.normalisation);
  }
  return values;
}

/** The row's key hash; cells without a fast path go through normaliseValue (per column, cached). */
function hashRow(
  rows: RowTable,
  row: number,
  rules: readonly ColumnRule[],
  caches: readonly NormaliseCache[],
  hash: KeyHash,
): void {
  hash.reset();
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i] as ColumnRule;
    const text = rows.text(row, rule.column);
    if (!hash.feedCell(text, rule.normalisation))
      hash.feedText((caches[i] as NormaliseCache).normalise(text));
  }
}

/**
 * The two rows have the same normalised key. The same text in every column needs no normalising
 * (the usual exact duplicate); otherwise both keys are normalised and compared.
 */
function sameKey(rows: RowTable, a: number, b: number, rules: readonly ColumnRule[]): boolean {
  let sameText = true;
  for (let i = 0; i < rules.length && sameText; i++) {
    const column = (rules[i] as ColumnRule).column;
    sameText = rows.text(a, column) === rows.text(b, column);
  }
  if (sameText) return true;
  const first = normaliseKey(rows, a, rules);
  const second = normaliseKey(rows, b, rules);
  for (let i = 0; i < first.length; i++) if (first[i] !== second[i]) return false;
  return true;
}

function tableSize(rows: number): number {
  let size = 16;
  while (size < rows * 2) size *= 2;
  return size;
}

/**
 * For every row, the first row with the same normalised key (itself when it is the first). Open
 * addressing over typed arrays keyed by a 64-bit hash; a hash hit is confirmed by comparing the
 * normalised values, so a collision never merges two different rows.
 */
function findFirstRows(rows: RowTable, rules: readonly ColumnRule[]): Int32Array {
  const size = tableSize(rows.length);
  const mask = size - 1;
  const slotRow = new Int32Array(size).fill(-1);
  const slotLow = new Int32Array(size);
  const slotHigh = new Int32Array(size);
  const firstOf = new Int32Array(rows.length);
  const hash = new KeyHash();
  const caches = rules.map((rule) => new NormaliseCache(rule.normalisation));
  for (let index = 0; index < rows.length; index++) {
    hashRow(rows, index, rules, caches, hash);
    const low = hash.low;
    const high = hash.high;
    let slot = low & mask;
    firstOf[index] = index;
    for (;;) {
      const known = slotRow[slot] as number;
      if (known < 0) {
        slotRow[slot] = index;
        slotLow[slot] = low;
        slotHigh[slot] = high;
        break;
      }
      if (slotLow[slot] === low && slotHigh[slot] === high && sameKey(rows, known, index, rules)) {
        firstOf[index] = known;
        break;
      }
      slot = (slot + 1) & mask;
    }
  }
  return firstOf;
}

/**
 * Exact de-duplication on the normalised key of the chosen columns: one pass, one hash table, linear
 * time. Clusters come out in the order of their first row; rows inside a cluster ascend.
 */
export function findExactClusters(rows: readonly Row[] | RowTable, rules: readonly ColumnRule[]): Cluster[] {
  const firstOf = findFirstRows(toRowTable(rows), rules);
  // 1-based position in `members` of the cluster a first row starts; 0 = none yet.
  const clusterOf = new Int32Array(firstOf.length);
  const members: number[][] = [];
  for (let index = 0; index < firstOf.length; index++) {
    const first = firstOf[index] as number;
    if (first === index) continue;
    let position = clusterOf[first] as number;
    if (position === 0) {
      members.push([first]);
      position = members.length;
      clusterOf[first] = position;
    }
    members[position - 1]?.push(index);
  }
  // A cluster opens at its second row: order them by their first row.
  members.sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
  return members.map((group, position) => ({ id: position + 1, rows: group, score: 1 }));
}
