import { LABELS, type LabelKey, startsWithLabel } from "./labels";
import type { Layout } from "./layout";

/**
 * pdf.js turns a wide kerning gap inside a word into a space ("Liefer ant GmbH"). Where the
 * document prints a plain word starting with the joined letters ("Lieferantenstraße"), the space was a gap:
 * the two pieces are one word. On a page whose labels prove its font splits after every "r"
 * (`splitsAfterR`), a name split there is joined too ("Taxiunter nehmen TX GmbH"). Without such
 * evidence the text stays as printed.
 */
export function joinKernedWords(text: string, layout: Layout): string {
  if (!/\p{Ll} \p{Ll}/u.test(text)) return text;
  // Plain words only: a web or mail address writes a name without its spaces ("aubonmoulin.fr").
  const vocabulary = layout.lines.flatMap((line) =>
    line.words.flatMap((w) => (/^[\p{L}-]+$/u.test(w.text) ? [w.text.toLowerCase()] : [])),
  );
  let afterR: boolean | undefined;
  return joinPieces(text, (previous, piece) => {
    if (!/^\p{Ll}/u.test(piece)) return false;
    const candidate = `${previous}${piece}`.toLowerCase();
    if (/\p{Ll}$/u.test(previous) && vocabulary.some((word) => word.startsWith(candidate))) return true;
    if (!/\p{L}r$/u.test(previous) || FUNCTION_WORDS.has(previous.toLowerCase())) return false;
    afterR ??= splitsAfterR(layout);
    return afterR;
  });
}

/** The text's space-separated pieces, each joined to the one before it where `join` says so. */
function joinPieces(text: string, join: (previous: string, piece: string) => boolean): string {
  const joined: string[] = [];
  for (const piece of text.split(" ")) {
    const previous = joined[joined.length - 1];
    if (previous !== undefined && join(previous, piece)) joined[joined.length - 1] = `${previous}${piece}`;
    else joined.push(piece);
  }
  return joined.join(" ");
}

const AFTER_R = /(?<=\p{L}r) (?=\p{Ll})/u;
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
      const joined = text.replace(new RegExp(AFTER_R, "gu"), "");
      const key = keys.find((k) => startsWithLabel(k, joined) && !startsWithLabel(k, text));
      if (key) proven.add(joined.toLowerCase());
      if (proven.size >= 2) return true;
    }
  return false;
}
