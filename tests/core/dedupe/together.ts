/** Whether one of the clusters holds both rows. */
export function together(clusters: readonly { rows: readonly number[] }[], a: number, b: number): boolean {
  return clusters.some((cluster) => cluster.rows.includes(a) && cluster.rows.includes(b));
}

/** Given names of the background customers the dedupe tests build their files from. */
export const BACKGROUND_GIVEN_NAMES = [
  "Anna",
  "Bram",
  "Carlijn",
  "Daan",
  "Eline",
  "Frank",
  "Gijs",
  "Wouter",
  "Ivo",
  "Joris",
  "Kim",
  "Lotte",
] as const;
