import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findFuzzyClusters } from "../../../core/dedupe/fuzzy";
import { generateCorpus, renderCorpusCsv } from "../../fixtures/dedupe/generate-corpus";
import { defaultFuzzyRules, measurePairwise, truthGroups } from "../../fixtures/dedupe/measure-quality";

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
    const clusters = findFuzzyClusters(rows, { rules: defaultFuzzyRules(rows), requireAllPairs: false });
    const { precision, recall } = measurePairwise(rows, clusters);
    console.log(
      `dedupe corpus: ${rows.length} rows, ${clusters.length} clusters, precision ${precision.toFixed(4)}, recall ${recall.toFixed(4)}`,
    );
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });

  it("keeps the same quality when every pair in a cluster must match", () => {
    const rows = generateCorpus();
    const clusters = findFuzzyClusters(rows, { rules: defaultFuzzyRules(rows), requireAllPairs: true });
    const { precision, recall } = measurePairwise(rows, clusters);
    console.log(`dedupe corpus (every pair): precision ${precision.toFixed(4)}, recall ${recall.toFixed(4)}`);
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.85);
  });
});
