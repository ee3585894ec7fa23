import type { Layout } from "./layout";
import { hasLegalForm } from "./supplier-signals";

/** Words that carry a legal form on after its first word: "GmbH & Co. KG", "Pty Ltd", "S.A. de C.V.". */
const LEGAL_FORM_JOINERS = new Set(["&", "+", "und", "and"]);

/** Small words a company name writes in lower case ("Bakkerij de Gouden Aar", "Müller und Söhne"). */
export const PARTICLES = new Set(
  "de du des la le les van von der den het und and of the et en y di da del zu zum am im an auf für".split(
    " ",
  ),
);

function isLegalFormWord(word: string): boolean {
  const bare = word.replace(/[.,]/g, "").toLowerCase();
  return LEGAL_FORM_JOINERS.has(bare) || hasLegalForm(`x ${bare}`);
}

/** Tokens that end a name on its line: a separator, a number (an address, an id), a bracket. */
const NAME_END = /[·|•;:()\d]/;

/**
 * The words printed after the name run on into it: capitalised words into a legal form ("Medienpilot
 * GmbH" read, "Medienpilot GmbH & Co. KG" printed), or a bare legal form after a name read without one
 * ("Gandi" read, "Gandi SAS" printed: the brand, short of the company a bookkeeper books).
 */
function runsOnAfter(after: string, name: string): boolean {
  if (/^[\p{L}\p{N}]/u.test(after)) return false;
  let moreName = false;
  for (const token of after.replace(/^[.,]/, "").trim().split(/\s+/).slice(0, 5)) {
    if (!token || NAME_END.test(token)) return false;
    // A joiner runs a name on only where a legal form goes on ("GmbH & Co. KG"), not in a sentence.
    if (isLegalFormWord(token))
      return moreName || hasLegalForm(name) || !LEGAL_FORM_JOINERS.has(token.toLowerCase());
    if (!/^\p{Lu}/u.test(token) && !PARTICLES.has(token.toLowerCase())) return false;
    moreName = true;
    if (token.endsWith(",")) return false;
  }
  return false;
}

/**
 * The words printed before the name belong to it: a joiner ("Papoo Software & Media GmbH" where
 * "Media GmbH" was read) or a capitalised word with nothing between ("Indeed Ireland Operations Ltd"
 * where "Ireland Operations Ltd"). A label before it ("Seller: Acme GmbH", "Bill to Acme") is no name.
 * `before` is the end of the text before the name; `labelled` whether a label mark comes anywhere before.
 */
function runsOnBefore(before: string, labelled: boolean): boolean {
  const token = before.trimEnd().split(/\s+/).at(-1) ?? "";
  if (before.length > 0 && !/\s$/.test(before)) return false;
  if (LEGAL_FORM_JOINERS.has(token.toLowerCase())) return true;
  return /^\p{Lu}[\p{L}'-]*$/u.test(token) && !labelled;
}

/**
 * Characters looked at on either side of a found name: a few words. A whole line is never copied per
 * occurrence, so a hostile line repeating the name costs its length, not its length squared.
 */
const AROUND = 160;

/**
 * The page prints the company's name on past what was read, before or after it: the reading cut it
 * short, and no second reading of the short name makes it right. Read per segment: the next column
 * on the line ("MUSTERLIEFERANT GMBH | MUSTER-KUNDE GMBH") is another name.
 */
export function isCutShort(layout: Layout, name: string, isLabel: (text: string) => boolean): boolean {
  const wanted = name.trim().replace(/[.,]$/, "").toLowerCase();
  for (const segment of layout.lines.flatMap((line) => line.segments)) {
    const text = segment.text.toLowerCase();
    const firstLabelMark = text.search(/[:·|•]/);
    for (let at = text.indexOf(wanted); at >= 0; at = text.indexOf(wanted, at + 1)) {
      if (at > 0 && /[\p{L}\p{N}]/u.test(text[at - 1] ?? "")) continue;
      const end = at + wanted.length;
      if (runsOnAfter(segment.text.slice(end, end + AROUND), name)) return true;
      if (at === 0) continue;
      const before = segment.text.slice(Math.max(0, at - AROUND), at);
      const labelled = firstLabelMark >= 0 && firstLabelMark < at;
      // A label is shorter than the window: a longer stretch before the name is never one.
      if (!(at <= AROUND && isLabel(before)) && runsOnBefore(before, labelled)) return true;
    }
  }
  return false;
}

/**
 * The block tells where the name is, not how it is spelled: a lower-case word inside it that is no
 * particle or abbreviation ("Taxiunter nehmen", "Gr undbesitz") is a kerning gap the text layer
 * turned into a space, and the name stays to check.
 */
export function spacedAsPrinted(name: string): boolean {
  const words = name.split(/\s+/);
  // The legal form prints lower-case words of its own ("Sp. z o.o.", "S.à r.l."): no kerning gap.
  const form = legalFormTailLength(words);
  return words
    .slice(1, words.length - form)
    .every((word) => !/^\p{Ll}/u.test(word) || word.includes(".") || PARTICLES.has(word));
}

/** How many of the name's last words (up to four, never all) spell its legal form ("Sp. z o.o." → 3). */
function legalFormTailLength(words: readonly string[]): number {
  let found = 0;
  for (let count = 1; count <= Math.min(4, words.length - 1); count++)
    if (hasLegalForm(`x ${words.slice(-count).join("")}`)) found = count;
  return found;
}
