import type { Layout } from "./layout";
import { PARTICLES } from "./name-evidence";

/** Plain words of the page, lower-case and sorted: web or mail addresses are left out. */
function plainWords(layout: Layout): string[] {
  // Plain words only: a web or mail address writes a name without its spaces ("aubonmoulin.fr").
  return layout.lines
    .flatMap((line) => line.words.flatMap((w) => (/^[\p{L}-]+$/u.test(w.text) ? [w.text.toLowerCase()] : [])))
    .sort();
}

/** Whether a word of the sorted vocabulary starts with `prefix`. */
function startsSomeWord(vocabulary: readonly string[], prefix: string): boolean {
  let low = 0;
  let high = vocabulary.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((vocabulary[middle] ?? "") < prefix) low = middle + 1;
    else high = middle;
  }
  return (vocabulary[low] ?? "").startsWith(prefix);
}

/** Two pieces the page proves are one word: it prints a plain word starting with both joined. */
function isProvenSplit(vocabulary: readonly string[], left: string, right: string): boolean {
  return (
    /\p{Ll}$/u.test(left) &&
    /^\p{Ll}/u.test(right) &&
    startsSomeWord(vocabulary, `${left}${right}`.toLowerCase())
  );
}

/** Splits proven by the page, after one letter, before this many of them make that letter the font's gap. */
const PROVEN_SPLITS = 3;

/**
 * Letters after which this document's font leaves a gap pdf.js reads as a space ("Liefer antenstr aße",
 * "Ber lin", "Zahlbetr ag": a font whose "r" is set narrower than its advance). Such a letter is one that
 * ends at least three splits the page itself proves by printing the joined word whole elsewhere, on
 * at least two different words; one font, one letter, so a name printed only split is joined too.
 */
function kernedLetters(layout: Layout, vocabulary: readonly string[]): Set<string> {
  const proven = new Map<string, Set<string>>();
  const count = new Map<string, number>();
  for (const line of layout.lines)
    for (const segment of line.segments)
      segment.words.forEach((word, index) => {
        const next = segment.words[index + 1];
        if (!next || !isProvenSplit(vocabulary, word.text, next.text)) return;
        const letter = word.text.slice(-1).toLowerCase();
        count.set(letter, (count.get(letter) ?? 0) + 1);
        proven.set(letter, (proven.get(letter) ?? new Set()).add(`${word.text}${next.text}`.toLowerCase()));
      });
  return new Set(
    [...count]
      .filter(([letter, n]) => n >= PROVEN_SPLITS && (proven.get(letter)?.size ?? 0) >= 2)
      .map(([letter]) => letter),
  );
}

/**
 * pdf.js turns a wide kerning gap inside a word into a space ("Liefer ant GmbH"). Where the
 * document prints a plain word starting with the joined letters ("Lieferantenstraße"), the space was a gap:
 * the two pieces are one word. So is a gap after a letter the font is seen to split at (kernedLetters),
 * unless the second piece is a small word of its own ("Müller und Söhne"). Without such evidence the
 * text stays as printed.
 */
export function joinKernedWords(text: string, layout: Layout): string {
  if (!/\p{Ll} \p{Ll}/u.test(text)) return text;
  const vocabulary = plainWords(layout);
  let kerned: Set<string> | undefined;
  const pieces = text.split(" ");
  const joined: string[] = [];
  for (const piece of pieces) {
    const previous = joined[joined.length - 1];
    let join = previous !== undefined && isProvenSplit(vocabulary, previous, piece);
    if (!join && previous !== undefined && /\p{Ll}$/u.test(previous) && /^\p{Ll}/u.test(piece)) {
      kerned ??= kernedLetters(layout, vocabulary);
      join = kerned.has(previous.slice(-1).toLowerCase()) && !PARTICLES.has(piece.toLowerCase());
    }
    if (join && previous !== undefined) joined[joined.length - 1] = `${previous}${piece}`;
    else joined.push(piece);
  }
  return joined.join(" ");
}
