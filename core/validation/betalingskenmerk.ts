/**
 * The Dutch betalingskenmerk (Betaalvereniging, formerly Currence acceptgiro rules): 7 digits without
 * a check, 16 digits as check digit + 15, or 9–14 digits as check digit + length code + 7–12 digits.
 * The check digit is a weighted mod 11 over everything after it, the weights 2, 4, 8, 5, 10, 9, 7, 3,
 * 6, 1 repeating from the rightmost digit; a result of 11 becomes 0 and 10 becomes 1.
 */
const WEIGHTS = [2, 4, 8, 5, 10, 9, 7, 3, 6, 1] as const;

/** The check digit for the digits that follow it (the length code included for the short forms). */
export function computeBetalingskenmerkCheckDigit(body: string): number {
  let sum = 0;
  for (let index = 0; index < body.length; index++) {
    sum += Number(body[body.length - 1 - index]) * (WEIGHTS[index % WEIGHTS.length] ?? 0);
  }
  const check = 11 - (sum % 11);
  return check === 11 ? 0 : check === 10 ? 1 : check;
}

/** Digits only: spaces, dots and dashes a person or bank put in are dropped. */
export function compactBetalingskenmerk(text: string): string {
  return text.replace(/[\s.-]/g, "");
}

/** True for a betalingskenmerk with a valid check digit (and length code). Seven digits carry no check. */
export function isValidBetalingskenmerk(text: string): boolean {
  const digits = compactBetalingskenmerk(text);
  if (!/^\d+$/.test(digits)) return false;
  if (digits.length === 16) return computeBetalingskenmerkCheckDigit(digits.slice(1)) === Number(digits[0]);
  if (digits.length < 9 || digits.length > 14) return false;
  if (Number(digits[1]) !== (digits.length - 2) % 10) return false;
  return computeBetalingskenmerkCheckDigit(digits.slice(1)) === Number(digits[0]);
}

/**
 * A 16-digit betalingskenmerk for a number (an invoice's sequence, say): the number padded to 15
 * digits with its check digit in front. Numbers longer than 15 digits cannot be expressed.
 */
export function createBetalingskenmerk(number: string): string {
  const digits = number.replace(/\D/g, "");
  if (digits.length === 0 || digits.length > 15)
    throw new RangeError("A betalingskenmerk holds 1 to 15 digits.");
  const body = digits.padStart(15, "0");
  return `${computeBetalingskenmerkCheckDigit(body)}${body}`;
}

/** "5000 0567 8901 2345": groups of four as on an acceptgiro. */
export function formatBetalingskenmerk(text: string): string {
  return compactBetalingskenmerk(text).replace(/(\d{4})(?=\d)/g, "$1 ");
}
