/**
 * Exact decimal arithmetic for money (ADR 032): amounts travel as canonical decimal strings and are
 * added as bigint at a fixed scale of five decimals, the most ISO 20022 allows (ActiveOrHistoricCurrencyAndAmount).
 */
export const MAX_DECIMALS = 5;
const SCALE = 100_000n;

/**
 * Reads an unsigned or signed decimal with the given separator ("1234,5" or "-0.01234") into the
 * canonical form; null when it is not a plain decimal or has more than five decimals.
 */
export function parseDecimal(text: string, separator: "." | ","): string | null {
  let start = 0;
  let negative = false;
  const first = text.charCodeAt(0);
  if (first === 45 || first === 43) {
    negative = first === 45;
    start = 1;
  }
  const sep = text.indexOf(separator, start);
  const wholeEnd = sep === -1 ? text.length : sep;
  // String work only (no bigint): this runs once per amount on files of hundreds of thousands of lines.
  let firstDigit = start;
  while (firstDigit < wholeEnd - 1 && text.charCodeAt(firstDigit) === 48) firstDigit++;
  const whole = text.slice(firstDigit, wholeEnd);
  let fraction = sep === -1 ? "" : text.slice(sep + 1);
  if (
    (whole === "" && fraction === "") ||
    !isDigits(whole) ||
    !isDigits(fraction) ||
    fraction.length > MAX_DECIMALS
  ) {
    return null;
  }
  while (fraction.length > 2 && fraction.charCodeAt(fraction.length - 1) === 48)
    fraction = fraction.slice(0, -1);
  if (fraction.length < 2) fraction = fraction.padEnd(2, "0");
  const body = `${whole || "0"}.${fraction}`;
  return negative && !isZero(body) ? `-${body}` : body;
}

function isZero(body: string): boolean {
  for (let i = 0; i < body.length; i++) {
    const code = body.charCodeAt(i);
    if (code !== 48 && code !== 46) return false;
  }
  return true;
}

/** The value times 10^5 as a bigint, or null. */
export function parseScaled(text: string, separator: "." | "," = "."): bigint | null {
  let i = 0;
  let negative = false;
  if (text[0] === "-" || text[0] === "+") {
    negative = text[0] === "-";
    i = 1;
  }
  const sep = text.indexOf(separator, i);
  const whole = sep === -1 ? text.slice(i) : text.slice(i, sep);
  const fraction = sep === -1 ? "" : text.slice(sep + 1);
  if (whole === "" && fraction === "") return null;
  if (!isDigits(whole) || !isDigits(fraction) || fraction.length > MAX_DECIMALS) return null;
  const value = BigInt(whole || "0") * SCALE + BigInt(`${fraction}00000`.slice(0, MAX_DECIMALS));
  return negative ? -value : value;
}

function isDigits(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/** Canonical text: no leading zeros, at least two decimals, trailing zeros beyond two dropped. */
export function formatScaled(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / SCALE;
  let fraction = (abs % SCALE).toString().padStart(MAX_DECIMALS, "0");
  while (fraction.length > 2 && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  return `${negative ? "-" : ""}${whole}.${fraction}`;
}

/** Scaled value of a canonical amount string (as stored in the model). */
export function toScaled(amount: string): bigint {
  const value = parseScaled(amount, ".");
  if (value === null) throw new Error(`Not a canonical amount: ${amount}`);
  return value;
}

export function negateAmount(amount: string): string {
  return formatScaled(-toScaled(amount));
}

export function sumAmounts(amounts: Iterable<string>): string {
  let total = 0n;
  for (const amount of amounts) total += toScaled(amount);
  return formatScaled(total);
}

/** The amount with a decimal comma for Dutch spreadsheets ("-1234,50"). */
export function withDecimalComma(amount: string): string {
  return amount.replace(".", ",");
}

/** A number for spreadsheet cells: the nearest double, which Excel shows as the same decimal up to 15 digits. */
export function amountToNumber(amount: string): number {
  return Number(amount);
}
