import { doubleMetaphone } from "double-metaphone";
import { removeAccents, removePunctuation } from "./normalise-text";

/** Dutch, German and French name particles: "Van der Berg" and "Berg, van den" are the same surname. */
const PARTICLES = new Set([
  "van",
  "der",
  "den",
  "de",
  "het",
  "t",
  "ter",
  "ten",
  "te",
  "op",
  "in",
  "uit",
  "vd",
  "v",
  "von",
  "zu",
  "la",
  "le",
  "du",
  "des",
  "di",
  "da",
]);

export interface PhoneticCode {
  /** Primary codes of the words, sorted: word order does not matter. */
  readonly primary: string;
  readonly alternate: string;
}

/** Lower case, no accents, Dutch spellings that sound the same written one way (ij = y). */
export function spellNameForSound(value: string): string {
  return removePunctuation(removeAccents(value.normalize("NFC")).toLowerCase())
    .replace(/ij/g, "y")
    .replace(/ÿ/g, "y")
    .trim();
}

/** The words of a name without particles (kept when the name is nothing but particles). */
export function nameWords(value: string): string[] {
  const words = spellNameForSound(value).split(/\s+/).filter(Boolean);
  const core = words.filter((word) => !PARTICLES.has(word));
  return core.length > 0 ? core : words;
}

/**
 * Double Metaphone of every word of a name after the Dutch spelling rules: Meijer = Meyer = Meier,
 * Jansen = Janzen, "van der Berg" = "Berg". Empty codes for names without letters.
 */
export function phoneticCode(value: string): PhoneticCode {
  const codes = nameWords(value)
    .map((word) => doubleMetaphone(word))
    .filter(([primary]) => primary !== "");
  const primary = codes.map(([code]) => code).sort();
  const alternate = codes.map(([, code]) => code).sort();
  return { primary: primary.join(" "), alternate: alternate.join(" ") };
}

/** Two names sound alike when a code of one equals a code of the other. */
export function soundAlike(a: PhoneticCode, b: PhoneticCode): boolean {
  if (a.primary === "" || b.primary === "") return false;
  return (
    a.primary === b.primary ||
    a.primary === b.alternate ||
    a.alternate === b.primary ||
    a.alternate === b.alternate
  );
}
