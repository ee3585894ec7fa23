/**
 * ISO 7064 MOD 97-10 over an alphanumeric string, letters mapped A=10 … Z=35 (used by IBAN and by
 * the Dutch sole-trader BTW-id). Computed piecewise so long inputs never leave safe integer range.
 */
export function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const character of alphanumeric) {
    const code = character.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : character;
    for (const digit of digits) remainder = (remainder * 10 + (digit.charCodeAt(0) - 48)) % 97;
  }
  return remainder;
}
