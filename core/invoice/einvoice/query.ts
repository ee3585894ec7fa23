import { addDecimals, compareDecimals, type Decimal, negateDecimal, powerOfTen } from "../money";
import { childrenNamed, type XmlElement } from "../ubl/xml-reader";

/**
 * Small helpers that read a parsed document the way the official Schematron does: by local name,
 * with whitespace normalised, numbers as exact xs:decimal and XPath's rounding (half towards +∞).
 */

/** Every descendant (not the element itself) with this local name, in document order. */
export function descendants(element: XmlElement | undefined, name: string): XmlElement[] {
  const out: XmlElement[] = [];
  if (!element) return out;
  const visit = (node: XmlElement): void => {
    for (const child of node.children) {
      if (child.name === name) out.push(child);
      visit(child);
    }
  };
  visit(element);
  return out;
}

/** Children along a `/`-separated path of local names (several matches per step allowed). */
export function path(element: XmlElement | undefined, steps: string): XmlElement[] {
  let current: XmlElement[] = element ? [element] : [];
  for (const step of steps.split("/")) current = current.flatMap((node) => childrenNamed(node, step));
  return current;
}

export function first(element: XmlElement | undefined, steps: string): XmlElement | undefined {
  return path(element, steps)[0];
}

export function exists(element: XmlElement | undefined, steps: string): boolean {
  return path(element, steps).length > 0;
}

/** XPath normalize-space of an element's text. */
export function normalise(text: string | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

/** normalize-space(steps) of the first match ("" when absent). */
export function textOf(element: XmlElement | undefined, steps: string): string {
  return normalise(first(element, steps)?.text);
}

export function filled(element: XmlElement | undefined, steps: string): boolean {
  return textOf(element, steps) !== "";
}

/** True when the element's cac:TaxScheme/cbc:ID is VAT (any case). */
export function isVatScheme(element: XmlElement): boolean {
  return path(element, "TaxScheme/ID").some((id) => normalise(id.text).toUpperCase() === "VAT");
}

/** A tax category (TaxCategory or ClassifiedTaxCategory) with this code, optionally only under the VAT scheme. */
export function hasCategory(category: XmlElement, code: string, vatOnly: boolean): boolean {
  return (
    path(category, "ID").some((id) => normalise(id.text) === code) && (!vatOnly || isVatScheme(category))
  );
}

/** xs:boolean cast of cbc:ChargeIndicator; null when absent or not a boolean. */
export function chargeIndicator(allowanceCharge: XmlElement): boolean | null {
  const value = textOf(allowanceCharge, "ChargeIndicator");
  if (value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  return null;
}

const XS_DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** xs:decimal cast; null when empty or not a decimal. */
export function xsDecimal(text: string | undefined): Decimal | null {
  const match = XS_DECIMAL.exec((text ?? "").trim());
  if (!match) return null;
  const [, sign, whole = "", fraction = ""] = match;
  if (whole === "" && fraction === "") return null;
  const units = BigInt(`${whole}${fraction}` || "0") * (sign === "-" ? -1n : 1n);
  return { units, scale: fraction.length };
}

export function decimalOf(element: XmlElement | undefined, steps: string): Decimal | null {
  const found = first(element, steps);
  return found ? xsDecimal(found.text) : null;
}

export const ZERO: Decimal = { units: 0n, scale: 0 };
export const ONE: Decimal = { units: 1n, scale: 0 };

export function add(...values: Decimal[]): Decimal {
  return values.reduce((sum, value) => addDecimals(sum, value), ZERO);
}

export function sub(left: Decimal, right: Decimal): Decimal {
  return addDecimals(left, negateDecimal(right));
}

export function sumOf(elements: readonly XmlElement[], steps: string): Decimal {
  return add(...elements.map((element) => decimalOf(element, steps) ?? ZERO));
}

export function abs(value: Decimal): Decimal {
  return value.units < 0n ? negateDecimal(value) : value;
}

export function cmp(left: Decimal, right: Decimal): number {
  return compareDecimals(left, right);
}

export function same(left: Decimal | null, right: Decimal | null): boolean {
  return left !== null && right !== null && compareDecimals(left, right) === 0;
}

/** XPath round(x * 100) div 100: two decimals, halves rounded towards positive infinity. */
export function round2(value: Decimal): Decimal {
  if (value.scale <= 2) return { units: value.units * powerOfTen(2 - value.scale), scale: 2 };
  const divisor = powerOfTen(value.scale - 2);
  const floor = value.units >= 0n ? value.units / divisor : -((-value.units + divisor - 1n) / divisor);
  const remainder = value.units - floor * divisor;
  return { units: remainder * 2n >= divisor ? floor + 1n : floor, scale: 2 };
}

/** XPath round(x): whole number, halves towards positive infinity. */
export function round0(value: Decimal): Decimal {
  const hundredths = round2({ units: value.units, scale: value.scale + 2 });
  return { units: hundredths.units, scale: 0 };
}

export function multiply(left: Decimal, right: Decimal): Decimal {
  return { units: left.units * right.units, scale: left.scale + right.scale };
}

/** value / 100, exactly. */
export function percentOf(value: Decimal): Decimal {
  return { units: value.units, scale: value.scale + 2 };
}

/** |a − b| < 1, as the official rules' "a − 1 < b and a + 1 > b". */
export function withinOne(left: Decimal, right: Decimal): boolean {
  return cmp(abs(sub(left, right)), ONE) < 0;
}

/** Digits after the decimal point as written (XPath string-length(substring-after(x, '.'))). */
export function decimalsWritten(element: XmlElement | undefined): number {
  const text = element?.text ?? "";
  const dot = text.indexOf(".");
  return dot === -1 ? 0 : text.length - dot - 1;
}
