import { describe, expect, it } from "vitest";
import { normaliseValue } from "../../../core/dedupe/normalise";
import { NormaliseCache } from "../../../core/dedupe/normalise-cache";
import type { Normalisation } from "../../../core/dedupe/types";

const DATE: Normalisation = {
  trim: true,
  collapseSpaces: true,
  ignoreCase: true,
  ignoreAccents: false,
  ignorePunctuation: false,
  kind: "date",
};

describe("NormaliseCache", () => {
  it("gives normaliseValue's answer whether a column repeats (cached) or not (cache given up)", () => {
    const repeating = new NormaliseCache(DATE);
    const unique = new NormaliseCache(DATE);
    const wrong: string[] = [];
    for (let i = 0; i < 40_000; i++) {
      const date = `${1 + (i % 28)}-${1 + (i % 12)}-${2000 + (i % 3)}`;
      const other = i % 2 === 0 ? `  Éric ${i} ` : `${i}/3/1999`;
      if (repeating.normalise(date) !== normaliseValue(date, DATE)) wrong.push(date);
      if (unique.normalise(other) !== normaliseValue(other, DATE)) wrong.push(other);
    }
    expect(wrong).toEqual([]);
  });
});
