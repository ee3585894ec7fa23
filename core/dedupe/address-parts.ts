import { expandAddressAbbreviations } from "./address-abbreviations";
import { cellText } from "./cell-text";
import { MISSING, type PreparedComparison, withLevelCheck } from "./comparison-levels";
import { normaliseValue } from "./normalise";
import type { Row } from "./types";

/** The level an address gets when one row adds a place the other leaves out. */
const NEAR_LEVEL = 1;
/** Shorter letter words after the street (CA, NH, AB of a Dutch postcode) are not places. */
const PLACE_LETTERS = 3;

/** An address written as a street line and, after a comma, where it is: both as words in order. */
interface AddressParts {
  readonly street: readonly string[];
  readonly rest: readonly string[];
}

function wordsOf(text: string, column: PreparedComparison): string[] {
  return expandAddressAbbreviations(normaliseValue(text, column.rule.normalisation))
    .split(" ")
    .filter((word) => word.length > 0);
}

/** "6371 E Foothill Dr, Orroville, CA" → street 6371 e foothill drive, rest orroville ca; null without a comma. */
function partsOf(text: string, column: PreparedComparison): AddressParts | null {
  const comma = text.indexOf(",");
  if (comma < 0) return null;
  const street = wordsOf(text.slice(0, comma), column);
  const rest = wordsOf(text.slice(comma + 1), column);
  // Only a street with a house number says where someone lives; "Main Street" alone does not.
  if (rest.length === 0 || !street.some((word) => /\d/.test(word))) return null;
  return { street, rest };
}

function startsWith(words: readonly string[], start: readonly string[]): boolean {
  return start.length <= words.length && start.every((word, index) => words[index] === word);
}

/** Two lists that both say something of one kind and share nothing of it disagree. */
function disagree(x: readonly string[], y: readonly string[]): boolean {
  return x.length > 0 && y.length > 0 && !x.some((word) => y.includes(word));
}

/** Whether what follows the same street line is the same place or only more of it (a city, a postcode). */
function placesFit(x: readonly string[], y: readonly string[]): boolean {
  const numbers = (words: readonly string[]): string[] => words.filter((word) => /\d/.test(word));
  const places = (words: readonly string[]): string[] =>
    words.filter((word) => !/\d/.test(word) && word.length >= PLACE_LETTERS);
  return !disagree(numbers(x), numbers(y)) && !disagree(places(x), places(y));
}

/**
 * One source writes "6371 E Foothill Dr, Orroville, CA", another "6371 E Foothill Dr, 95915": the same
 * street line, one with the city, the other with the postcode. Compared word by word they differ; a
 * part one row leaves out is no evidence, so when the street lines (with a house number) are the same
 * and the rest does not contradict (another postcode, another city), the addresses are a near match.
 */
function addressPartsCheck(rows: readonly Row[], column: PreparedComparison): PreparedComparison {
  // Parts are read lazily from a row holding the value: most pairs never need them.
  const firstRow = new Int32Array(column.values.length).fill(-1);
  for (let row = 0; row < rows.length; row++) {
    const id = column.ids[row] ?? -1;
    if (id >= 0 && firstRow[id] === -1) firstRow[id] = row;
  }
  const known: (AddressParts | null | undefined)[] = new Array(column.values.length);
  const partsAt = (id: number): AddressParts | null => {
    let parts = known[id];
    if (parts === undefined) {
      const text = cellText(rows[firstRow[id] ?? -1]?.[column.rule.column]);
      parts = text.includes(",") ? partsOf(text, column) : null;
      known[id] = parts;
    }
    return parts;
  };
  const words: (string[] | undefined)[] = new Array(column.values.length);
  const wordsAt = (id: number): string[] => {
    let list = words[id];
    if (list === undefined) {
      list = (column.values[id] ?? "").split(" ").filter((word) => word.length > 0);
      words[id] = list;
    }
    return list;
  };
  const restAfter = (street: readonly string[], id: number): readonly string[] | null => {
    const own = partsAt(id);
    if (own) return startsWith(own.street, street) && own.street.length === street.length ? own.rest : null;
    const all = wordsAt(id);
    return startsWith(all, street) ? all.slice(street.length) : null;
  };
  /** The street line of `from` (written with a comma) starts `other`, and the places fit. */
  const nearFrom = (from: number, other: number): boolean => {
    const own = partsAt(from);
    if (!own) return false;
    const rest = restAfter(own.street, other);
    return rest !== null && placesFit(own.rest, rest);
  };
  const near = (x: number, y: number): boolean => nearFrom(x, y) || nearFrom(y, x);
  return withLevelCheck(column, (level, a, b) => {
    if (level <= NEAR_LEVEL || level === MISSING) return level;
    return near(column.ids[a] ?? -1, column.ids[b] ?? -1) ? NEAR_LEVEL : level;
  });
}

/** Address columns whose level also knows a street line written with and without its place. */
export function compareAddressParts(
  rows: readonly Row[],
  columns: readonly PreparedComparison[],
): PreparedComparison[] {
  return columns.map((column) => (column.kind === "address" ? addressPartsCheck(rows, column) : column));
}
