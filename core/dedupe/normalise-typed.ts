import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/min";

/** Ten digits starting with one 0: a Dutch number with its nine-digit national part. */
const DUTCH_NATIONAL = /^0[1-9]\d{8}$/;
const DUTCH_E164 = /^\+31[1-9]\d{8}$/;
/** Separators people type inside a phone number; the full parser ignores them too. */
const PHONE_SEPARATORS = /[\s\-.()/]/g;
const POSTCODE = /^(\d{4})\s*([a-zA-Z]{2})$/;
const POSTCODE_FORBIDDEN_LETTERS = /^(SA|SD|SS)$/;

/** Lower-case e-mail; with Gmail rules also drops dots and `+tags` in gmail.com/googlemail.com local parts. */
export function normaliseEmail(value: string, gmailRules: boolean): string | null {
  const email = value
    .trim()
    .toLowerCase()
    .replace(/^mailto:/, "");
  const at = email.lastIndexOf("@");
  if (at <= 0 || at === email.length - 1 || /\s/.test(email)) return null;
  let local = email.slice(0, at);
  let domain = email.slice(at + 1);
  if (gmailRules && (domain === "gmail.com" || domain === "googlemail.com")) {
    domain = "gmail.com";
    local = local.split("+")[0]?.replaceAll(".", "") ?? local;
  }
  return `${local}@${domain}`;
}

/** E.164 through libphonenumber-js; numbers without a country code use the default country. */
export function normalisePhone(value: string, defaultCountry: string): string | null {
  const trimmed = value.trim();
  // The common Dutch forms, without the metadata parser: a million phone cells in exact mode.
  if (defaultCountry === "NL" && DUTCH_NATIONAL.test(trimmed)) return `+31${trimmed.slice(1)}`;
  if (DUTCH_E164.test(trimmed)) return trimmed;
  if (!/\d/.test(trimmed)) return null;
  // The same numbers written with spaces, dashes or "(06)", or "0031": most cells of a Dutch file.
  const bare = trimmed.replace(PHONE_SEPARATORS, "").replace(/^0031(?=[1-9])/, "+31");
  if (defaultCountry === "NL" && DUTCH_NATIONAL.test(bare)) return `+31${bare.slice(1)}`;
  if (DUTCH_E164.test(bare)) return bare;
  // "0031 6 ..." is how many Dutch spreadsheets write international numbers.
  const international = trimmed.replace(/^00(?=[1-9])/, "+");
  const phone = parsePhoneNumberFromString(international, defaultCountry as CountryCode);
  if (!phone?.isPossible()) return null;
  return phone.number;
}

/** Dutch postcode as `1234AB` (four digits, the first not zero, two letters). */
export function normalisePostcode(value: string): string | null {
  const match = POSTCODE.exec(value.trim());
  if (!match?.[1] || !match[2] || match[1].startsWith("0")) return null;
  const letters = match[2].toUpperCase();
  if (POSTCODE_FORBIDDEN_LETTERS.test(letters)) return null;
  return `${match[1]}${letters}`;
}

function stripZeros(integer: string, fraction: string): string {
  const whole = integer.replace(/^0+(?=\d)/, "");
  const frac = fraction.replace(/0+$/, "");
  return frac ? `${whole}.${frac}` : whole;
}

/**
 * A number as a canonical decimal string ("1.234,50" → "1234.5"), exact, no floats.
 * Both separators: the last one is the decimal mark. One kind repeated: thousands. One `,` or `.`
 * alone: the decimal mark (Dutch and English both read "12,5" and "12.5" that way).
 */
export function normaliseNumber(value: string): string | null {
  let text = value
    .trim()
    .replace(/^[€$£]\s*|\s*[€$£]$|\s*(EUR|USD|GBP)$/gi, "")
    .replace(/[\s\u00a0']/g, "");
  let sign = "";
  if (/^[-+]/.test(text)) {
    sign = text[0] === "-" ? "-" : "";
    text = text.slice(1);
  } else if (/^\(.*\)$/.test(text)) {
    sign = "-";
    text = text.slice(1, -1);
  }
  if (!/^\d[\d.,]*$/.test(text) && !/^[.,]\d+$/.test(text)) return null;
  const lastComma = text.lastIndexOf(",");
  const lastDot = text.lastIndexOf(".");
  let decimalMark: string | null = null;
  if (lastComma >= 0 && lastDot >= 0) decimalMark = lastComma > lastDot ? "," : ".";
  else if (lastComma >= 0) decimalMark = text.indexOf(",") === lastComma ? "," : null;
  else if (lastDot >= 0) decimalMark = text.indexOf(".") === lastDot ? "." : null;
  let integer = text;
  let fraction = "";
  if (decimalMark) {
    const at = text.lastIndexOf(decimalMark);
    integer = text.slice(0, at);
    fraction = text.slice(at + 1);
    if (!/^\d*$/.test(fraction)) return null;
  }
  if (decimalMark && integer.includes(decimalMark)) return null;
  if (/[.,]/.test(integer) && !/^\d{1,3}(\.\d{3})+$|^\d{1,3}(,\d{3})+$/.test(integer)) return null;
  integer = integer.replace(/[.,]/g, "") || "0";
  const canonical = stripZeros(integer, fraction);
  return canonical === "0" ? "0" : `${sign}${canonical}`;
}
