/**
 * Whether a PDF's text layer says what the page shows. Some PDFs map their glyphs to garbage: Type 3
 * or subset fonts without a Unicode map give control or private-use characters, "(cid:12)" soup, or
 * letters shifted by a fixed offset. Such a layer is no text at all: the page must be OCRed, as a
 * scan is. The measures are language-neutral (docs/decisions/265-unusable-text-layers.md).
 */

export interface TextLayerReading {
  /** Share of characters that are control, private-use, replacement or "(cid:N)" codes. */
  readonly unmappedShare: number;
  /** Share of words shaped like words, numbers or codes ("Total:", "1.234,56", "INV-7", "a@b.nl"). */
  readonly tokenShare: number;
  /** Latin letters in distinct words of three letters or more: the evidence the letter measures rest on. */
  readonly letters: number;
  /** Cosine similarity of the letter frequencies with those of European languages (1 = alike). */
  readonly letterLikeness: number;
  /** Share of those words that read like words: a vowel, no long consonant run, sane casing. */
  readonly wordLikeShare: number;
  /** Share of vowels among those letters: about 0.4 in these languages, 0.23 in random letters. */
  readonly vowelShare: number;
  readonly usable: boolean;
}

/** Thresholds, measured on every PDF of the dev sets and on garbled copies of them (see the ADR). */
export const TEXT_LAYER_LIMITS = {
  maxUnmappedShare: 0.2,
  minTokenShare: 0.75,
  /** Below this many words the word shapes are not judged. */
  minTokens: 20,
  /** Below this many letters the letter measures are not judged: a short page proves little. */
  minLetters: 120,
  minLetterLikeness: 0.75,
  minWordLikeShare: 0.55,
  minVowelShare: 0.28,
} as const;

/**
 * Letter frequencies (per mille) pooled over Dutch, English, German, French, Spanish, Italian,
 * Portuguese, Danish, Swedish, Norwegian, Finnish and Polish text, accents folded. Shifted or
 * scrambled glyph maps move the peaks (e, a, i, n) onto rare letters and fall far from this.
 */
const EUROPEAN_LETTERS: Readonly<Record<string, number>> = {
  a: 85,
  b: 16,
  c: 26,
  d: 40,
  e: 130,
  f: 12,
  g: 22,
  h: 20,
  i: 75,
  j: 8,
  k: 20,
  l: 46,
  m: 30,
  n: 76,
  o: 58,
  p: 20,
  q: 3,
  r: 66,
  s: 58,
  t: 62,
  u: 34,
  v: 14,
  w: 10,
  x: 2,
  y: 8,
  z: 9,
};

const CID = /\(cid:\d+\)/g;
/**
 * A word as printed text has it: letters, digits and joiners inside ("e-mail", "1.234,56", "a@b.nl",
 * "https://x.nl/?a=1"), quotes, brackets and currency at its edges. Glyph numbers read as characters
 * give "%R3K%" and "Z#Wl".
 */
const TOKEN_SHAPE =
  /^[(["'„“«#€$£*•·–—-]*[\p{L}\p{N}](?:[\p{L}\p{N}\p{M}]|[-./_@:&+'’,=?%#]+(?=[\p{L}\p{N}]))*[)\]"'”».,:;!?%*€$£°ºª/-]*$/u;
const VOWELS = /[aeiouyæøå]/;
const LONG_CONSONANT_RUN = /[^aeiouyæøå]{6}/;

function isUnmapped(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0xe000 && code <= 0xf8ff) ||
    code >= 0xf0000 ||
    code === 0xfffd
  );
}

/** Lower case, accents folded ("Größe" → "große", "łódź" stays Latin). */
function fold(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function caseSwitches(word: string): number {
  let switches = 0;
  for (let index = 1; index < word.length; index++) {
    const before = word[index - 1] ?? "";
    const here = word[index] ?? "";
    if ((before === before.toUpperCase()) !== (here === here.toUpperCase())) switches++;
  }
  return switches;
}

function isWordLike(word: string, folded: string): boolean {
  // "McDonald" or "iPhone" switch case twice; "xQvRt" every letter.
  return VOWELS.test(folded) && !LONG_CONSONANT_RUN.test(folded) && caseSwitches(word) <= 2;
}

function cosine(counts: ReadonlyMap<string, number>): number {
  let dot = 0;
  let ours = 0;
  let theirs = 0;
  for (const [letter, expected] of Object.entries(EUROPEAN_LETTERS)) {
    const count = counts.get(letter) ?? 0;
    dot += count * expected;
    ours += count * count;
    theirs += expected * expected;
  }
  return ours === 0 ? 0 : dot / Math.sqrt(ours * theirs);
}

/** Reads the text layer's words and says whether they are text a reader can use. */
export function readTextLayerQuality(words: readonly { readonly text: string }[]): TextLayerReading {
  let characters = 0;
  let unmapped = 0;
  let tokens = 0;
  let shapedTokens = 0;
  let letters = 0;
  let vowels = 0;
  let latinWords = 0;
  let wordLike = 0;
  const counts = new Map<string, number>();
  const seen = new Set<string>();
  for (const { text } of words) {
    for (const token of text.split(/\s+/)) {
      if (token.length < 2) continue;
      tokens++;
      if (TOKEN_SHAPE.test(token)) shapedTokens++;
    }
    const cids = text.match(CID) ?? [];
    for (const cid of cids) unmapped += cid.length;
    for (const character of text) {
      if (/\s/.test(character)) continue;
      characters++;
      if (isUnmapped(character.codePointAt(0) ?? 0)) unmapped++;
    }
    for (const [word] of text.replace(CID, " ").matchAll(/\p{Script=Latin}{3,}/gu)) {
      const folded = fold(word);
      // Each distinct word counts once: forty rows of "ART-1001" say nothing about the language.
      if (seen.has(folded)) continue;
      seen.add(folded);
      latinWords++;
      if (isWordLike(word, folded)) wordLike++;
      for (const letter of folded)
        if (letter >= "a" && letter <= "z") {
          letters++;
          if (VOWELS.test(letter)) vowels++;
          counts.set(letter, (counts.get(letter) ?? 0) + 1);
        }
    }
  }
  const unmappedShare = characters === 0 ? 0 : unmapped / characters;
  const tokenShare = tokens === 0 ? 1 : shapedTokens / tokens;
  const letterLikeness = cosine(counts);
  const wordLikeShare = latinWords === 0 ? 1 : wordLike / latinWords;
  const vowelShare = letters === 0 ? 0 : vowels / letters;
  const limits = TEXT_LAYER_LIMITS;
  const judged = letters >= limits.minLetters;
  const usable =
    unmappedShare <= limits.maxUnmappedShare &&
    (tokens < limits.minTokens || tokenShare >= limits.minTokenShare) &&
    (!judged ||
      (letterLikeness >= limits.minLetterLikeness &&
        wordLikeShare >= limits.minWordLikeShare &&
        vowelShare >= limits.minVowelShare));
  return { unmappedShare, tokenShare, letters, letterLikeness, wordLikeShare, vowelShare, usable };
}
