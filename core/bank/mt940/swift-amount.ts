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
