import type { PreparedComparison } from "./comparison-levels";
import type { LinkageModel } from "./linkage-model";
import { MAX_RARE_BONUS } from "./term-frequency";

/** A code column whose values repeat this much (class codes, funding codes) says little about who a row is. */
const DISTINCT_CODES = 0.5;
/** Together, weak columns may add or take away at most this share of the strongest column's agreement. */
const WEAK_SHARE = 0.5;

/**
 * Whether a column only describes a row (free text, options, flags, repeated class codes) rather than
 * saying who it is (a name, address, postcode, phone, e-mail, date or an id code).
 */
export function isWeakColumn(column: PreparedComparison): boolean {
  if (column.kind === "text" || column.kind === "exact") return true;
  if (column.kind !== "code") return false;
  let filled = 0;
  for (const id of column.ids) if (id >= 0) filled++;
  return filled > 0 && column.values.length < filled * DISTINCT_CODES;
}

/**
 * The model with its weak columns scaled down (and the share their rare-value bonus keeps) so that all of them together, agreeing or differing,
 * weigh less than the strongest identifying column's exact match: with 24 program options and funding
 * codes that two sources typed differently, a provider's identical name, address and phone still
 * decide. Identifying columns keep their weights; a file without them is left as it is.
 */
export function capWeakColumns(
  model: LinkageModel,
  columns: readonly PreparedComparison[],
): { model: LinkageModel; rareScale: Float64Array } {
  const weak = columns.map(isWeakColumn);
  const rareScale = new Float64Array(columns.length).fill(1);
  let strongest = 0;
  weak.forEach((isWeak, index) => {
    if (!isWeak) strongest = Math.max(strongest, model.weights[index]?.[0] ?? 0);
  });
  if (strongest <= 0 || !weak.some(Boolean)) return { model, rareScale };
  const cap = strongest * WEAK_SHARE;
  let most = 0;
  let least = 0;
  weak.forEach((isWeak, index) => {
    if (!isWeak) return;
    const weights = model.weights[index] ?? new Float64Array();
    // A rare shared value adds its term-frequency bonus on top of the exact-match weight.
    most += Math.max(0, ...weights) + MAX_RARE_BONUS;
    least += Math.min(0, ...weights);
  });
  const up = most > cap ? cap / most : 1;
  const down = -least > cap ? cap / -least : 1;
  if (up === 1 && down === 1) return { model, rareScale };
  const weights = model.weights.map((column, index) =>
    weak[index] ? column.map((weight) => weight * (weight > 0 ? up : down)) : column,
  );
  weak.forEach((isWeak, index) => {
    if (isWeak) rareScale[index] = up;
  });
  return { model: { ...model, weights }, rareScale };
}
