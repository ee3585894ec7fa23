import { parseDecimal } from "../decimal";

/**
 * A SWIFT amount ("1234,56"; the comma is mandatory there) as real exports write it: also "1234,"
 * (no decimals), "500" (no comma at all) and "1234.56" (a decimal point, when there is no comma).
 * Returns the canonical unsigned amount, or null for anything else ("12,3,4", "", "1.234,56").
 */
export function readSwiftAmount(text: string): string | null {
  const comma = text.indexOf(",");
  if (comma !== -1) {
    if (text.indexOf(",", comma + 1) !== -1 || text.includes(".")) return null;
    return parseDecimal(text, ",");
  }
  return text === "" ? null : parseDecimal(text, ".");
}

/**
 * readSwiftAmount of text[start, end). The usual form ("1234,56": digits without leading zeros, a
 * comma, two decimals) is built from the text directly; anything else goes through readSwiftAmount.
 */
export function readSwiftAmountAt(text: string, start: number, end: number): string | null {
  const comma = end - 3;
  if (
    comma > start &&
    text.charCodeAt(comma) === 44 &&
    isDigit(text.charCodeAt(comma + 1)) &&
    isDigit(text.charCodeAt(comma + 2)) &&
    (text.charCodeAt(start) !== 48 || comma === start + 1)
  ) {
    let i = start;
    while (i < comma && isDigit(text.charCodeAt(i))) i++;
    if (i === comma) return `${text.slice(start, comma)}.${text.slice(comma + 1, end)}`;
  }
  return readSwiftAmount(text.slice(start, end));
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** End of the run of amount characters (digits, comma, point) at `from`, not past `end`. */
export function amountRunEnd(text: string, from: number, end = text.length): number {
  let i = from;
  while (i < end) {
    const code = text.charCodeAt(i);
    if ((code < 48 || code > 57) && code !== 44 && code !== 46) break;
    i++;
  }
  return i;
}
