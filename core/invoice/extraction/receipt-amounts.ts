import { findAmounts, type ParsedAmount } from "./amounts";
import type { NumberFormat } from "./types";

/** Letters a till font's digits are misread as, inside a token that is otherwise an amount. */
const DIGIT_FOR: Readonly<Record<string, string>> = {
  O: "0",
  o: "0",
  D: "0",
  S: "5",
  s: "5",
  l: "1",
  I: "1",
  "|": "1",
  Z: "2",
  z: "2",
};
const AMOUNT_LIKE = /(?<![\p{L}\d])([\dOoDSslIZz|]{1,6})\s?([.,])\s?([\dOoDSslIZz|]{2})(?![\p{L}\d])/gu;
/** Cents without the units' zero: "RM -.02", "Rounding .03". */
const CENTS_ONLY = /(?<=^|[\s(])(?<!\d\s*)(-?)([.,])([\dOoZz]{2})(?![\p{L}\d])/gu;

/**
 * "1O.S0" → "10.50", "14 .10" → "14.10", "RM14.10" → "RM 14.10", "-.0Z" → "-0.02": the amounts of a till line as
 * printed, with letters read for digits and stray spaces round the decimal point removed. A token
 * is repaired only when it already holds a digit, so words stay words.
 */
export function repairReceiptAmounts(text: string): string {
  const spaced = text
    .replace(/\b(RM|EUR|USD|SGD)(?=\d)/gi, "$1 ")
    .replace(CENTS_ONLY, (whole, sign: string, separator: string, cents: string) =>
      /\d/.test(cents) ? `${sign}0${separator}${cents}` : whole,
    );
  return spaced.replace(AMOUNT_LIKE, (whole, units: string, separator: string, cents: string) => {
    if (!/\d/.test(units + cents)) return whole;
    const digits = (part: string): string => [...part].map((c) => DIGIT_FOR[c] ?? c).join("");
    return `${digits(units)}${separator}${digits(cents)}`;
  });
}

/**
 * The amounts of a till line, left to right, in the receipt's number format; a line whose amounts
 * read only the other way ("15,90" on a dot-decimal receipt, a point misread as a comma) is read so.
 */
export function findReceiptAmounts(text: string, format: NumberFormat): ParsedAmount[] {
  const repaired = repairReceiptAmounts(text);
  const amounts = findAmounts(repaired, format);
  if (amounts.length > 0) return amounts;
  return findAmounts(repaired, format === "dot-decimal" ? "comma-decimal" : "dot-decimal");
}
