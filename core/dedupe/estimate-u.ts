import type { PreparedComparison } from "./comparison-levels";

const SAMPLES = 10_000;
const SMOOTHING = 0.5;

/** Small seeded generator (mulberry32): the same file gives the same model every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * P(level | non-match) of one column, from random pairs of rows where both values are filled: random
 * pairs are almost all non-matches. The exact level comes from the value frequencies themselves
 * (Σ f(f-1) / N(N-1)), so rare values are not estimated as "never agree".
 */
export function estimateColumnU(column: PreparedComparison, random: () => number): Float64Array {
  const levels = column.labels.length;
  const filled: number[] = [];
  const frequency = new Float64Array(column.values.length);
  column.ids.forEach((id, row) => {
    if (id < 0) return;
    filled.push(row);
    frequency[id] = (frequency[id] ?? 0) + 1;
  });
  const n = filled.length;
  const u = new Float64Array(levels);
  if (n < 2) {
    u.fill(1 / levels);
    return u;
  }
  const pairs = (n * (n - 1)) / 2;
  let agreeing = 0;
  for (const count of frequency) agreeing += (count * (count - 1)) / 2;
  const exact = Math.max(agreeing, SMOOTHING) / pairs;
  const counts = new Float64Array(levels).fill(SMOOTHING);
  counts[0] = 0;
  for (let sample = 0; sample < SAMPLES; sample++) {
    const a = filled[Math.floor(random() * n)] ?? 0;
    const b = filled[Math.floor(random() * n)] ?? 0;
    if (a === b) continue;
    const level = column.level(a, b);
    if (level > 0 && level < levels) counts[level] = (counts[level] ?? 0) + 1;
  }
  let rest = 0;
  for (const count of counts) rest += count;
  u[0] = exact;
  for (let level = 1; level < levels; level++) u[level] = ((1 - exact) * (counts[level] ?? 0)) / rest;
  return u;
}
