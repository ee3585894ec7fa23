import { describe, expect, it } from "vitest";
import {
  pairKey,
  pickQuestions,
  type QuestionCandidate,
  retrainModel,
} from "../../../core/dedupe/active-learning";
import { linkRecords } from "../../../core/dedupe/linkage";
import type { LinkageModel } from "../../../core/dedupe/linkage-model";
import { suggestRules } from "../../../core/dedupe/load-table";
import type { Row } from "../../../core/dedupe/types";

function candidate(a: number, b: number, probability: number, levels: number[]): QuestionCandidate {
  return { a, b, probability, levels };
}

describe("pickQuestions", () => {
  it("asks about the least certain pairs first, one per comparison pattern, no row twice, none answered", () => {
    const questions = pickQuestions(
      [
        candidate(0, 1, 0.99, [0, 0]),
        candidate(2, 3, 0.52, [0, 1]),
        candidate(4, 5, 0.48, [0, 1]),
        candidate(2, 6, 0.45, [1, 1]),
        candidate(7, 8, 0.4, [1, 2]),
        candidate(9, 10, 0.5, [2, 2]),
      ],
      3,
      new Set([pairKey(10, 9)]),
    );
    expect(questions.map((pair) => [pair.a, pair.b])).toEqual([
      [2, 3],
      [7, 8],
      [0, 1],
    ]);
  });
});

describe("retrainModel", () => {
  const model: LinkageModel = {
    lambda: 0.1,
    m: [Float64Array.from([0.5, 0.5])],
    u: [Float64Array.from([0.5, 0.5])],
    weights: [Float64Array.from([0, 0])],
    iterations: 1,
  };

  it("makes agreeing on a column evidence for a match when answered pairs that agree are the same", () => {
    const retrained = retrainModel(model, [[0], [0], [0]], [[1], [1], [1]]);
    expect(retrained.weights[0]?.[0]).toBeGreaterThan(0);
    expect(retrained.weights[0]?.[1]).toBeLessThan(0);
  });

  it("leaves the model alone without answers", () => {
    expect(retrainModel(model, [], [])).toBe(model);
  });
});

describe("answers in linkRecords", () => {
  const headers = ["Naam", "Plaats", "Telefoon"];
  const rows: Row[] = [];
  for (let index = 0; index < 40; index++)
    rows.push([`Klant ${index} Achternaam${index}`, `Stad ${index}`, `06${20000000 + index * 7919}`]);
  rows.push(["Jan Jansen", "Utrecht", "0611223344"], ["Jan Jansen", "Amersfoort", "0611223344"]);

  it("keeps a pair answered 'different' apart and binds a pair answered 'same'", () => {
    const rules = suggestRules(headers, rows, "fuzzy");
    const clusterOf = (result: ReturnType<typeof linkRecords>, row: number) =>
      result.clusters.find((cluster) => cluster.rows.includes(row));
    const plain = linkRecords(rows, { rules, requireAllPairs: false });
    expect(clusterOf(plain, 40)?.rows).toEqual([40, 41]);
    const apart = linkRecords(rows, {
      rules,
      requireAllPairs: false,
      labels: [{ a: 40, b: 41, answer: "different" }],
    });
    expect(clusterOf(apart, 40)?.rows.includes(41) ?? false).toBe(false);
    const together = linkRecords(rows, {
      rules,
      requireAllPairs: false,
      labels: [{ a: 3, b: 7, answer: "same" }],
    });
    expect(clusterOf(together, 3)?.rows).toEqual([3, 7]);
    const unsure = linkRecords(rows, {
      rules,
      requireAllPairs: false,
      labels: [{ a: 3, b: 7, answer: "unsure" }],
    });
    expect(clusterOf(unsure, 3)).toBeUndefined();
  });
});
