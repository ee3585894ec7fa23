import { normaliseDate } from "../normalise-date";
import { normaliseNumber } from "../normalise-typed";

function looksLikeData(value: string): boolean {
  const text = value.trim();
  return (
    normaliseNumber(text) !== null ||
    normaliseDate(text) !== null ||
    text.includes("@") ||
    /^\+?\d[\d\s-]{6,}$/.test(text)
  );
}

/**
 * The header row among the first rows: the first row as wide as the table whose cells are all
 * filled, distinct and not data-like (numbers, dates, e-mail, phone), and that has data after it.
 * -1 when no row qualifies (the columns are then named "Column 1", "Column 2", ...).
 */
export function detectHeaderRow(rows: readonly (readonly string[])[]): number {
  const sample = rows.slice(0, 20);
  const width = Math.max(0, ...sample.map((row) => row.filter((cell) => cell.trim() !== "").length));
  if (width === 0) return -1;
  for (let index = 0; index < Math.min(sample.length - 1, 10); index++) {
    const cells = (sample[index] ?? []).map((cell) => cell.trim()).filter(Boolean);
    if (cells.length < (width <= 3 ? width : width - 1)) continue;
    const distinct = new Set(cells.map((cell) => cell.toLowerCase())).size === cells.length;
    if (distinct && !cells.some(looksLikeData)) return index;
    if (cells.length >= width) return -1;
  }
  return -1;
}

/** Column names from the header row, made unique and never empty. */
export function buildHeaders(headerRow: readonly string[] | undefined, width: number): string[] {
  const used = new Set<string>();
  return Array.from({ length: width }, (_, index) => {
    const base = headerRow?.[index]?.trim() || `Column ${index + 1}`;
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base} (${n})`;
    used.add(name.toLowerCase());
    return name;
  });
}
