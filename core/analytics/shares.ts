/** `part` of `total` in basis points, rounded half up; null when the total is not positive. */
export function shareInBasisPoints(part: number, total: number): number | null {
  if (total <= 0) return null;
  return Math.round((part * 10_000) / total);
}
