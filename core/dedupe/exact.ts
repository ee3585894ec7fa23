import { normaliseValue } from "./normalise";
import { type RowTable, toRowTable } from "./row-table";
import type { Cluster, ColumnRule, Row } from "./types";

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const MIX_SEED = 0x9747b28c;
const MIX_PRIME = 0x5bd1e995;
// Unit separator between columns: "ab"+"c" and "a"+"bc" hash differently.
const SEPARATOR = 0x1f;

function normaliseKey(rows: RowTable, row: number, rules: readonly ColumnRule[]): string[] {
  const values: string[] = new Array(rules.length);
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i] as ColumnRule;
    values[i] = normaliseValue(rows.text(row, rule.column), rule.normalisation);
  }
  return values;
}

/** Two independent 32-bit hashes (FNV-1a and a multiply-shift mix): a 64-bit key in two Int32 slots. */
function hashKey(values: readonly string[], out: Int32Array): void {
  let low = FNV_OFFSET;
  let high = MIX_SEED;
  for (const value of values) {
    for (let i = 0; i < value.length; i++) {
      const code = value.charCodeAt(i);
      low = Math.imul(low ^ code, FNV_PRIME);
      high = Math.imul(high ^ code, MIX_PRIME);
      high ^= high >>> 15;
    }
    low = Math.imul(low ^ SEPARATOR, FNV_PRIME);
    high = Math.imul(high ^ (SEPARATOR + value.length), MIX_PRIME);
    high ^= high >>> 13;
  }
  out[0] = low;
  out[1] = high;
}

function sameKey(known: readonly string[], values: readonly string[]): boolean {
  for (let i = 0; i < values.length; i++) if (known[i] !== values[i]) return false;
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
  // Normalised keys of first rows that were hit, so each is normalised once more at most.
  const keysOf = new Map<number, string[]>();
  const hash = new Int32Array(2);
  for (let index = 0; index < rows.length; index++) {
    const values = normaliseKey(rows, index, rules);
    hashKey(values, hash);
    const low = hash[0] as number;
    const high = hash[1] as number;
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
      if (slotLow[slot] === low && slotHigh[slot] === high) {
        let key = keysOf.get(known);
        if (!key) {
          key = normaliseKey(rows, known, rules);
          keysOf.set(known, key);
        }
        if (sameKey(key, values)) {
          firstOf[index] = known;
          break;
        }
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
