import { LEVEL_LABELS, MISSING, type PreparedComparison, withLevelCheck } from "./comparison-levels";

/** "Sounds alike": what an initial against a name that starts with it is worth, a maybe. */
const INITIAL_LEVEL = LEVEL_LABELS.name.indexOf("sounds alike");

/**
 * Whether one given name is the other cut short: a single letter (an initial, "B" or "B.") the other
 * starts with, or the first of the other's given names ("Anna" against "Anna Maria").
 */
function isInitialOf(x: string, y: string): boolean {
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (short.length === 0 || long.length <= short.length) return false;
  return short.length === 1 ? long.startsWith(short) : long.startsWith(`${short} `);
}

/** Whether two rows' values in a column are an initial (or a first given name) and the name it starts. */
export function initialIn(column: PreparedComparison): (a: number, b: number) => boolean {
  return (a, b) =>
    isInitialOf(column.values[column.ids[a] ?? -1] ?? "", column.values[column.ids[b] ?? -1] ?? "");
}

/**
 * A source that keeps only the initial of a given name ("B | Smith" against "Bob | Smith"), or only the
 * first of two ("Anna" against "Anna Maria"), does not disagree on it: what one source leaves out is
 * no evidence. It is compared as a name that sounds alike, weak evidence for a match and, like one,
 * never enough to pre-accept a pair.
 */
export function compareInitials(columns: readonly PreparedComparison[]): PreparedComparison[] {
  return columns.map((column) => {
    if (column.kind !== "name" || column.rule.role !== "given-name") return column;
    const initial = initialIn(column);
    return withLevelCheck(column, (level, a, b) => {
      if (level <= INITIAL_LEVEL || level === MISSING) return level;
      return initial(a, b) ? INITIAL_LEVEL : level;
    });
  });
}
