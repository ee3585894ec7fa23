import { cellText } from "./cell-text";
import { normaliseValue } from "./normalise";
import type { Cluster, ColumnRule, Row } from "./types";

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
// Unit separator between columns: "ab"+"c" and "a"+"bc" hash differently.
const SEPARATOR = 0x1f;

function normaliseKey(row: Row, rules: readonly ColumnRule[]): string[] {
  const values: string[] = new Array(rules.length);
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i] as ColumnRule;
    values[i] = normaliseValue(cellText(row[rule.column]), rule.normalisation);
  }
  return values;
}

/** 32-bit FNV-1a over the normalised values: a small-integer Map key instead of a long joined string. */
function hashKey(values: readonly string[]): number {
  let hash = FNV_OFFSET;
  for (const value of values) {
    for (let i = 0; i < value.length; i++) hash = Math.imul(hash ^ value.charCodeAt(i), FNV_PRIME);
    hash = Math.imul(hash ^ SEPARATOR, FNV_PRIME);
  }
  return hash | 0;
}

function sameKey(known: readonly string[], values: readonly string[]): boolean {
  for (let i = 0; i < values.length; i++) if (known[i] !== values[i]) return false;
  return true;
}

/**
 * Exact de-duplication on the normalised key of the chosen columns: one pass, one hash table, linear
 * time. A hash hit is confirmed by comparing the normalised values, so collisions never merge rows.
 * Clusters come out in the order of their first row; rows inside a cluster ascend.
 */
export function findExactClusters(rows: readonly Row[], rules: readonly ColumnRule[]): Cluster[] {
  // hash → first row of each distinct key with that hash (an array only after a collision).
  const firstRows = new Map<number, number | number[]>();
  const groups = new Map<number, number[]>();
  // Normalised keys of first rows that were hit, kept so each is normalised once more at most.
  const keysOf = new Map<number, string[]>();
  const keyOf = (row: number): string[] => {
    let key = keysOf.get(row);
    if (!key) {
      key = normaliseKey(rows[row] ?? [], rules);
      keysOf.set(row, key);
    }
    return key;
  };
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index];
    if (!row) continue;
    const values = normaliseKey(row, rules);
    const hash = hashKey(values);
    const known = firstRows.get(hash);
    if (known === undefined) {
      firstRows.set(hash, index);
      continue;
    }
    const candidates = typeof known === "number" ? [known] : known;
    const first = candidates.find((candidate) => sameKey(keyOf(candidate), values));
    if (first === undefined) {
      firstRows.set(hash, [...candidates, index]);
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
