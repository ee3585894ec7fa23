import anyAscii from "any-ascii";
import { MISSING, type PreparedComparison, withLevelCheck } from "./comparison-levels";

/** A near match: what a full name that holds the other row's given name and surname counts as. */
const NEAR_LEVEL = 1;

/** A name's words in Latin letters: 张秀英 → zhang xiu ying, Алексей → aleksey. */
function latinWords(value: string): string[] {
  return anyAscii(value)
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length > 0);
}

function cellValue(column: PreparedComparison, row: number): string {
  const id = column.ids[row] ?? -1;
  return id < 0 ? "" : (column.values[id] ?? "");
}

/** The columns a row's name can be in: given name and surname, or one or more full-name columns. */
interface NameColumns {
  readonly given: PreparedComparison;
  readonly surname: PreparedComparison;
  readonly full: readonly PreparedComparison[];
}

function nameColumnsOf(columns: readonly PreparedComparison[]): NameColumns | null {
  const full = columns.filter((column) => column.kind === "name" && column.rule.role === "full-name");
  const given = columns.find((column) => column.kind === "name" && column.rule.role === "given-name");
  const surname = columns.find((column) => column.kind === "name" && column.rule.role === "surname");
  return full.length > 0 && given && surname ? { given, surname, full } : null;
}

/** A row's name romanised, word by word: from its given name and surname, else from a full name. */
function rowNameWords(names: NameColumns, row: number): { words: string[]; split: boolean } {
  const parts = `${cellValue(names.given, row)} ${cellValue(names.surname, row)}`.trim();
  if (parts !== "") return { words: latinWords(parts), split: true };
  const full = names.full.map((column) => cellValue(column, row)).find((value) => value !== "") ?? "";
  return { words: latinWords(full), split: false };
}

/** One row's name in one column and another's in two: the same words, or the same letters run together. */
function sameName(x: readonly string[], y: readonly string[]): boolean {
  if (x.length < 2 && y.length < 2) return false;
  const sorted = (words: readonly string[]): string => [...words].sort().join(" ");
  if (sorted(x) === sorted(y)) return true;
  const letters = (words: readonly string[]): string => [...words].sort().join("");
  return x.join("") === y.join("") || letters(x) === letters(y);
}

/**
 * Records merged from several sources hold a person's name in a full-name column on one row (often in
 * its own script: 张秀英) and in given-name and surname columns on another (Xiu Ying | Zhang). Compared
 * column by column both are blank, no evidence. Here, when one row has only a full name and the other
 * a given name or surname, and the romanised full name holds the same words, given name and surname
 * count as a near match. `blocking` is a column for candidate pairs only: each row's romanised name
 * words, sorted, so such rows are compared at all (blocking keys are per column).
 */
export function compareFullNames(columns: readonly PreparedComparison[]): {
  columns: PreparedComparison[];
  blocking: PreparedComparison[];
} {
  const names = nameColumnsOf(columns);
  if (!names) return { columns: [...columns], blocking: [] };
  const rowCount = names.given.ids.length;
  const rows = Array.from({ length: rowCount }, (_, row) => rowNameWords(names, row));
  const matches = (a: number, b: number): boolean => {
    const x = rows[a];
    const y = rows[b];
    if (!x || !y || x.split === y.split) return false;
    return sameName(x.words, y.words);
  };
  const ids = new Int32Array(rowCount);
  const values: string[] = [];
  const known = new Map<string, number>();
  rows.forEach(({ words }, row) => {
    const key = [...words].sort().join(" ");
    let id = key === "" ? -1 : known.get(key);
    if (id === undefined) {
      id = values.length;
      known.set(key, id);
      values.push(key);
    }
    ids[row] = id;
  });
  const blocking: PreparedComparison = {
    ...names.given,
    ids,
    values,
    blockingKeys: values.map((value) => [value]),
    level: () => MISSING,
  };
  return {
    columns: columns.map((column) =>
      column === names.given || column === names.surname
        ? withLevelCheck(column, (level, a, b) => (level === MISSING && matches(a, b) ? NEAR_LEVEL : level))
        : column,
    ),
    blocking: [blocking],
  };
}
