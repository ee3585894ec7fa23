import { LABELS, type LabelKey, startsWithLabel } from "./labels";
import type { Layout } from "./layout";

/**
 * pdf.js turns a wide kerning gap inside a word into a space ("Liefer ant GmbH"). Where the
 * document prints a plain word starting with the joined letters ("Lieferantenstraße"), the space was a gap:
 * the two pieces are one word. Without such evidence the text stays as printed.
 */
export function joinKernedWords(text: string, layout: Layout): string {
  if (!/\p{Ll} \p{Ll}/u.test(text)) return text;
  // Plain words only: a web or mail address writes a name without its spaces ("aubonmoulin.fr").
  const vocabulary = layout.lines.flatMap((line) =>
    line.words.flatMap((w) => (/^[\p{L}-]+$/u.test(w.text) ? [w.text.toLowerCase()] : [])),
  );
  const pieces = text.split(" ");
  const joined: string[] = [];
  for (const piece of pieces) {
    const previous = joined[joined.length - 1];
    const candidate = previous !== undefined ? `${previous}${piece}` : null;
    const kerned =
      candidate !== null &&
      /\p{Ll}$/u.test(previous ?? "") &&
      /^\p{Ll}/u.test(piece) &&
      vocabulary.some((word) => word.startsWith(candidate.toLowerCase()));
    if (kerned && candidate !== null) joined[joined.length - 1] = candidate;
    else joined.push(piece);
  }
  const text2 = joined.join(" ");
  return splitsAfterR(layout) ? joinAfterR(text2) : text2;
}

const AFTER_R = /(?<=\p{L}r) (?=\p{Ll})/gu;
/** Short words a real space follows ("Institut für angewandte …", "Haus der Technik"). */
const FUNCTION_WORDS = new Set([
  "für",
  "der",
  "oder",
  "zur",
  "über",
  "vor",
  "aber",
  "per",
  "par",
  "sur",
  "pour",
  "voor",
  "door",
  "naar",
  "maar",
  "over",
  "for",
  "or",
  "our",
  "their",
  "your",
]);

/**
 * Some fonts make pdf.js put a space after every "r" before a lowercase letter ("Ver käufer :",
 * "Br uttosumme", "Zahlbetr ag"). Two different labels of the page that read whole only with that
 * space taken out prove it for the page.
 */
function splitsAfterR(layout: Layout): boolean {
  const keys = Object.keys(LABELS) as LabelKey[];
  const proven = new Set<string>();
  for (const line of layout.lines)
    for (const segment of line.segments) {
      const text = segment.text.trim();
      if (!AFTER_R.test(text)) continue;
      AFTER_R.lastIndex = 0;
      const joined = text.replace(AFTER_R, "");
      const key = keys.find((k) => startsWithLabel(k, joined) && !startsWithLabel(k, text));
      if (key) proven.add(joined.toLowerCase());
      if (proven.size >= 2) return true;
    }
  return false;
}

/** "Taxiunter nehmen TX GmbH" → "Taxiunternehmen TX GmbH" on such a page; a short word keeps its space. */
function joinAfterR(text: string): string {
  const pieces = text.split(" ");
  const joined: string[] = [];
  for (const piece of pieces) {
    const previous = joined[joined.length - 1];
    const split =
      previous !== undefined &&
      /\p{L}r$/u.test(previous) &&
      /^\p{Ll}/u.test(piece) &&
      !FUNCTION_WORDS.has(previous.toLowerCase());
    if (split) joined[joined.length - 1] = `${previous}${piece}`;
    else joined.push(piece);
  }
  return joined.join(" ");
}
