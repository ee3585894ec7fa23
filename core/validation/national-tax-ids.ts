/**
 * Check digits of the national numbers that several EU countries print instead of the prefixed VAT
 * number ("NIP 123-456-32-18", "P.IVA 01234567890", "CVR 12345678"). Each takes the bare digits
 * (or letters and digits for Spain) and says whether the check digit holds.
 */

function digitsOf(text: string): number[] {
  return [...text].map(Number);
}

function weightedSum(digits: readonly number[], weights: readonly number[]): number {
  return weights.reduce((sum, weight, index) => sum + weight * (digits[index] ?? 0), 0);
}

/** Polish NIP: 10 digits, weights 6 5 7 2 3 4 5 6 7, remainder mod 11 is the last digit. */
export function isValidPolishNip(number: string): boolean {
  if (!/^\d{10}$/.test(number)) return false;
  const digits = digitsOf(number);
  const remainder = weightedSum(digits, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11;
  return remainder !== 10 && remainder === digits[9];
}

/** Italian partita IVA: 11 digits, a Luhn check over all of them. */
export function isValidItalianPartitaIva(number: string): boolean {
  if (!/^\d{11}$/.test(number) || /^0+$/.test(number)) return false;
  let sum = 0;
  digitsOf(number).forEach((digit, index) => {
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  });
  return sum % 10 === 0;
}

/** Portuguese NIF/NIPC: 9 digits, weights 9..2, check digit 11 − remainder (10 and 11 give 0). */
export function isValidPortugueseNif(number: string): boolean {
  if (!/^[1-9]\d{8}$/.test(number)) return false;
  const digits = digitsOf(number);
  const check = 11 - (weightedSum(digits, [9, 8, 7, 6, 5, 4, 3, 2]) % 11);
  return (check >= 10 ? 0 : check) === digits[8];
}

const DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";

/** Spanish NIF: a company's CIF (letter, 7 digits, check digit or letter), a DNI or an NIE. */
export function isValidSpanishNif(number: string): boolean {
  const dni = /^(\d{8})([A-Z])$/.exec(number);
  if (dni) return DNI_LETTERS[Number(dni[1]) % 23] === dni[2];
  const nie = /^([XYZ])(\d{7})([A-Z])$/.exec(number);
  if (nie) return DNI_LETTERS[Number(`${"XYZ".indexOf(nie[1] ?? "")}${nie[2]}`) % 23] === nie[3];
  const cif = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(number);
  if (!cif?.[2]) return false;
  let sum = 0;
  digitsOf(cif[2]).forEach((digit, index) => {
    if (index % 2 === 1) sum += digit;
    else sum += Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
  });
  const control = (10 - (sum % 10)) % 10;
  return cif[3] === String(control) || cif[3] === "JABCDEFGHI"[control];
}

/** Danish CVR: 8 digits, weights 2 7 6 5 4 3 2 1, divisible by 11. */
export function isValidDanishCvr(number: string): boolean {
  return /^[1-9]\d{7}$/.test(number) && weightedSum(digitsOf(number), [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0;
}

/** Finnish Y-tunnus: 7 digits and a check digit (weights 7 9 10 5 8 4 2, 11 − remainder). */
export function isValidFinnishBusinessId(number: string): boolean {
  if (!/^\d{8}$/.test(number)) return false;
  const digits = digitsOf(number);
  const remainder = weightedSum(digits, [7, 9, 10, 5, 8, 4, 2]) % 11;
  if (remainder === 1) return false;
  return (remainder === 0 ? 0 : 11 - remainder) === digits[7];
}

/**
 * UK VAT registration number: 9 digits, weights 8..2 on the first seven plus the last two is a
 * multiple of 97, or of 97 after adding 55 (the series issued since 2010).
 */
export function isValidUkVatNumber(number: string): boolean {
  if (!/^\d{9}$/.test(number)) return false;
  const digits = digitsOf(number);
  const sum = weightedSum(digits, [8, 7, 6, 5, 4, 3, 2]) + Number(number.slice(7));
  return sum % 97 === 0 || (sum + 55) % 97 === 0;
}
