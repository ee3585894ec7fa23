import { describe, expect, it } from "vitest";
import { applyDecisions } from "../../../core/dedupe/apply-decisions";
import { chooseSurvivor } from "../../../core/dedupe/survivor";
import type { Cluster, Row } from "../../../core/dedupe/types";

const rows: Row[] = [
  ["Jan Jansen", "", "06-12345678", null],
  ["Other", "x", "y", "z"],
  ["jan jansen", "jan@example.nl", "", null],
  ["JAN JANSEN", "jan@example.nl", "0612345678", "Utrecht"],
];
const members = [0, 2, 3];

describe("chooseSurvivor", () => {
  it("keeps the first or the last row", () => {
    expect(chooseSurvivor(members, rows, "keep-first")).toEqual({ index: 0, row: rows[0] });
    expect(chooseSurvivor(members, rows, "keep-last")).toEqual({ index: 3, row: rows[3] });
  });

  it("keeps the most complete row, the earliest on a tie", () => {
    expect(chooseSurvivor(members, rows, "most-complete").index).toBe(3);
    expect(chooseSurvivor([0, 2], rows, "most-complete").index).toBe(0);
  });

  it("merges: the first row with empty fields filled from later rows in order", () => {
    expect(chooseSurvivor(members, rows, "merge")).toEqual({
      index: 0,
      row: ["Jan Jansen", "jan@example.nl", "06-12345678", "Utrecht"],
    });
  });
});

describe("applyDecisions", () => {
  const clusters: Cluster[] = [{ id: 7, rows: members, score: 0.9 }];

  it("removes every member but the survivor, which takes its own place", () => {
    const output = applyDecisions(rows, clusters, () => true, "keep-last");
    expect(output.kept).toEqual([rows[1], rows[3]]);
    expect(output.removed).toEqual([
      { row: rows[0], clusterId: 7 },
      { row: rows[2], clusterId: 7 },
    ]);
    expect([...output.clusterOfRow]).toEqual([7, 0, 7, 7]);
    expect([...output.keptFlag]).toEqual([0, 1, 0, 1]);
  });

  it("puts a merged survivor in place of the first row", () => {
    const output = applyDecisions(rows, clusters, () => true, "merge");
    expect(output.kept[0]).toEqual(["Jan Jansen", "jan@example.nl", "06-12345678", "Utrecht"]);
    expect(output.kept[1]).toBe(rows[1]);
  });

  it("leaves rejected clusters alone", () => {
    const output = applyDecisions(rows, clusters, () => false, "keep-first");
    expect(output.kept).toEqual(rows);
    expect(output.removed).toEqual([]);
  });
});
