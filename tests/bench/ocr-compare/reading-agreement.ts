/**
 * Whether two OCR engines read a line alike (ADR 319). The readings are lined up by where their
 * words stand: words of the two that overlap along the line form one stretch, so "PERNIA" "SAAN" of
 * one reading and "PERNIAGAAN" of the other are compared as one.
 */
import type { OcrWord } from "../../../core/invoice/extraction/ocr-types";

/** Words that share this much of the narrower one's width stand in the same place of the line. */
const OVERLAP = 0.3;

function overlaps(a: OcrWord, b: OcrWord): boolean {
  const shared = Math.min(a.bbox.x1, b.bbox.x1) - Math.max(a.bbox.x0, b.bbox.x0);
  const narrower = Math.min(a.bbox.x1 - a.bbox.x0, b.bbox.x1 - b.bbox.x0);
  return narrower > 0 && shared >= narrower * OVERLAP;
}

/** The stretches of a line read twice: each the first reading's words and the second's there, left to right. */
function stretches(
  first: readonly OcrWord[],
  second: readonly OcrWord[],
): { first: OcrWord[]; second: OcrWord[] }[] {
  const all = [...first, ...second];
  const parent = all.map((_, index) => index);
  const root = (index: number): number => {
    let at = index;
    while (parent[at] !== at) at = parent[at] ?? at;
    return at;
  };
  for (let i = 0; i < first.length; i++)
    for (let j = first.length; j < all.length; j++) {
      const a = all[i];
      const b = all[j];
      if (a && b && overlaps(a, b)) parent[root(j)] = root(i);
    }
  const groups = new Map<number, { first: OcrWord[]; second: OcrWord[] }>();
  for (const [index, word] of all.entries()) {
    const group = groups.get(root(index)) ?? { first: [], second: [] };
    (index < first.length ? group.first : group.second).push(word);
    groups.set(root(index), group);
  }
  const left = (words: readonly OcrWord[]): number => Math.min(...words.map((word) => word.bbox.x0));
  const byX = (a: OcrWord, b: OcrWord): number => a.bbox.x0 - b.bbox.x0;
  return [...groups.values()]
    .map((group) => ({ first: group.first.sort(byX), second: group.second.sort(byX) }))
    .sort((a, b) => left([...a.first, ...a.second]) - left([...b.first, ...b.second]));
}

/** A reading's text as compared across engines: letters and digits only, upper case. */
function lettersOf(words: readonly OcrWord[]): string {
  return words
    .map((word) => word.text)
    .join("")
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/**
 * The words of `first` that `second` (another engine's reading of the same line) gives letter for
 * letter the same in their stretch of the line, case, spacing and punctuation aside: "IAN" beside
 * "LIAN" in one stretch is no agreement, "HARD WARE" beside "HARDWARE" is.
 */
export function wordsReadAlike(first: readonly OcrWord[], second: readonly OcrWord[]): Set<OcrWord> {
  const alike = new Set<OcrWord>();
  for (const stretch of stretches(first, second)) {
    const letters = lettersOf(stretch.first);
    if (letters !== "" && letters === lettersOf(stretch.second))
      for (const word of stretch.first) alike.add(word);
  }
  return alike;
}
