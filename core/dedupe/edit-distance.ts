// Reused between calls: the pair loop computes millions of short distances.
let before = new Int32Array(64);
let previous = new Int32Array(64);
let current = new Int32Array(64);

/**
 * Optimal-string-alignment distance (Levenshtein plus swapping two neighbours), stopping at `limit + 1`:
 * comparisons only ask "one typo? two?", so most pairs are rejected after the length check.
 */
export function boundedTypoDistance(a: string, b: string, limit: number): number {
  if (a === b) return 0;
  const lengthA = a.length;
  const lengthB = b.length;
  if (Math.abs(lengthA - lengthB) > limit) return limit + 1;
  if (previous.length <= lengthB) {
    before = new Int32Array(lengthB * 2 + 1);
    previous = new Int32Array(lengthB * 2 + 1);
    current = new Int32Array(lengthB * 2 + 1);
  }
  for (let j = 0; j <= lengthB; j++) previous[j] = j;
  for (let i = 1; i <= lengthA; i++) {
    current[0] = i;
    let rowMin = i;
    const codeA = a.charCodeAt(i - 1);
    for (let j = 1; j <= lengthB; j++) {
      const codeB = b.charCodeAt(j - 1);
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (codeA === codeB ? 0 : 1),
      );
      if (i > 1 && j > 1 && codeA === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === codeB)
        value = Math.min(value, (before[j - 2] as number) + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  return Math.min(previous[lengthB] as number, limit + 1);
}
