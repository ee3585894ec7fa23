import { LEVEL_LABELS, MISSING, type PreparedComparison, withLevelCheck } from "./comparison-levels";

/** "Sounds alike": what an initial against a name that starts with it is worth, a maybe. */
const INITIAL_LEVEL = LEVEL_LABELS.name.indexOf("sounds alike");

/** Whether one name is a single letter (an initial, "B" or "B.") and the other starts with it. */
function isInitialOf(x: string, y: string): boolean {
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.length === 1 && long.length > 1 && long.startsWith(short);
}

/**
 * A source that keeps only the initial of a given name ("B | Smith" against "Bob | Smith") does not
 * disagree on it: the initial is compared as a name that sounds alike, weak evidence for a match and,
 * like one, never enough to pre-accept a pair.
 */
/** Whether two rows' values in a column are an initial and a name that starts with it. */
export function initialIn(column: PreparedComparison): (a: number, b: number) => boolean {
  return (a, b) =>
    isInitialOf(column.values[column.ids[a] ?? -1] ?? "", column.values[column.ids[b] ?? -1] ?? "");
}

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
