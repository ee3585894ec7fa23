/** Whether one of the clusters holds both rows. */
export function together(clusters: readonly { rows: readonly number[] }[], a: number, b: number): boolean {
  return clusters.some((cluster) => cluster.rows.includes(a) && cluster.rows.includes(b));
}
