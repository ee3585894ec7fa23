import type { PreparedComparison } from "./comparison-levels";

/** A rare shared value may add at most this much (bits) over the column's average exact match. */
export const MAX_RARE_BONUS = 2;

/**
 * Term-frequency adjustment of an exact match, per distinct value (as splink does): the column's exact
 * weight assumes an average value; two rows agreeing on a value a share f of the rows hold agree by
 * chance with probability f instead of the column's u. So the adjustment is log2(u_exact / f): agreeing
 * on "Amsterdam" or 1990-01-01 counts for little, on "Zwaagdijk-Oost" for more (at most MAX_RARE_BONUS).
 */
export function termFrequencyAdjustments(column: PreparedComparison, uExact: number): Float64Array {
  const counts = new Float64Array(column.values.length);
  let filled = 0;
  for (const id of column.ids) {
    if (id < 0) continue;
    counts[id] = (counts[id] ?? 0) + 1;
    filled++;
  }
  const adjustments = new Float64Array(column.values.length);
  if (filled < 2 || uExact <= 0) return adjustments;
  for (let id = 0; id < counts.length; id++) {
    const share = (counts[id] ?? 0) / filled;
    adjustments[id] = share > 0 ? Math.min(MAX_RARE_BONUS, Math.log2(uExact / share)) : 0;
  }
  return adjustments;
}
