import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TextFolder } from "../../../core/dedupe/fold-text";
import { KeyHash } from "../../../core/dedupe/key-hash";
import { DEFAULT_NORMALISATION, normaliseValue } from "../../../core/dedupe/normalise";
import type { Normalisation } from "../../../core/dedupe/types";

const PIECES = [
  "ß",
  "Ø",
  "ø",
  "Ł",
  "ł",
  "İ",
  "ı",
  "Ĳ",
  "ﬁ",
  "Æ",
  "œ",
  "ǅ",
  "Σ",
  "ς",
  "Ω",
  "Ж",
  "ё",
  "é",
  "e\u0301",
  "E\u0308",
  "\u0327",
  "Å",
  "\u212b",
  "🍰",
  "\ud83c",
  "\udf70",
  " ",
  "  ",
  "\t",
  "\n",
  "\r\n",
  "\u00a0",
  "\u2003",
  "\u0085",
  "\u00ad",
  "ŉ",
  "ſ",
  "-",
  ".",
  "A",
  "z",
];

/** Single characters from the folding table's range and past it, and pieces that are known trouble. */
const unit = fc.oneof(
  fc.constantFrom(...PIECES),
  fc.integer({ min: 0, max: 0x2ff }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0x300, max: 0x52f }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
);

const RULES = fc.record({
  trim: fc.boolean(),
  collapseSpaces: fc.boolean(),
  ignoreCase: fc.boolean(),
  ignoreAccents: fc.constant(false),
  ignorePunctuation: fc.constant(false),
  kind: fc.constant("text" as const),
});

function fold(value: string, rules: Normalisation): string | null {
  const folder = new TextFolder();
  const length = folder.fold(value, 0, value.length, rules);
  return length < 0 ? null : String.fromCharCode(...folder.codes.subarray(0, length));
}

describe("folding text cells from a table", () => {
  it("gives exactly normaliseValue's text whenever it folds a value", () => {
    let folded = 0;
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 24 }), RULES, (value, rules) => {
        const fast = fold(value, rules);
        if (fast !== null) {
          folded++;
          expect(fast).toBe(normaliseValue(value, rules));
        }
      }),
      { numRuns: 20_000, seed: 29 },
    );
    // The property must not hold only because nothing was folded.
    expect(folded).toBeGreaterThan(2_000);
  });

  it("folds every character of its range on its own as normaliseValue does", () => {
    const wrong: string[] = [];
    for (const ignoreCase of [true, false])
      for (let code = 0; code < 0x250; code++) {
        const value = `a${String.fromCharCode(code)}b`;
        const rules = { ...DEFAULT_NORMALISATION, ignoreCase };
        const fast = fold(value, rules);
        if (fast !== null && fast !== normaliseValue(value, rules)) wrong.push(code.toString(16));
      }
    expect(wrong).toEqual([]);
  });

  it("hashes accented names and cells with extra spaces without normaliseValue, same key", () => {
    for (const value of [
      "Renée El Amrani",
      " riya  Dijkstra ",
      "Şahin, Sanne",
      "Zoë Kok",
      "Øster\u00a0Bro\t",
    ]) {
      const hash = new KeyHash();
      expect(hash.feedCell(value, DEFAULT_NORMALISATION), value).toBe(true);
      const slow = new KeyHash();
      slow.feedText(normaliseValue(value, DEFAULT_NORMALISATION));
      expect([hash.low, hash.high]).toEqual([slow.low, slow.high]);
    }
  });

  it("leaves Greek, Cyrillic, combining marks, ligatures and emoji to normaliseValue", () => {
    for (const value of ["Σοφία", "Жанна", "Rene\u0301e", "ﬁets", "İstanbul", "taart 🍰", "\ud83c"])
      expect(fold(value, DEFAULT_NORMALISATION), value).toBeNull();
  });
});
