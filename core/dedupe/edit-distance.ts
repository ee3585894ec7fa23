/**
 * Optimal-string-alignment distance (Levenshtein plus swapping two neighbours), stopping at `limit + 1`:
 * comparisons only ask "one typo? two?", so most pairs are rejected after the length check.
 */
export function boundedTypoDistance(a: string, b: string, limit: number): number {
  if (a === b) return 0;
  const lengthA = a.length;
  const lengthB = b.length;
  if (Math.abs(lengthA - lengthB) > limit) return limit + 1;
  let before = new Array<number>(lengthB + 1).fill(0);
  let previous = Array.from({ length: lengthB + 1 }, (_, j) => j);
  let current = new Array<number>(lengthB + 1).fill(0);
  for (let i = 1; i <= lengthA; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= lengthB; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      )
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[lengthB] ?? 0, limit + 1);
}
