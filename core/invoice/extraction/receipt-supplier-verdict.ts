import { LEGAL_FORM_WORDS } from "../../company/legal-forms";
import type { Layout, Line } from "./layout";
import { endsInLegalForm, OWNER_PREFIX } from "./receipt-name";
import { OWNED_BY } from "./receipt-supplier";
import type { Field, Word } from "./types";

/**
 * Tesseract's word confidence at and above which a word of a store's name counts as read cleanly. On
 * the studied half of the receipts, the misread long words of chosen names were at 67 and under
 * ("JISTRIBUTOR" 62, "MENTAL" for "MENTAI" 51), the right ones mostly 86–96 (ADR 309).
 */
const CLEAN_WORD = 85;

/** A buyer's or member's label: a name beside or under it is the customer's, whatever its legal form. */
const BUYER_LABEL =
  /(?<!\p{L})(customer|member|bill(?:ed)? to|sold to|ship to|buyer|client|klant|kunde|pelanggan|ahli|nama|name)(?!\p{L})/iu;

export function bare(word: string): string {
  return word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

/**
 * "(M)" (Malaysia) in "Co. (M) Bhd" or "(M) Sdn Bhd": part of a Malaysian legal form. Like the legal
 * form's own words it comes from a closed list, so a letter misread ("(H)") falls outside it.
 */
const REGION_CODE = /^\(M\)$/;

/**
 * A word of the name a single misread letter turns into another plausible word: three letters or
 * digits or fewer ("CNE" for "ONE", "(KI)" for "(KL)", "KME" for "KMF"), a legal form aside. Tesseract
 * is as confident of such a misreading as of the right word, so it never vouches for one.
 */
export function isShortWord(word: string): boolean {
  const core = bare(word);
  return core.length > 0 && core.length <= 3 && !LEGAL_FORM_WORDS.has(core) && !REGION_CODE.test(word);
}

/** The OCR words of the name, from its line and the lines beside it (a name wrapped over two). */
export function nameWords(near: readonly Line[], name: string): Word[] | null {
  const words = near.flatMap((line) => line.words);
  const found: Word[] = [];
  for (const token of name.split(/\s+/).filter(Boolean)) {
    // A word the supplier rules read back ("SON BAD" → "SDN BHD") is not what OCR printed: no match.
    const word = words.find((w) => w.text === token && !found.includes(w));
    if (!word) return null;
    found.push(word);
  }
  return found;
}

/**
 * The store's name is sure from one clean reading: it ends in a legal form ("Sdn Bhd", "B.V.",
 * "GmbH", "Enterprise"), every word of it is what OCR read on the name's line with a confidence of
 * at least CLEAN_WORD, and none of its words (legal form aside) has three letters or fewer. Not a
 * franchise's legal owner ("Owned by …", where the user may book the trading name), and not a name
 * beside a buyer's label or a colon (a customer's or member's name in the header).
 */
export function isNameReadCleanly(layout: Layout, field: Field<string>): boolean {
  const name = field.value;
  if (!endsInLegalForm(name) || name.split(/\s+/).some(isShortWord)) return false;
  // The line the supplier rules took the name from: the field's source is that line's box.
  const at = layout.lines.findIndex((line) => line.y === field.source?.y && line.x === field.source?.x);
  const line = layout.lines[at];
  if (!line) return false;
  const above = layout.lines[at - 1]?.text ?? "";
  if (OWNER_PREFIX.test(line.text) || OWNED_BY.test(`${above} ${line.text}`)) return false;
  if (/:/.test(line.text) || BUYER_LABEL.test(`${above} ${line.text}`)) return false;
  const words = nameWords(layout.lines.slice(Math.max(0, at - 1), at + 2), name);
  return words?.every((word) => (word.confidence ?? 0) >= CLEAN_WORD) ?? false;
}
