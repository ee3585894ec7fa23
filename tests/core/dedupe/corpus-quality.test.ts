import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findFuzzyClusters } from "../../../core/dedupe/fuzzy";
import { suggestColumnRule } from "../../../core/dedupe/suggest-rules";
import type { Cluster } from "../../../core/dedupe/types";
import {
  CORPUS_HEADERS,
  type CorpusRow,
  generateCorpus,
  renderCorpusCsv,
} from "../../fixtures/dedupe/generate-corpus";

const TRUTH_COLUMN = 6;

function countPairs(groups: Iterable<readonly number[]>): Set<string> {
  const pairs = new Set<string>();
  for (const group of groups) {
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) pairs.add(`${group[i]}:${group[j]}`);
    }
  }
  return pairs;
}

function truthGroups(rows: readonly CorpusRow[]): number[][] {
  const byId = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const group = byId.get(row[TRUTH_COLUMN]);
    if (group) group.push(index);
    else byId.set(row[TRUTH_COLUMN], [index]);
  });
  return [...byId.values()];
}

function measure(
  rows: readonly CorpusRow[],
  clusters: readonly Cluster[],
): { precision: number; recall: number } {
  const predicted = countPairs(clusters.map((cluster) => cluster.rows));
  const truth = countPairs(truthGroups(rows));
  let truePositives = 0;
  for (const pair of predicted) if (truth.has(pair)) truePositives++;
  return {
    precision: predicted.size === 0 ? 1 : truePositives / predicted.size,
    recall: truth.size === 0 ? 1 : truePositives / truth.size,
  };
}

function defaultRules(rows: readonly CorpusRow[]) {
  return CORPUS_HEADERS.slice(0, TRUTH_COLUMN).map((header, column) =>
    suggestColumnRule(
      column,
      header,
      rows.slice(0, 200).map((row) => row[column] ?? ""),
      "fuzzy",
    ),
  );
}

describe("generated corpus", () => {
  it("is the committed fixture (regenerate with npx tsx tests/fixtures/dedupe/generate-corpus.ts)", () => {
    const committed = readFileSync(new URL("../../fixtures/dedupe/corpus.csv", import.meta.url), "utf8");
    expect(committed).toBe(renderCorpusCsv(generateCorpus()));
  });

  it("has injected duplicates of every kind", () => {
    const text = renderCorpusCsv(generateCorpus());
    expect(text).toMatch(/str\.? \d/);
    expect(text).toMatch(/\+31 6 \d{8}/);
    expect(text).toMatch(/\(06\)/);
    expect(text).toMatch(/\n[^,]+, [A-Z][^,]*,/);
    expect(truthGroups(generateCorpus()).filter((group) => group.length > 1).length).toBeGreaterThan(300);
  });
});

describe("fuzzy matching quality with the default settings", () => {
  it("reaches pairwise precision >= 0.95 and recall >= 0.90", () => {
    const rows = generateCorpus();
    const clusters = findFuzzyClusters(rows, { rules: defaultRules(rows), requireAllPairs: false });
    const { precision, recall } = measure(rows, clusters);
    console.log(
      `dedupe corpus: ${rows.length} rows, ${clusters.length} clusters, precision ${precision.toFixed(4)}, recall ${recall.toFixed(4)}`,
    );
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });

  it("keeps the same quality when every pair in a cluster must match", () => {
    const rows = generateCorpus();
    const clusters = findFuzzyClusters(rows, { rules: defaultRules(rows), requireAllPairs: true });
    const { precision, recall } = measure(rows, clusters);
    console.log(`dedupe corpus (every pair): precision ${precision.toFixed(4)}, recall ${recall.toFixed(4)}`);
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.85);
  });
});
