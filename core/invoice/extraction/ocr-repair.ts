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

/** "7°", "7°%" → "7%": a rate's percent sign read as a degree sign ("20°C" and "N°" stay). */
function repairDegreeAsPercent(word: string): string {
  return word.replace(/^(\d{1,2}(?:[.,]\d{1,2})?)°%?$/, "$1%");
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
 * "I'ancienne", "I'Abbaye" → "l'ancienne", "l'Abbaye": the French article's l read as a capital I
 * before a word (English "I'm", "I've", "I'll", "I'd", "I're" stay; none is followed by a name).
 */
function repairElision(word: string): string {
  return /^I['’](?!(?:m|ve|ll|d|re|s)$)\p{L}\p{Ll}+/u.test(word) ? `l${word.slice(1)}` : word;
}

/** Vowels (and y) a German ß follows: it is written only after a long vowel or a diphthong. */
const BEFORE_SHARP_S = "aeiouyäöü";
const SHARP_S_AS_B = new RegExp(`(?<=\\p{L}[${BEFORE_SHARP_S}])B(?=\\p{Ll}|[^\\p{L}\\p{N}]*$)`, "gu");
const SHARP_S_AS_DIGITS = new RegExp(`(?<=\\p{L}[${BEFORE_SHARP_S}])[l1]?3(?=\\p{Ll})`, "gu");
/** An f ending a word after an umlaut ("gemäf", "Gefäf"): no written word ends so; "gemäß" does. */
const SHARP_S_AS_F_AT_END = /(?<=\p{L}[äöü])f(?=[^\p{L}\p{N}]*$)/u;

/**
 * "StoBfänger" → "Stoßfänger", "heil3e" → "heiße": ß read as a capital B or as "3"/"l3"/"13" inside a
 * lower-case word, after a vowel that is not the word's first letter (so "eBay", "iBood" stay) and
 * before a lower-case letter or the word's end (so "GroBHandel"-like camel case stays). Capitals
 * and digits never stand there in a written word; the ß does. An f after an umlaut at a word's end
 * ("gemäf") is one too.
 */
function repairSharpS(word: string): string {
  if (!/^[^\p{L}\p{N}]*\p{L}/u.test(word) || /\p{Lu}{2}/u.test(word)) return word;
  const repaired = word.replace(SHARP_S_AS_B, "ß").replace(SHARP_S_AS_F_AT_END, "ß");
  return /\d/.test(repaired.replace(SHARP_S_AS_DIGITS, ""))
    ? repaired
    : repaired.replace(SHARP_S_AS_DIGITS, "ß");
}

/** "100m1", "2000mI" → "100ml", "2000ml": the litre's l read as 1 or I after a number and m/c/d. */
function repairLitre(word: string): string {
  return word.replace(/^([~\-–—]?\d+(?:[.,]\d+)?[mcd])[1I|]$/, "$1l");
}

/** "3 m?" → "3 m²": a superscript two read as a question mark after a metre unit. */
function repairSquareMetre(word: string): string {
  return /^(?:[kcd]?m)\?$/.test(word) ? word.replace("?", "²") : word;
}

/** "!" standing alone as a word ("VKE/Geb: !") is a 1: an exclamation mark never stands apart. */
function repairLoneExclamation(word: string): string {
  return word === "!" ? "1" : word;
}

/**
 * "-4-" → "4-": the first part of a compound that starts with a number ("4-Fahrten-Karte") with a
 * speck before it read as a dash. A number never ends in a hyphen, so it is not a negative one.
 */
function repairSpeckBeforeCompound(word: string): string {
  return /^[-–—]\d{1,4}-$/.test(word) ? word.slice(1) : word;
}

/** The word repairs, in the order they apply: the digit repairs first, then the letter repairs. */
const WORD_REPAIRS: ReadonlyArray<(word: string) => string> = [
  repairDegreeAsPercent,
  repairPercentage,
  repairDutchVatId,
  repairAbbreviation,
  repairDecimalColon,
  repairDecimalSemicolon,
  repairSpeckBeforeCompound,
  repairElision,
  repairSharpS,
  repairLoneExclamation,
  repairLitre,
  repairSquareMetre,
];

/** Repairs one OCR word where the repair is unambiguous or checksum-guarded; else returns it as read. */
export function repairOcrWord(word: string): string {
  return WORD_REPAIRS.reduce((text, repair) => repair(text), word);
}

/** A word that closes a quotation: a letter, then a closing or straight double quote, then punctuation. */
const CLOSES_QUOTE = /\p{L}["“”][^\p{L}\p{N}]*$/u;

function closeQuote(word: string): string {
  return word.replace(/["”](?=[^\p{L}\p{N}]*$)/u, "“");
}

/** A word that closes a single quotation ("Mitte’", "Mitte‘."). */
const CLOSES_SINGLE_QUOTE = /\p{L}['‘’][^\p{L}\p{N}]*$/u;

/**
 * "‘Kunden AG Mitte" → "Kunden AG Mitte": a speck before a word read as an opening single quote,
 * dropped when nothing on the line closes it. Dutch "’s-Hertogenbosch", "’t" and "’n" keep theirs.
 */
function withoutStrayOpeningQuote(words: readonly string[]): string[] {
  if (words.some((word) => CLOSES_SINGLE_QUOTE.test(word))) return [...words];
  return words.map((word) =>
    /^[‘‚]\p{L}/u.test(word) && !/^.[stn](?:-|$)/u.test(word) ? word.slice(1) : word,
  );
}

/**
 * Quotation marks of one printed line, paired the German way: an opening „ read as a comma before
 * a word (",heiße") when a quote closes later on the line, and the closing quote read straight (")
 * after a „. A comma never opens a word, so the first is safe once the line closes a quote.
 */
export function repairOcrQuotes(words: readonly string[]): string[] {
  const repaired = withoutStrayOpeningQuote(words);
  let open = false;
  for (const [index, word] of repaired.entries()) {
    if (!open && /^[,„]\p{L}/u.test(word)) {
      const closed = CLOSES_QUOTE.test(word) || repaired.slice(index + 1).some((w) => CLOSES_QUOTE.test(w));
      if (!word.startsWith("„") && !closed) continue;
      open = !CLOSES_QUOTE.test(word);
      repaired[index] = `„${open ? word.slice(1) : closeQuote(word.slice(1))}`;
      continue;
    }
    if (open && CLOSES_QUOTE.test(word)) {
      repaired[index] = closeQuote(word);
      open = false;
    }
  }
  return repaired;
}
