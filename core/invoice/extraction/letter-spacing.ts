import { median } from "./median";
import type { Word } from "./types";

/** Where a word's glyphs stand: the baseline sits at about 0.8 of the type height (pdf-words.ts). */
function baselineOf(word: Word): number {
  return word.y + word.height * 0.8;
}

function gapBetween(left: Word, right: Word): number {
  return right.x - (left.x + left.width);
}

/** The next word continues a letter-spaced run: short, on the same baseline, close behind. */
function continuesRun(previous: Word, word: Word): boolean {
  const height = Math.max(previous.height, word.height);
  const gap = gapBetween(previous, word);
  return (
    word.page === previous.page &&
    [...word.text].length <= 3 &&
    Math.abs(baselineOf(word) - baselineOf(previous)) < height * 0.15 &&
    gap > -height * 0.1 &&
    gap < height
  );
}

function isSingleLetter(word: Word): boolean {
  return /^\p{L}$/u.test(word.text);
}

/** Four or more pieces, three of them single letters, most of them closer than three quarters of the type. */
function isLetterSpaced(run: readonly Word[]): boolean {
  if (run.length < 4 || run.filter(isSingleLetter).length < 3) return false;
  const gaps = run.slice(1).map((word, index) => gapBetween(run[index] as Word, word));
  return median(gaps) < Math.max(...run.map((word) => word.height)) * 0.75;
}

function joined(words: readonly Word[]): Word {
  const first = words[0] as Word;
  const last = words[words.length - 1] as Word;
  const top = Math.min(...words.map((word) => word.y));
  const bottom = Math.max(...words.map((word) => word.y + word.height));
  return {
    ...first,
    y: top,
    width: last.x + last.width - first.x,
    height: bottom - top,
    text: words.map((word) => word.text).join(""),
  };
}

/**
 * Splits a run at its word gaps: wider than the run's usual letter gap, and wider than a fifth of the
 * type. A run whose glyphs pdf.js gave as one item ("F J Ä L L N Ä T") has even estimated gaps: one word.
 */
function wordsOfRun(run: readonly Word[]): Word[] {
  const gaps = run.slice(1).map((word, index) => gapBetween(run[index] as Word, word));
  const letterGap = median(gaps);
  const out: Word[] = [];
  let current: Word[] = [run[0] as Word];
  run.slice(1).forEach((word, index) => {
    const gap = gaps[index] ?? 0;
    const height = Math.min(word.height, (run[index] as Word).height);
    if (gap > Math.max(letterGap * 2, height * 0.2)) {
      out.push(joined(current));
      current = [];
    }
    current.push(word);
  });
  out.push(joined(current));
  return out;
}

/**
 * Letter-spaced type ("R E C E I P T", CSS letter-spacing) and synthesised small caps come out of a
 * browser's PDF glyph by glyph: pdf.js puts a space between the letters, or gives each glyph (in two
 * sizes) as its own run. Four or more short pieces in a row on one baseline, at least three of them
 * single letters and most closer than the type is high, are one or more words spelled out: joined
 * here, split where the gap is a word gap.
 */
export function joinLetterSpacedRuns(words: readonly Word[]): Word[] {
  const out: Word[] = [];
  let index = 0;
  while (index < words.length) {
    const start = words[index] as Word;
    let end = index + 1;
    if ([...start.text].length <= 3)
      while (end < words.length && continuesRun(words[end - 1] as Word, words[end] as Word)) end++;
    const run = words.slice(index, end);
    if (isLetterSpaced(run)) out.push(...wordsOfRun(run));
    else out.push(...run);
    index = end;
  }
  return out;
}
