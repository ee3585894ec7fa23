import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyDecisions } from "../../../core/dedupe/apply-decisions";
import { findExactClusters } from "../../../core/dedupe/exact";
import { DEFAULT_NORMALISATION } from "../../../core/dedupe/normalise";
import { normaliseRow, wholeRowRules } from "../../../core/dedupe/row-keys";
import type { ColumnRule, Row } from "../../../core/dedupe/types";

const rule = (column: number): ColumnRule => ({
  column,
  normalisation: DEFAULT_NORMALISATION,
  method: "exact",
  threshold: 1,
});

function dedupe(rows: readonly Row[], rules: readonly ColumnRule[]): Row[] {
  return applyDecisions(rows, findExactClusters(rows, rules), () => true, "keep-first").kept;
}

describe("findExactClusters", () => {
  it("groups rows whose normalised key is equal, clusters in order of their first row", () => {
    const rows = [
      ["Jan", "Utrecht"],
      ["Piet", "Delft"],
      ["  PIET ", "delft"],
      ["jan", "UTRECHT"],
      ["Jan", "Delft"],
      ["jan", "utrecht "],
    ];
    const clusters = findExactClusters(rows, [rule(0), rule(1)]);
    expect(clusters).toEqual([
      { id: 1, rows: [0, 3, 5], score: 1 },
      { id: 2, rows: [1, 2], score: 1 },
    ]);
  });

  it("matches on the chosen columns only", () => {
    const rows = [
      ["Jan", "1"],
      ["Jan", "2"],
    ];
    expect(findExactClusters(rows, [rule(0)])).toHaveLength(1);
    expect(findExactClusters(rows, [rule(0), rule(1)])).toHaveLength(0);
  });

  it("does not join values across column boundaries", () => {
    const rows = [
      ["ab", "c"],
      ["a", "bc"],
    ];
    expect(findExactClusters(rows, [rule(0), rule(1)])).toHaveLength(0);
  });

  it("never merges two different keys whose hashes collide", () => {
    // "k32728" and "k261234" have the same 32-bit FNV-1a hash (found by brute force).
    const rows = [["k32728"], ["k261234"], ["k32728"], ["k261234"]];
    expect(findExactClusters(rows, [rule(0)])).toEqual([
      { id: 1, rows: [0, 2], score: 1 },
      { id: 2, rows: [1, 3], score: 1 },
    ]);
  });

  it("compares typed XLSX cells by their text", () => {
    const rows: Row[] = [
      [12, new Date(Date.UTC(2024, 2, 5))],
      ["12", "2024-03-05"],
      [12, null],
    ];
    expect(findExactClusters(rows, [rule(0), rule(1)])).toEqual([{ id: 1, rows: [0, 1], score: 1 }]);
  });
});

const cell = fc.constantFrom("a", "A", " a", "b", "B ", "", "c", "é");
const table = fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { maxLength: 60 });
const rules = wholeRowRules(3, { normalisation: DEFAULT_NORMALISATION, method: "exact", threshold: 1 });
const keyOf = (row: Row): string => normaliseRow(row, rules).join("\u001f");

describe("exact de-duplication properties", () => {
  it("is idempotent", () => {
    fc.assert(
      fc.property(table, (rows) => {
        const once = dedupe(rows, rules);
        expect(dedupe(once, rules)).toEqual(once);
      }),
    );
  });

  it("keeps row order: the output is a subsequence of the input", () => {
    fc.assert(
      fc.property(table, (rows) => {
        const output = dedupe(rows, rules);
        let at = 0;
        for (const row of output) {
          while (at < rows.length && rows[at] !== row) at++;
          expect(at).toBeLessThan(rows.length);
          at++;
        }
      }),
    );
  });

  it("never drops a row without a kept twin, and leaves no two kept rows equal", () => {
    fc.assert(
      fc.property(table, (rows) => {
        const output = dedupe(rows, rules);
        const keptKeys = new Set(output.map(keyOf));
        for (const row of rows) expect(keptKeys.has(keyOf(row))).toBe(true);
        expect(keptKeys.size).toBe(output.length);
      }),
    );
  });
});
