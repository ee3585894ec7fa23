import { ExactKeys } from "./exact-keys";
import { type RowTable, toRowTable } from "./row-table";
import type { Cluster, ColumnRule, Row } from "./types";

/** Slots for twice as many keys as rows, a power of two: `bits` of them. */
function tableBits(rows: number): number {
  let bits = 4;
  while (1 << bits < rows * 2) bits++;
  return bits;
}

/**
 * For every row, the first row with the same normalised key (itself when it is the first). Open
 * addressing keyed by a 64-bit hash, each slot's row and hash side by side in one typed array (one
 * cache miss a probe); a hash hit is confirmed by comparing the keys, so a collision never merges
 * two different rows. Every row is hashed first, then the rows go into the table in a loop of their
 * own: its probes do not wait for each other, so the processor has several cache misses in flight.
 */
function findFirstRows(rows: RowTable, rules: readonly ColumnRule[]): Int32Array {
  const keys = new ExactKeys(rows, rules);
  const lows = new Int32Array(rows.length);
  const highs = new Int32Array(rows.length);
  for (let index = 0; index < rows.length; index++) {
    keys.hashRow(index);
    lows[index] = keys.low;
    highs[index] = keys.high;
  }
  const bits = tableBits(rows.length);
  const mask = (1 << bits) - 1;
  // Per slot: row + 1 (0 = empty), low and high half of the hash.
  const slots = new Int32Array((mask + 1) * 3);
  // Reused: each row's first row is written over its hash's low half.
  const firstOf = lows;
  for (let index = 0; index < rows.length; index++) {
    const low = lows[index] as number;
    const high = highs[index] as number;
    // Multiplicative hashing: the top bits of the product spread neighbouring hashes apart.
    let slot = Math.imul(low ^ high, 0x9e3779b1) >>> (32 - bits);
    firstOf[index] = index;
    for (;;) {
      const at = slot * 3;
      const known = (slots[at] as number) - 1;
      if (known < 0) {
        slots[at] = index + 1;
        slots[at + 1] = low;
        slots[at + 2] = high;
        break;
      }
      if (slots[at + 1] === low && slots[at + 2] === high && keys.sameKey(known, index)) {
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
  // Per first row, how many rows repeat it; then where the next of them goes in its cluster.
  const filled = new Int32Array(firstOf.length);
  for (let index = 0; index < firstOf.length; index++) {
    const first = firstOf[index] as number;
    if (first !== index) filled[first] = (filled[first] as number) + 1;
  }
  // Each cluster's array is made at its final size when its first row comes (so clusters come in the
  // order of their first rows, no sort), and its later rows are written in place: no arrays that
  // grow and no copies, which a million rows with 200,000 repeats pay for in garbage collection.
  const clusters: Cluster[] = [];
  const memberLists: number[][] = [];
  const clusterOf = new Int32Array(firstOf.length);
  for (let index = 0; index < firstOf.length; index++) {
    const first = firstOf[index] as number;
    if (first !== index) {
      const at = filled[first] as number;
      (memberLists[clusterOf[first] as number] as number[])[at] = index;
      filled[first] = at + 1;
      continue;
    }
    const repeats = filled[index] as number;
    if (repeats === 0) continue;
    const members: number[] = new Array(repeats + 1);
    members[0] = index;
    filled[index] = 1;
    clusterOf[index] = clusters.length;
    memberLists.push(members);
    clusters.push({ id: clusters.length + 1, rows: members, score: 1 });
  }
  return clusters;
}
