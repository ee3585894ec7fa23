// Reused between calls: the pair loop computes millions of short distances.
let before = new Int32Array(64);
let previous = new Int32Array(64);
let current = new Int32Array(64);

/** After trimming: at most one edit is one substitution, insertion, deletion or swap of neighbours. */
function withinOneEdit(a: string, b: string, start: number, endA: number, endB: number): boolean {
  const lengthA = endA - start;
  const lengthB = endB - start;
  if (lengthA + lengthB <= 1 || (lengthA === 1 && lengthB === 1)) return true;
  return (
    lengthA === 2 &&
    lengthB === 2 &&
    a.charCodeAt(start) === b.charCodeAt(start + 1) &&
    a.charCodeAt(start + 1) === b.charCodeAt(start)
  );
}

/**
 * Optimal-string-alignment distance (Levenshtein plus swapping two neighbours), stopping at `limit + 1`:
 * comparisons only ask "one typo? two?". A shared start and end cost nothing and are skipped first,
 * so most pairs are decided after a few character checks; the table runs on what differs.
 */
export function boundedTypoDistance(a: string, b: string, limit: number): number {
  if (a === b) return 0;
  const fullA = a.length;
  const fullB = b.length;
  if (Math.abs(fullA - fullB) > limit) return limit + 1;
  let start = 0;
  const shorter = Math.min(fullA, fullB);
  while (start < shorter && a.charCodeAt(start) === b.charCodeAt(start)) start++;
  let endA = fullA;
  let endB = fullB;
  while (endA > start && endB > start && a.charCodeAt(endA - 1) === b.charCodeAt(endB - 1)) {
    endA--;
    endB--;
  }
  if (limit === 1) return withinOneEdit(a, b, start, endA, endB) ? 1 : 2;
  const lengthA = endA - start;
  const lengthB = endB - start;
  if (lengthA === 0 || lengthB === 0) return Math.min(lengthA + lengthB, limit + 1);
  if (previous.length <= lengthB) {
    before = new Int32Array(lengthB * 2 + 1);
    previous = new Int32Array(lengthB * 2 + 1);
    current = new Int32Array(lengthB * 2 + 1);
  }
  for (let j = 0; j <= lengthB; j++) previous[j] = j;
  for (let i = 1; i <= lengthA; i++) {
    current[0] = i;
    let rowMin = i;
    const codeA = a.charCodeAt(start + i - 1);
    const priorA = i > 1 ? a.charCodeAt(start + i - 2) : -1;
    for (let j = 1; j <= lengthB; j++) {
      const codeB = b.charCodeAt(start + j - 1);
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (codeA === codeB ? 0 : 1),
      );
      if (j > 1 && priorA === codeB && codeA === b.charCodeAt(start + j - 2))
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
