/**
 * A row read under a header, with the numbers it printed under columns whose header we do not read
 * ("#", "Pos", "Nr."), keyed by the header cell's index.
 */
export interface RowWithUnnamedNumbers {
  readonly itemIndex: number;
  readonly unitPriceCents: number | null;
  readonly amountCents: number;
  /** Parsed quantities ("400", "1.5") by header cell index. */
  readonly numbers: ReadonlyMap<number, string>;
}

function fits(quantity: string, unitPriceCents: number, amountCents: number): boolean {
  const product = Math.round(Math.abs(Number(quantity)) * Math.abs(unitPriceCents));
  return Math.abs(product - Math.abs(amountCents)) <= 1;
}

/**
 * The quantity column of a table whose header names no quantity: the column whose number times the
 * unit price gives the line amount on every priced row, whatever its header says ("#" over 1,00 /
 * 400,00 / 200,00). A position number (1, 2, 3) fails that test on any row that is not one piece.
 * Returns the quantity of each row (by item index) that prints one in that column.
 */
export function quantitiesFromUnnamedColumn(
  rows: readonly RowWithUnnamedNumbers[],
): ReadonlyMap<number, string> {
  const priced = rows.filter((row) => row.unitPriceCents !== null && row.unitPriceCents !== 0);
  if (priced.length === 0) return new Map();
  const columns = [...new Set(rows.flatMap((row) => [...row.numbers.keys()]))].sort((a, b) => a - b);
  const column = columns.find((index) =>
    priced.every((row) => {
      const quantity = row.numbers.get(index);
      return quantity !== undefined && fits(quantity, row.unitPriceCents ?? 0, row.amountCents);
    }),
  );
  if (column === undefined) return new Map();
  return new Map(
    rows.flatMap((row) => {
      const quantity = row.numbers.get(column);
      return quantity === undefined ? [] : [[row.itemIndex, quantity] as const];
    }),
  );
}
