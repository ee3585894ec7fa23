import type { PreparedComparison } from "./comparison-levels";

/** A rare shared value may add at most this much (bits) over a typical exact match. */
export const MAX_RARE_BONUS = 2;

/**
 * Term-frequency adjustment of an exact match, per distinct value (after splink): two rows agreeing on
 * a value that a share s of the other rows also hold agree by chance about s of the time. The column's
 * exact-match weight is an average over agreeing pairs, so the adjustment is log2(typical s / s): agreeing
 * on "Amsterdam" or 1990-01-01 counts for less, on "Zwaagdijk-Oost" for more (at most MAX_RARE_BONUS),
 * and a column whose repeated values are all equally common is left as it is. The typical share is taken
 * over agreeing pairs, not random ones: in a small file the one value a duplicate pair shares would
 * otherwise look common only because that pair holds it.
 */
export function termFrequencyAdjustments(column: PreparedComparison): Float64Array {
  const counts = new Float64Array(column.values.length);
  let filled = 0;
  for (const id of column.ids) {
    if (id < 0) continue;
    counts[id] = (counts[id] ?? 0) + 1;
    filled++;
  }
  const adjustments = new Float64Array(column.values.length);
  if (filled < 3) return adjustments;
  let pairs = 0;
  let weightedShare = 0;
  for (const count of counts) {
    const agreeing = count * (count - 1);
    pairs += agreeing;
    weightedShare += (agreeing * (count - 1)) / (filled - 1);
  }
  if (pairs === 0) return adjustments;
  const typical = weightedShare / pairs;
  for (let id = 0; id < counts.length; id++) {
    const count = counts[id] ?? 0;
    if (count < 2) continue;
    adjustments[id] = Math.min(MAX_RARE_BONUS, Math.log2(typical / ((count - 1) / (filled - 1))));
  }
  return adjustments;
}
