import { LEGAL_FORM_WORDS } from "../../company/legal-forms";
import { findAmounts } from "./amounts";
import { findDates } from "./dates";
import type { Line } from "./layout";
import { median } from "./median";
import { repairLegalFormSlips } from "./receipt-legal-form";

/** Shop-name endings of sole traders that work as a legal form on a till ("… Enterprise", "… Trading Co"). */
const SHOP_NAME_ENDINGS: ReadonlySet<string> = new Set([
  "enterprise",
  "enterprises",
  "trading",
  "store",
  "stores",
]);

/** Header lines that are not the store's name: titles, greetings, contact and registration lines. */
const NOT_A_NAME = new RegExp(
  [
    "(?<!\\p{L})(tax invoice|invoice|receipt|cash ?bill|cash sale|kassenbon|kassabon|bon|quittung|rechnung|factuur|kwitantie|simplified|official|original|copy|duplicate|cash|credit|tunai|kredit|welcome|selamat datang|willkommen|welkom|thank you|bedankt)(?!\\p{L})",
    "(?<!\\p{L})(tel|telp|telefoon|telefon|phone|ph|hp|fax|e-?mail|www|http|website|gst|vat|btw|ust|mwst|reg|regn|registration|roc|co\\.? ?no|company no|business no|kvk|steuer|st\\.?-?nr|uid|sst|tin|id)(?!\\p{L})",
    // The till's own lines printed among the header: cashier, till and receipt numbers (NL, DE, FR, ES, IT, EN).
    "(?<!\\p{L})(kassa|kasse|kassier|kassierer|medewerker|bediener|ticket|ticketnr|bonnr|bon-nr|beleg|beleg-nr|caisse|caissier|h[ôo]tesse|caja|cassa|operatore?|cashier|till|served by|transactie)(?!\\p{L})",
    // Address words: street, building and place markers of Malaysian, Dutch, German and English addresses.
    "(?<!\\p{L})(jalan|jln|lorong|lot|no\\.?\\s*\\d|taman|tmn|bandar|kampung|kg|batu|lebuh|persiaran|wisma|plaza|blok|block|level|tingkat|floor|unit|street|st\\.|road|rd\\.?|lane|avenue|ave|straat|laan|weg|plein|gracht|stra(?:ss|ß)e|str\\.|platz|gasse|allee)(?!\\p{L})",
  ].join("|"),
  "iu",
);
export const TITLE =
  /(?<!\p{L})(tax invoice|invoice|receipt|cash ?bill|kassenbon|kassabon|quittung|rechnung|factuur)(?!\p{L})/iu;
/** A postcode with its town ("81100 Johor Bahru", "1012 AB Amsterdam", "80333 München"). */
const POSTCODE = /(?<!\d)\d{4,5}(?:\s?[A-Z]{2})?\s+\p{L}{3,}/u;
/** A company or GST registration number after the name: "(742016-W)", "Co. Reg: 12345-A". */
export const TRAILING_REGISTRATION =
  /\s*[([]?\s*(?:(?:co\.?|company|roc)\s*(?:reg\.?|no\.?)*\s*[:.]?\s*)?\d{3,}[\s-]*[A-Z]?\s*[)\]]?\s*$/iu;

function wordsOf(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/\./g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Ends in a legal form ("Sdn. Bhd.", "B.V.", "GmbH") or a shop-name ending ("Trading", "Enterprise"). */
export function endsInLegalForm(name: string): boolean {
  const last = wordsOf(name).at(-1) ?? "";
  return (LEGAL_FORM_WORDS.has(last) && last.length >= 2) || SHOP_NAME_ENDINGS.has(last);
}

/**
 * Only legal-form words ("SDN. BHD.", "B.V.", "CO. (M) SDN BHD" with the region it is registered in):
 * the end of a name wrapped onto its own line.
 */
export function isOnlyLegalForm(text: string): boolean {
  const words = wordsOf(text.replace(/\(\p{Lu}{1,3}\)/gu, " "));
  return words.length > 0 && words.every((w) => LEGAL_FORM_WORDS.has(w));
}

/** "Owned by", "Own by.", "Operated by:" before the legal owner's name. */
export const OWNER_PREFIX = /^\W*(?:owned|own|operated|managed|run)\s+by\s*[.:]?\s*/iu;

/**
 * Specks after a legal form ("… SDN. BHD. [tm L 7°": a logo or stamp beside the name read as
 * letters): what follows the last legal-form word goes when it holds no word of three letters.
 */
function withoutTrailingSpecks(name: string): string {
  const parts = name.split(/(\s+)/);
  for (let index = parts.length - 1; index > 0; index--) {
    const bare = (parts[index] ?? "").toLowerCase().replace(/[^\p{L}]/gu, "");
    if (!LEGAL_FORM_WORDS.has(bare) || bare.length < 2) continue;
    const rest = parts.slice(index + 1).join("");
    return /\p{L}{3}/u.test(rest) ? name : parts.slice(0, index + 1).join("");
  }
  return name;
}

/**
 * Articles and prepositions of European shop names ("De Vries", "AM MARKT", "Il Portico", "La Plaza"):
 * real words of two letters, not specks of a logo.
 */
export const PARTICLES: ReadonlySet<string> = new Set([
  "de",
  "'t",
  "le",
  "la",
  "du",
  "am",
  "im",
  "an",
  "da",
  "di",
  "el",
  "il",
  "lo",
  "of",
  "op",
  "au",
]);

/** The line as a store name, without a registration number after it; null when it names no one. */
export function asName(text: string): string | null {
  const name = repairLegalFormSlips(
    withoutTrailingSpecks(text.replace(OWNER_PREFIX, "")).replace(TRAILING_REGISTRATION, ""),
  )
    // "D.1.Y." → "D.I.Y.": a capital I between the points of an abbreviation read as a one.
    .replace(/(?<=\p{Lu}\.)1(?=\.)/gu, "I")
    .replace(/^[^\p{L}\p{N}(]+|[^\p{L}\p{N}).]+$/gu, "")
    .trim();
  const letters = name.match(/\p{L}/gu)?.length ?? 0;
  if (letters < 3 || letters < name.replace(/\s/g, "").length * 0.6) return null;
  // A logo read as letters ("EAT A Ae PL fl"): most words of a name are real words of 3+ letters.
  const words = name.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  // "MR.", "(M)", "D.I.Y.", "S/B" are abbreviations; "Ae", "fl;", "PL" are specks read as letters.
  const real = words.filter(
    (w) =>
      /\p{L}{3}|[.(/&]/u.test(w) ||
      LEGAL_FORM_WORDS.has(wordsOf(w).join("")) ||
      PARTICLES.has(w.toLowerCase()),
  );
  if (real.length * 2 <= words.length) return null;
  if (NOT_A_NAME.test(name) || POSTCODE.test(name)) return null;
  if (findDates(name).length > 0 || findAmounts(name, "dot-decimal").length > 0) return null;
  if (findAmounts(name, "comma-decimal").length > 0) return null;
  return name;
}

/** The height of a line's letters: its tallest words, as OCR boxes of small words vary. */
export function typeSize(line: Line): number {
  return median(line.words.filter((w) => w.text.length >= 2).map((w) => w.height)) || line.height;
}
