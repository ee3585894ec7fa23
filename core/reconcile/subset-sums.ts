/**
 * Bounded subset search: which few items add up to a target within a tolerance. Exponential in
 * general, so sizes and visited nodes are capped; a real payment for several invoices names a
 * handful, and beyond the cap the answer is "no suggestion", never a slow request.
 */
export interface SubsetItem {
  readonly id: string;
  readonly cents: number;
}

export interface SubsetLimits {
  readonly minSize: number;
  readonly maxSize: number;
  readonly maxResults: number;
  readonly maxNodes: number;
}

export function findSubsetSums(
  items: readonly SubsetItem[],
  target: number,
  toleranceCents: number,
  limits: SubsetLimits,
): SubsetItem[][] {
  const sorted = [...items].sort((a, b) => Math.abs(b.cents) - Math.abs(a.cents));
  // Remaining positive/negative mass from each index on, to prune branches that cannot reach the target.
  const positiveFrom = new Array<number>(sorted.length + 1).fill(0);
  const negativeFrom = new Array<number>(sorted.length + 1).fill(0);
  for (let index = sorted.length - 1; index >= 0; index--) {
    const cents = sorted[index]?.cents ?? 0;
    positiveFrom[index] = (positiveFrom[index + 1] ?? 0) + Math.max(cents, 0);
    negativeFrom[index] = (negativeFrom[index + 1] ?? 0) + Math.min(cents, 0);
  }
  const results: SubsetItem[][] = [];
  const chosen: SubsetItem[] = [];
  let nodes = 0;

  function visit(start: number, sum: number): void {
    if (results.length >= limits.maxResults || nodes++ > limits.maxNodes) return;
    if (chosen.length >= limits.minSize && Math.abs(target - sum) <= toleranceCents)
      results.push([...chosen]);
    if (chosen.length >= limits.maxSize) return;
    for (let index = start; index < sorted.length; index++) {
      const item = sorted[index];
      if (!item) continue;
      const reachableHigh = sum + (positiveFrom[index] ?? 0);
      const reachableLow = sum + (negativeFrom[index] ?? 0);
      if (target - toleranceCents > reachableHigh || target + toleranceCents < reachableLow) return;
      chosen.push(item);
      visit(index + 1, sum + item.cents);
      chosen.pop();
    }
  }
  visit(0, 0);
  return results;
}
