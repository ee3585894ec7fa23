import { MISSING, type PreparedComparison, withLevelCheck } from "./comparison-levels";
import { jaroWinkler, jaroWinklerBound } from "./similarity";

const NEAR = 0.92;
/** Levels up to this one (exact, near) already say "the same name"; worse ones are worth a swap check. */
const NEAR_LEVEL = 1;

/** One side's name, or "" for blank. */
function nameIn(column: PreparedComparison, row: number): string {
  const id = column.ids[row] ?? -1;
  return id < 0 ? "" : (column.values[id] ?? "");
}

function isNear(a: string, b: string): boolean {
  if (a === b) return true;
  return jaroWinklerBound(a.length, b.length) >= NEAR && jaroWinkler(a, b) >= NEAR;
}

/**
 * Whether two rows hold the same person's names with given name and surname in each other's columns
 * ("Noah | Watson" and "Watson | Noah"): each filled crossing is near, and at least one is filled.
 */
function isSwapped(given: PreparedComparison, surname: PreparedComparison, a: number, b: number): boolean {
  const givenA = nameIn(given, a);
  const surnameB = nameIn(surname, b);
  const surnameA = nameIn(surname, a);
  const givenB = nameIn(given, b);
  const first = givenA !== "" && surnameB !== "";
  const second = surnameA !== "" && givenB !== "";
  if (!first && !second) return false;
  return (!first || isNear(givenA, surnameB)) && (!second || isNear(surnameA, givenB));
}

function withSwapCheck(
  column: PreparedComparison,
  given: PreparedComparison,
  surname: PreparedComparison,
): PreparedComparison {
  return withLevelCheck(column, (level, a, b) => {
    if (level <= NEAR_LEVEL || level === MISSING) return level;
    return isSwapped(given, surname, a, b) ? NEAR_LEVEL : level;
  });
}

/**
 * People type given name and surname into each other's columns. Such a pair compared column by column
 * differs on both names; here the given-name column and the surname column count as a near match when the names agree crosswise, as splink's "names swapped" level.
 */
export function compareSwappedNames(columns: readonly PreparedComparison[]): PreparedComparison[] {
  const given = columns.findIndex((column) => column.kind === "name" && column.rule.role === "given-name");
  const surname = columns.findIndex((column) => column.kind === "name" && column.rule.role === "surname");
  if (given < 0 || surname < 0) return [...columns];
  const givenColumn = columns[given] as PreparedComparison;
  const surnameColumn = columns[surname] as PreparedComparison;
  return columns.map((column, index) =>
    index === given || index === surname ? withSwapCheck(column, givenColumn, surnameColumn) : column,
  );
}
