import { describe, expect, it } from "vitest";
import { findExactClusters } from "../../../core/dedupe/exact";
import { KeyHash } from "../../../core/dedupe/key-hash";
import { normaliseValue } from "../../../core/dedupe/normalise";
import type { ColumnRule, Normalisation, ValueKind } from "../../../core/dedupe/types";
import { createRandom, type Random } from "../../fixtures/dedupe/generate-corpus";

const PIECES = [
  "0",
  "1",
  "6",
  "9",
  "12",
  "a",
  "B",
  "ss",
  "SA",
  "@",
  ".",
  ",",
  " ",
  "  ",
  "\t",
  "-",
  "+",
  "é",
  "mailto:",
  "x.nl",
  "€",
];

function randomValue(random: Random): string {
  let value = "";
  const length = Math.floor(random() * 8);
  for (let i = 0; i < length; i++) value += PIECES[Math.floor(random() * PIECES.length)];
  return value;
}

const SAMPLES = [
  "0612345678",
  "0012,50",
  "1234 ab",
  "1234AB",
  "9999 SA",
  "Jan@Example.NL",
  "MAILTO:a@b.nl",
  "0,00",
  "10.0",
  "1,234",
  "Jan  Jansen",
  " x",
];

function viaFastPath(value: string, rules: Normalisation): { fast: boolean; low: number; high: number } {
  const hash = new KeyHash();
  const fast = hash.feedCell(value, rules);
  if (!fast) hash.feedText(normaliseValue(value, rules));
  return { fast, low: hash.low, high: hash.high };
}

function viaNormalise(value: string, rules: Normalisation): { low: number; high: number } {
  const hash = new KeyHash();
  hash.feedText(normaliseValue(value, rules));
  return { low: hash.low, high: hash.high };
}

describe("exact keys", () => {
  it("hashes every cell exactly as its normalised text, fast path or not", () => {
    const random = createRandom(3);
    const kinds: ValueKind[] = ["text", "email", "phone", "postcode", "number", "date"];
    let fast = 0;
    for (const kind of kinds)
      for (const ignoreCase of [true, false])
        for (const ignorePunctuation of [false, true]) {
          const rules: Normalisation = {
            trim: true,
            collapseSpaces: true,
            ignoreCase,
            ignoreAccents: ignorePunctuation,
            ignorePunctuation,
            kind,
            defaultCountry: "NL",
          };
          const values = [...SAMPLES, ...Array.from({ length: 400 }, () => randomValue(random))];
          for (const value of values) {
            const result = viaFastPath(value, rules);
            if (result.fast) fast++;
            expect({ value, low: result.low, high: result.high }).toEqual({
              value,
              ...viaNormalise(value, rules),
            });
          }
        }
    expect(fast).toBeGreaterThan(300);
  });

  it("never merges rows whose keys differ, even when their hashes would collide", () => {
    // Many distinct keys: any collision must be caught by comparing the normalised values.
    const rows = Array.from({ length: 20_000 }, (_, index) => [`k${index}`, `v${index % 7}`]);
    rows.push(["K5", "v5"]);
    const rule = (column: number): ColumnRule => ({
      column,
      normalisation: {
        trim: true,
        collapseSpaces: true,
        ignoreCase: true,
        ignoreAccents: false,
        ignorePunctuation: false,
        kind: "text",
      },
      method: "exact",
      threshold: 1,
    });
    expect(findExactClusters(rows, [rule(0), rule(1)])).toEqual([{ id: 1, rows: [5, 20_000], score: 1 }]);
  });
});
