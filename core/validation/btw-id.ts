import { mod97 } from "./mod97";
import { invalid, type ValidationResult, valid } from "./result";

export interface VatNumber {
  /** VAT prefix: ISO country code, except EL for Greece and XI for Northern Ireland. */
  readonly country: string;
  /** The number without prefix, upper-case, no spaces or dots. */
  readonly number: string;
  /** Prefix + number, the form printed on invoices. */
  readonly full: string;
}

/** VAT number formats of the EU member states (and XI) after the country prefix. */
const VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

export function normaliseVatNumber(input: string): string {
  return input.replace(/[\s.-]/g, "").toUpperCase();
}

/**
 * Dutch omzetbelastingnummer: NL + 9 digits + B + 2 digits. Valid when the 9 digits pass the
 * 11-test (weights 9..2, remainder equals the last digit), or — for sole traders' numbers issued
 * since 2020 — when the whole number passes ISO 7064 MOD 97-10.
 */
export function passesDutchBtwChecksum(full: string): boolean {
  const digits = full.slice(2, 11);
  let sum = 0;
  for (let index = 0; index < 8; index++) sum += Number(digits[index]) * (9 - index);
  const remainder = sum % 11;
  if (remainder !== 10 && remainder === Number(digits[8])) return true;
  return mod97(full) === 1;
}

/** A Dutch BTW-id (NL…B..) with its checksum. */
export function validateDutchBtwId(input: string): ValidationResult<VatNumber> {
  const full = normaliseVatNumber(input);
  if (full.length === 0) return invalid("Enter a BTW-id.");
  if (!/^NL\d{9}B\d{2}$/.test(full))
    return invalid("A Dutch BTW-id looks like NL123456789B01: NL, 9 digits, B and 2 digits.");
  if (!passesDutchBtwChecksum(full))
    return invalid("This BTW-id has a typo: its check digit does not match.");
  return valid({ country: "NL", number: full.slice(2), full });
}

/** Any EU VAT number: Dutch ones with their checksum, other member states by format. */
export function validateVatNumber(input: string): ValidationResult<VatNumber> {
  const full = normaliseVatNumber(input);
  if (full.length === 0) return invalid("Enter a VAT number.");
  const country = full.slice(0, 2);
  if (country === "NL") return validateDutchBtwId(full);
  if (country === "GR") return invalid("Greek VAT numbers start with EL, not GR.");
  const format = VAT_FORMATS[country];
  if (!format)
    return invalid("A VAT number starts with the country prefix of an EU member state, like NL or DE.");
  const number = full.slice(2);
  if (!format.test(number)) return invalid(`This is not the format of a VAT number from ${country}.`);
  return valid({ country, number, full });
}
