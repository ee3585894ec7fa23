import { validateVatNumber } from "../../validation/btw-id";

/** Letters OCR reads in place of digits, in tokens that must be numeric. */
const AS_DIGIT: Readonly<Record<string, string>> = {
  O: "0",
  o: "0",
  D: "0",
  I: "1",
  l: "1",
  "|": "1",
  í: "1",
  ì: "1",
  "!": "1",
  S: "5",
  s: "5",
  B: "8",
  Z: "2",
  z: "2",
  G: "6",
};

function toDigits(text: string): string {
  return [...text].map((character) => AS_DIGIT[character] ?? character).join("");
}

/** "2í%" → "21%": a percentage's digits. */
function repairPercentage(word: string): string {
  const match = /^([\dOoIl|íì!SZ]{1,2})([.,]\d{1,2})?%(.*)$/.exec(word);
  if (!match?.[1] || !/\d/.test(match[1])) return word;
  return `${toDigits(match[1])}${match[2] ?? ""}%${match[3] ?? ""}`;
}

/**
 * "NL307366960802" → "NL307366960B02" and digits misread as letters inside a Dutch BTW-id; taken
 * only when the repaired number passes the BTW-id checksum.
 */
function repairDutchVatId(word: string): string {
  const match = /^NL([\dOoIlSBZG|]{9})([B8])([\dOoIlSBZG|]{2})$/.exec(word);
  if (!match?.[1] || !match[3]) return word;
  const candidate = `NL${toDigits(match[1])}B${toDigits(match[3])}`;
  return candidate !== word && validateVatNumber(candidate).ok ? candidate : word;
}

/** Abbreviation points OCR reads as a colon or comma ("excl:" → "excl."), so labels match. */
function repairAbbreviation(word: string): string {
  return word.replace(/^(excl|incl|nr|no|nummer)[:,]$/i, "$1.");
}

/** "8,256:91" → "8,256.91": a decimal separator read as a colon, told apart by the group separator. */
function repairDecimalColon(word: string): string {
  const match = /^([€$£]?\d{1,3}(?:([.,])\d{3})+):(\d{2})$/.exec(word);
  if (!match?.[1] || !match[2] || !match[3]) return word;
  return `${match[1]}${match[2] === "," ? "." : ","}${match[3]}`;
}

/** "14;16" → "14,16": a decimal comma read as a semicolon (a semicolon never sits inside an amount). */
function repairDecimalSemicolon(word: string): string {
  return /^[€$£-]?\d[\d.,]*;\d{2}$/.test(word) ? word.replace(";", ",") : word;
}

/**
 * "I'ancienne" → "l'ancienne": the French article's l read as a capital I before a lower-case word
 * (English "I'm", "I've", "I'll", "I'd", "I're" stay).
 */
function repairElision(word: string): string {
  return /^I['’](?!(?:m|ve|ll|d|re|s)$)\p{Ll}{2,}/u.test(word) ? `l${word.slice(1)}` : word;
}

/** Repairs one OCR word where the repair is unambiguous or checksum-guarded; else returns it as read. */
export function repairOcrWord(word: string): string {
  return repairElision(
    repairDecimalSemicolon(repairDecimalColon(repairAbbreviation(repairDutchVatId(repairPercentage(word))))),
  );
}
