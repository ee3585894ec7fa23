import type { PreparedComparison } from "./comparison-levels";

/** Rows sharing a key beyond this are split by another column's key, or not paired on that key. */
export const MAX_BLOCK = 50;
const REFINEMENTS = 2;

/** One blocking pass as compressed rows: the members of block k are members[start[k] .. start[k+1]). */
interface Pass {
  readonly blockOf: Int32Array;
  readonly position: Int32Array;
  readonly start: Int32Array;
  readonly members: Int32Array;
}

/** Key id per row for one key slot of a column; -1 when the row has no key there. */
function keyIdsOf(column: PreparedComparison, slot: number): Int32Array {
  const ofValue = new Int32Array(column.values.length);
  const known = new Map<string, number>();
  column.blockingKeys.forEach((keys, value) => {
    const key = keys[slot] ?? "";
    if (key === "" || key === "~") {
      ofValue[value] = -1;
      return;
    }
    let id = known.get(key);
    if (id === undefined) {
      id = known.size;
      known.set(key, id);
    }
    ofValue[value] = id;
  });
  return column.ids.map((id) => (id < 0 ? -1 : (ofValue[id] ?? -1)));
}

/**
 * Dense ids for pairs of non-negative ints, in an open-addressing table of typed arrays: a Map keyed by
 * key × 2³² + other held a million heap numbers and took most of the blocking time at 1,000,000 rows.
 */
class PairIds {
  private readonly first: Int32Array;
  private readonly second: Int32Array;
  private readonly ids: Int32Array;
  private readonly mask: number;

  constructor(capacity: number) {
    let size = 16;
    while (size < capacity * 2) size *= 2;
    this.first = new Int32Array(size).fill(-1);
    this.second = new Int32Array(size);
    this.ids = new Int32Array(size);
    this.mask = size - 1;
  }

  /** The id of (x, y), given `fresh` the first time the pair is seen. */
  idOf(x: number, y: number, fresh: number): number {
    let slot = (Math.imul(x, 0x9e3779b1) ^ Math.imul(y, 0x85ebca77)) & this.mask;
    for (;;) {
      const known = this.first[slot] as number;
      if (known < 0) break;
      if (known === x && this.second[slot] === y) return this.ids[slot] as number;
      slot = (slot + 1) & this.mask;
    }
    this.first[slot] = x;
    this.second[slot] = y;
    this.ids[slot] = fresh;
    return fresh;
  }
}

/** Rows per key id (ids are dense: 0 .. the largest). */
function countKeys(keys: Int32Array): Int32Array {
  let largest = -1;
  for (const key of keys) if (key > largest) largest = key;
  const counts = new Int32Array(largest + 1);
  for (const key of keys) if (key >= 0) counts[key] = (counts[key] as number) + 1;
  return counts;
}

function hasOversized(counts: Int32Array): boolean {
  for (const count of counts) if (count > MAX_BLOCK) return true;
  return false;
}

/** Rows in oversized blocks get a compound key with the next refining column; the rest keep theirs. */
function refine(keys: Int32Array, by: Int32Array, counts: Int32Array): Int32Array {
  const compound = new PairIds(keys.length);
  const next = new Int32Array(keys.length);
  let fresh = 0;
  const stable = new Int32Array(counts.length).fill(-1);
  for (let row = 0; row < keys.length; row++) {
    const key = keys[row] ?? -1;
    if (key < 0) {
      next[row] = -1;
      continue;
    }
    if ((counts[key] as number) <= MAX_BLOCK) {
      if ((stable[key] as number) < 0) stable[key] = fresh++;
      next[row] = stable[key] as number;
      continue;
    }
    const other = by[row] ?? -1;
    if (other < 0) {
      next[row] = -1;
      continue;
    }
    const id = compound.idOf(key, other, fresh);
    if (id === fresh) fresh++;
    next[row] = id;
  }
  return next;
}

function buildPass(keys: Int32Array, refiners: readonly Int32Array[]): Pass {
  let current = keys;
  let counts = countKeys(current);
  for (const by of refiners.slice(0, REFINEMENTS)) {
    if (!hasOversized(counts)) break;
    current = refine(current, by, counts);
    counts = countKeys(current);
  }
  const blockIds = new Int32Array(counts.length).fill(-1);
  let blocks = 0;
  const blockOf = new Int32Array(keys.length).fill(-1);
  for (let row = 0; row < current.length; row++) {
    const key = current[row] ?? -1;
    if (key < 0) continue;
    const count = counts[key] as number;
    if (count < 2 || count > MAX_BLOCK) continue;
    if ((blockIds[key] as number) < 0) blockIds[key] = blocks++;
    blockOf[row] = blockIds[key] as number;
  }
  const start = new Int32Array(blocks + 1);
  for (const block of blockOf) if (block >= 0) start[block + 1] = (start[block + 1] ?? 0) + 1;
  for (let block = 0; block < blocks; block++)
    start[block + 1] = (start[block + 1] ?? 0) + (start[block] ?? 0);
  const fill = start.slice(0, blocks);
  const members = new Int32Array(start[blocks] ?? 0);
  const position = new Int32Array(keys.length);
  for (let row = 0; row < blockOf.length; row++) {
    const block = blockOf[row] ?? -1;
    if (block < 0) continue;
    const at = fill[block] ?? 0;
    members[at] = row;
    position[row] = at;
    fill[block] = at + 1;
  }
  return { blockOf, position, start, members };
}

export interface CandidatePairs {
  /** Visits every candidate pair once (a < b). */
  forEach(visit: (a: number, b: number) => void, onProgress?: (done: number, total: number) => void): void;
}

/**
 * Candidate pairs from several blocking keys per column (values, sorted words, phonetic codes, e-mail
 * names): every pair that shares at least one key is visited once, anchored at its lower row, so no set
 * of seen pairs is needed. Keys shared by too many rows are narrowed by the most selective other columns.
 */
export function buildCandidatePairs(
  columns: readonly PreparedComparison[],
  rowCount: number,
): CandidatePairs {
  const primary = columns.map((column) => keyIdsOf(column, 0));
  const selective = columns
    .map((column, index) => ({ index, distinct: column.values.length }))
    .sort((x, y) => y.distinct - x.distinct)
    .map(({ index }) => index);
  const passes: Pass[] = [];
  columns.forEach((column, index) => {
    // A loop, not Math.max(...keys): a million distinct values overflow the call stack as arguments.
    let slots = 0;
    for (const keys of column.blockingKeys) slots = Math.max(slots, keys.length);
    const refiners = selective
      .filter((other) => other !== index)
      .map((other) => primary[other] as Int32Array);
    for (let slot = 0; slot < slots; slot++) {
      passes.push(buildPass(slot === 0 ? (primary[index] as Int32Array) : keyIdsOf(column, slot), refiners));
    }
  });
  const seenBy = new Int32Array(rowCount);
  return {
    forEach(visit, onProgress) {
      seenBy.fill(-1);
      const step = Math.max(1, Math.floor(rowCount / 100));
      for (let a = 0; a < rowCount; a++) {
        for (const pass of passes) {
          const block = pass.blockOf[a] ?? -1;
          if (block < 0) continue;
          const end = pass.start[block + 1] ?? 0;
          for (let at = (pass.position[a] ?? 0) + 1; at < end; at++) {
            const b = pass.members[at] ?? 0;
            if (seenBy[b] === a) continue;
            seenBy[b] = a;
            visit(a, b);
          }
        }
        if (onProgress && a % step === 0) onProgress(a, rowCount);
      }
    },
  };
}
