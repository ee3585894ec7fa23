/** D1 binds at most 100 parameters per statement. */
export const D1_MAX_BOUND_PARAMETERS = 100;

/** Rows per multi-row INSERT for a table with `columns` columns. */
export function rowsPerInsert(columns: number): number {
  return Math.max(1, Math.floor(D1_MAX_BOUND_PARAMETERS / columns));
}

export function chunkRows<T>(rows: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push(rows.slice(start, start + size));
  return chunks;
}
