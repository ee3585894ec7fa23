import { LEGAL_FORM_WORDS } from "../../company/legal-forms";
import type { Layout } from "./layout";
import { findReceiptHeader } from "./receipt-header";
import { PARTICLES } from "./receipt-name";
import { bare, isShortWord, nameWords } from "./receipt-supplier-verdict";
import type { Field } from "./types";

/**
 * Tesseract's word confidence every word of a top-line name must reach. On the studied halves of both
 * receipt sets the right names of this kind read 90–96, the one wrong one had a misread word at 86
 * ("ljzerhandel" for "IJzerhandel"); 88 was as clean, 90 keeps a margin (ADR 323).
 */
const CONFIRMED_WORD = 90;

/** Three-letter articles and prepositions of shop names ("Het Anker", "Zur Linde", "Van Dam"): real words. */
const ARTICLES: ReadonlySet<string> = new Set([
  ...PARTICLES,
  "het",
  "des",
  "les",
  "zur",
  "zum",
  "van",
  "der",
  "den",
  "die",
  "das",
  "los",
  "las",
  "del",
  "the",
]);

/** A word a single misread letter could make another one of (three letters or fewer, not an article). */
function isDoubtfulShortWord(word: string): boolean {
  return isShortWord(word) && !ARTICLES.has(bare(word));
}

/**
 * The store's name is the roll's first line, every word of it read with a confidence of at least
 * CONFIRMED_WORD, no word one misread letter turns into another, and one of its own words (four
 * letters or more, not a legal form) printed again lower on the roll: in the footer's legal line
 * ("Vermeulen B.V."), the thanks, an e-mail address. Two readings of one word in different lines
 * rarely agree by chance, and the clean confidences vouch for the rest of the name.
 */
export function isNameConfirmedLower(layout: Layout, field: Field<string>): boolean {
  const at = layout.lines.findIndex((line) => line.y === field.source?.y && line.x === field.source?.x);
  const line = layout.lines[at];
  if (!line || findReceiptHeader(layout)[0] !== line) return false;
  const tokens = field.value.split(/\s+/).filter(Boolean);
  if (tokens.some(isDoubtfulShortWord)) return false;
  const words = nameWords(layout.lines.slice(at, at + 2), field.value);
  if (!words?.every((word) => (word.confidence ?? 0) >= CONFIRMED_WORD)) return false;
  const own = new Set(tokens.map(bare).filter((word) => word.length >= 4 && !LEGAL_FORM_WORDS.has(word)));
  // The line under the name may be its second half (a wrapped name): a repeat there proves nothing.
  return layout.lines.slice(at + 2).some((lower) => lower.words.some((word) => own.has(bare(word.text))));
}
