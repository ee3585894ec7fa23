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
  return joined.join(" ");
}
