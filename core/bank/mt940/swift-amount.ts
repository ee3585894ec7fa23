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

/** ".00" to ".99": the decimals of an amount are looked up, not sliced and joined (one string fewer per row). */
const CENTS = Array.from({ length: 100 }, (_, n) => `.${String(n).padStart(2, "0")}`);

/**
 * readSwiftAmount of text[start, end), signed ("-" before a non-zero amount when `negative`). The
 * usual form ("1234,56": digits without leading zeros, a comma, two decimals) is built from the text
 * directly, in one or two strings; anything else goes through readSwiftAmount.
 */
export function readSignedSwiftAmountAt(
  text: string,
  start: number,
  end: number,
  negative: boolean,
): string | null {
  const comma = end - 3;
  if (comma > start && text.charCodeAt(comma) === 44) {
    const tens = text.charCodeAt(comma + 1) - 48;
    const ones = text.charCodeAt(comma + 2) - 48;
    const lead = text.charCodeAt(start);
    if (tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9 && (lead !== 48 || comma === start + 1)) {
      let i = start;
      while (i < comma && isDigit(text.charCodeAt(i))) i++;
      if (i === comma) {
        const whole = text.slice(start, comma);
        const cents = tens * 10 + ones;
        const zero = lead === 48 && cents === 0;
        return (negative && !zero ? `-${whole}` : whole) + CENTS[cents];
      }
    }
  }
  const unsigned = readSwiftAmount(text.slice(start, end));
  return unsigned !== null && negative && unsigned !== "0.00" ? `-${unsigned}` : unsigned;
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
