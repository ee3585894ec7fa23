/**
 * Exact decimal arithmetic for invoices. A value is `units / 10^scale` with bigint units, so
 * quantities, prices and amounts never pass through binary floating point (ADR 050).
 */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

/** Amounts in minor units (cents). bigint so totals of any size stay exact. */
export type Cents = bigint;

export type DecimalResult =
  | { readonly ok: true; readonly value: Decimal }
  | { readonly ok: false; readonly error: string };

const DECIMAL_PATTERN = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Parses a canonical decimal string (`-12.345`; dot separator, no exponent, no grouping). */
export function parseDecimal(input: string, maxScale = 6): DecimalResult {
  const match = DECIMAL_PATTERN.exec(input.trim());
  if (!match) return { ok: false, error: "Enter a number like 12.50." };
  const [, sign, whole, fraction = ""] = match;
  if (fraction.length > maxScale) {
    return { ok: false, error: `Use at most ${maxScale} decimal places.` };
  }
  if ((whole ?? "").replace(/^0+/, "").length > 15) return { ok: false, error: "This number is too large." };
  const units = BigInt(`${whole}${fraction}`) * (sign === "-" ? -1n : 1n);
  return { ok: true, value: { units, scale: fraction.length } };
}

/**
 * Turns what a person types (`1.234,50`, `12,5`, `1 000`) into the canonical form `parseDecimal`
 * accepts. A comma is the decimal separator when it is the last separator, as in Dutch.
 */
export function normaliseDecimalInput(input: string): string {
  const compact = input.trim().replace(/[\s\u00a0']/g, "");
  const lastComma = compact.lastIndexOf(",");
  const lastDot = compact.lastIndexOf(".");
  if (lastComma > lastDot) return compact.replace(/\./g, "").replace(",", ".");
  return compact.replace(/,/g, "");
}

export function powerOfTen(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

/** Rescales to `scale` digits, rounding half away from zero (commercial rounding, ADR 050). */
export function roundToScale(value: Decimal, scale: number): bigint {
  if (value.scale <= scale) return value.units * powerOfTen(scale - value.scale);
  const divisor = powerOfTen(value.scale - scale);
  const negative = value.units < 0n;
  const magnitude = negative ? -value.units : value.units;
  const quotient = magnitude / divisor;
  const rounded = (magnitude % divisor) * 2n >= divisor ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}

export function multiplyDecimals(left: Decimal, right: Decimal): Decimal {
  return { units: left.units * right.units, scale: left.scale + right.scale };
}

export function addDecimals(left: Decimal, right: Decimal): Decimal {
  const scale = Math.max(left.scale, right.scale);
  return {
    units: left.units * powerOfTen(scale - left.scale) + right.units * powerOfTen(scale - right.scale),
    scale,
  };
}

export function negateDecimal(value: Decimal): Decimal {
  return { units: -value.units, scale: value.scale };
}

export function compareDecimals(left: Decimal, right: Decimal): number {
  const difference = addDecimals(left, negateDecimal(right)).units;
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

/** Rounds to cents (2 decimals, half away from zero). */
export function toCents(value: Decimal): Cents {
  return roundToScale(value, 2);
}

export function centsToDecimal(cents: Cents): Decimal {
  return { units: cents, scale: 2 };
}

/** Canonical string with trailing fractional zeros removed: `1.50` → `1.5`, `2.000` → `2`. */
export function formatDecimal(value: Decimal): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, "0");
  const whole = digits.slice(0, digits.length - value.scale);
  const fraction = digits.slice(digits.length - value.scale).replace(/0+$/, "");
  const body = fraction.length > 0 ? `${whole}.${fraction}` : whole;
  return negative && value.units !== 0n ? `-${body}` : body;
}

/** Canonical form of a decimal string, or the input unchanged when it does not parse. */
export function canonicalDecimal(input: string): string {
  const parsed = parseDecimal(input);
  return parsed.ok ? formatDecimal(parsed.value) : input;
}

/** Exactly two decimals, as UBL amounts are written: 1234.5 → `1234.50`, -5 → `-0.05`. */
export function formatCents(cents: Cents): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, "0");
  return `${negative ? "-" : ""}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** An amount with at most 2 decimals, as cents. */
export function parseCents(input: string): { ok: true; value: Cents } | { ok: false; error: string } {
  const parsed = parseDecimal(input, 2);
  if (!parsed.ok) return parsed;
  return { ok: true, value: roundToScale(parsed.value, 2) };
}

/** `€ 1.234,50` (nl) or `€1,234.50` (en); other currencies by their ISO code. */
export function formatMoney(cents: Cents, currency: string, language: "nl" | "en"): string {
  const negative = cents < 0n;
  const plain = formatCents(negative ? -cents : cents);
  const [whole = "0", fraction = "00"] = plain.split(".");
  const grouping = language === "nl" ? "." : ",";
  const separator = language === "nl" ? "," : ".";
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, grouping);
  const symbol = currency === "EUR" ? "€" : currency;
  const gap = language === "nl" || currency !== "EUR" ? " " : "";
  return `${negative ? "-" : ""}${symbol}${gap}${grouped}${separator}${fraction}`;
}

/** A decimal for display in the invoice language: `1,5` (nl) or `1.5` (en). */
export function formatQuantity(input: string, language: "nl" | "en"): string {
  const canonical = canonicalDecimal(input);
  return language === "nl" ? canonical.replace(".", ",") : canonical;
}
