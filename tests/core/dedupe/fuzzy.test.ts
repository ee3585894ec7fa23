import { describe, expect, it } from "vitest";
import { findFuzzyClusters } from "../../../core/dedupe/fuzzy";
import { DEFAULT_NORMALISATION } from "../../../core/dedupe/normalise";
import type { ColumnRule, Row } from "../../../core/dedupe/types";
import { UnionFind } from "../../../core/dedupe/union-find";

const name: ColumnRule = {
  column: 0,
  normalisation: { ...DEFAULT_NORMALISATION, ignorePunctuation: true },
  method: "token-set",
  threshold: 0.8,
};
const city: ColumnRule = {
  column: 1,
  normalisation: DEFAULT_NORMALISATION,
  method: "jaro-winkler",
  threshold: 0.9,
};

describe("findFuzzyClusters", () => {
  it("finds typos, swapped names and case differences, and keeps other people apart", () => {
    const rows: Row[] = [
      ["Jan Jansen", "Utrecht"],
      ["Piet de Vries", "Delft"],
      ["Jansen, Jan", "utrecht"],
      ["Jan Jnasen", "Utrecht"],
      ["Jan Jansen", "Groningen"],
    ];
    const clusters = findFuzzyClusters(rows, { rules: [name, city], requireAllPairs: false });
    expect(clusters.map((cluster) => cluster.rows)).toEqual([[0, 2, 3]]);
    expect(clusters[0]?.score).toBeGreaterThan(0.8);
    expect(clusters[0]?.score).toBeLessThan(1);
  });

  it("treats an empty value against a filled one as different", () => {
    const rows: Row[] = [
      ["Jan Jansen", "Utrecht"],
      ["Jan Jansen", ""],
    ];
    expect(findFuzzyClusters(rows, { rules: [name, city], requireAllPairs: false })).toEqual([]);
  });

  it("chains transitively, or splits the chain when every pair must match", () => {
    const chain: ColumnRule = { ...name, method: "levenshtein", threshold: 0.75 };
    const rows: Row[] = [["abcd"], ["abcx"], ["abyx"], ["azyx"]];
    const transitive = findFuzzyClusters(rows, { rules: [chain], requireAllPairs: false });
    expect(transitive.map((cluster) => cluster.rows)).toEqual([[0, 1, 2, 3]]);
    const strict = findFuzzyClusters(rows, { rules: [chain], requireAllPairs: true });
    expect(strict.map((cluster) => cluster.rows)).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it("finds a duplicate whose first letters differ (the reversed-key pass)", () => {
    const word = (seed: number): string => {
      let state = seed + 1;
      return Array.from({ length: 9 }, () => {
        state = (state * 1103515245 + 12345) % 2147483648;
        return String.fromCharCode(97 + (state % 26));
      }).join("");
    };
    const rows: Row[] = Array.from({ length: 200 }, (_, i) => [word(i)]);
    rows.push([`x${word(17).slice(1)}`]);
    const clusters = findFuzzyClusters(rows, {
      rules: [{ ...name, method: "levenshtein", threshold: 0.85 }],
      requireAllPairs: false,
      window: 3,
    });
    expect(clusters.map((cluster) => cluster.rows)).toContainEqual([17, 200]);
  });

  it("reports progress", () => {
    const seen: number[] = [];
    findFuzzyClusters([["a", "b"]], {
      rules: [name, city],
      requireAllPairs: false,
      onProgress: (done) => seen.push(done),
    });
    expect(seen.length).toBeGreaterThan(1);
  });
});

describe("UnionFind", () => {
  it("joins sets and finds their roots", () => {
    const sets = new UnionFind(5);
    sets.union(0, 1);
    sets.union(3, 4);
    sets.union(1, 4);
    expect(sets.find(0)).toBe(sets.find(3));
    expect(sets.find(2)).not.toBe(sets.find(0));
  });
});
