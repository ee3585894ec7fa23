import type { Line } from "./layout";

/** An item's price at the end of its line, with a comma or a point: "Bananen 1,43", "Pils 0,5L 3,50 B". */
const ENDS_IN_PRICE = /(?<![\d.,])\d{1,5}[.,]\d{2}(?:\s+[A-Z\d*]{1,2})?\s*$/u;
/** "4 x 2,98": a quantity and unit price under the item's name. */
const QUANTITY_TIMES = /^\W*\d{1,3}\s*[x×*]\s*\d/iu;

/**
 * Where a till's items begin, so the header above them ends: a quantity line ("4 x 2,98 11,92"), or
 * two lines in a row ending in a price (items come in runs; one amount in a header line is not a list).
 */
export function startsTheItems(lines: readonly Line[], index: number): boolean {
  const text = lines[index]?.text ?? "";
  if (QUANTITY_TIMES.test(text)) return true;
  const next = lines[index + 1]?.text ?? "";
  return ENDS_IN_PRICE.test(text) && (ENDS_IN_PRICE.test(next) || QUANTITY_TIMES.test(next));
}

/** "Pils" over "4 x 2,98 11,92": the line above a quantity is the item's name, not part of the header. */
export function isQuantityLine(line: Line): boolean {
  return QUANTITY_TIMES.test(line.text);
}
