import { describe, expect, it } from "vitest";
import { findExactClusters } from "../../../core/dedupe/exact";
import { KeyHash } from "../../../core/dedupe/key-hash";
import { DEFAULT_NORMALISATION, normaliseValue } from "../../../core/dedupe/normalise";
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
  "(",
  ")",
  "/",
  "0031",
  "+31",
  "06",
  "123",
  "000",
  "2019",
  "31",
  "02",
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
  "06-12345678",
  "(06) 12 34 56 78",
  "+31 6 12345678",
  "0031 6 12345678",
  "0031612345678",
  "00310612345678",
  "020 123 4567",
  "+32 475 12 34 56",
  "1.234,56",
  "-1.234,50",
  "+87,50",
  "101.267,96",
  "1,234.5",
  "1.000.000",
  "0.001.000",
  "000,00",
  "-0,00",
  "-0,50",
  "12,",
  "1.234,",
  "12.345.67",
  "1234.567,8",
  "1,2.3,4",
  "14-03-2019",
  "3/14/19",
  "2019.03.14",
  "29-02-2000",
  "29-02-1900",
  "31-04-2020",
  "13/13/2020",
  "1-1-0999",
  "01-01-50",
  "2019-3-1",
  "2019-03-141",
  "14--03-2019",
];

const TEXT: Normalisation = DEFAULT_NORMALISATION;

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
    const mismatches: string[] = [];
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
          const values = [...SAMPLES, ...Array.from({ length: 1000 }, () => randomValue(random))];
          for (const value of values) {
            const result = viaFastPath(value, rules);
            if (result.fast) fast++;
            const expected = viaNormalise(value, rules);
            if (result.low !== expected.low || result.high !== expected.high)
              mismatches.push(`${kind} ${JSON.stringify(value)}`);
          }
        }
    expect(mismatches).toEqual([]);
    expect(fast).toBeGreaterThan(1000);
  });

  it("reads the usual Dutch phone, amount and date forms on the fast path", () => {
    const phone: Normalisation = { ...TEXT, kind: "phone", defaultCountry: "NL" };
    const amount: Normalisation = { ...TEXT, kind: "number" };
    const cases: [string, Normalisation][] = [
      ["06-12345678", phone],
      ["(06) 12 34 56 78", phone],
      ["+31 6 12345678", phone],
      ["0031 6 12345678", phone],
      ["020-1234567", phone],
      ["1.234,56", amount],
      ["-1.234,50", amount],
      ["1,234,567.89", amount],
      ["14-03-2019", { ...TEXT, kind: "date" }],
      ["3/14/19", { ...TEXT, kind: "date" }],
    ];
    for (const [value, rules] of cases)
      expect(viaFastPath(value, rules)).toEqual({ fast: true, ...viaNormalise(value, rules) });
  });

  it("reads every numeric date as normaliseDate does, leap days and swapped day and month included", () => {
    const rules: Normalisation = { ...TEXT, kind: "date" };
    const years = [
      "0",
      "00",
      "49",
      "50",
      "99",
      "999",
      "0999",
      "1000",
      "1900",
      "2000",
      "2019",
      "9999",
      "10000",
    ];
    const wrong: string[] = [];
    for (let day = 0; day <= 32; day++)
      for (let month = 0; month <= 13; month++)
        for (const year of years)
          for (const [separator, padded] of [
            ["-", true],
            ["/", false],
            [".", true],
          ] as const) {
            const d = padded ? String(day).padStart(2, "0") : String(day);
            const m = padded ? String(month).padStart(2, "0") : String(month);
            for (const value of [`${d}${separator}${m}${separator}${year}`, `${year}${separator}${m}-${d}`]) {
              const fast = viaFastPath(value, rules);
              const slow = viaNormalise(value, rules);
              if (fast.low !== slow.low || fast.high !== slow.high) wrong.push(value);
            }
          }
    expect(wrong).toEqual([]);
  });

  it("never merges rows whose keys differ, even when their hashes would collide", () => {
    // Many distinct keys: any collision must be caught by comparing the normalised values.
    const rows = Array.from({ length: 20_000 }, (_, index) => [`k${index}`, `v${index % 7}`]);
    rows.push(["K5", "v5"]);
    const rule = (column: number): ColumnRule => ({
      column,
      normalisation: TEXT,
      method: "exact",
      threshold: 1,
    });
    expect(findExactClusters(rows, [rule(0), rule(1)])).toEqual([{ id: 1, rows: [5, 20_000], score: 1 }]);
  });
});
