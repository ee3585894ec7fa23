import { addDecimals, compareDecimals, type Decimal, negateDecimal, parseDecimal } from "../money";
import type { XmlElement } from "../ubl/xml-reader";
import { selectFirst } from "../ubl/xml-reader";

/** A decimal from UBL text, or null when absent or not a decimal. Uploaded files may use many decimals. */
export function readDecimal(text: string | undefined): Decimal | null {
  if (text === undefined || text === "") return null;
  const parsed = parseDecimal(text, 20);
  return parsed.ok ? parsed.value : null;
}

export function decimalAt(element: XmlElement | undefined, path: string): Decimal | null {
  return readDecimal(selectFirst(element, path)?.text);
}

export const ZERO: Decimal = { units: 0n, scale: 0 };

export function sumDecimals(values: ReadonlyArray<Decimal | null>): Decimal {
  return values.reduce<Decimal>((sum, value) => addDecimals(sum, value ?? ZERO), ZERO);
}

export function subtract(left: Decimal, right: Decimal): Decimal {
  return addDecimals(left, negateDecimal(right));
}

export function equalDecimals(left: Decimal | null, right: Decimal | null): boolean {
  return left !== null && right !== null && compareDecimals(left, right) === 0;
}

/** |left − right| ≤ slack, the tolerance some official rules allow (e.g. PEPPOL-EN16931-R120). */
export function withinSlack(left: Decimal | null, right: Decimal | null, slack: Decimal): boolean {
  if (left === null || right === null) return false;
  const difference = subtract(left, right);
  const magnitude = difference.units < 0n ? negateDecimal(difference) : difference;
  return compareDecimals(magnitude, slack) <= 0;
}

/** At most two decimals (BR-DEC-*). */
export function hasAtMostTwoDecimals(text: string | undefined): boolean {
  if (text === undefined) return true;
  const fraction = text.split(".")[1];
  return fraction === undefined || fraction.length <= 2;
}
