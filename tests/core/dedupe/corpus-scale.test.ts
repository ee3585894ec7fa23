import { describe, expect, it } from "vitest";
import { linkRecords } from "../../../core/dedupe/linkage";
import { generateCorpus } from "../../fixtures/dedupe/generate-corpus";
import { defaultFuzzyRules, measurePairwise } from "../../fixtures/dedupe/measure-quality";

/**
 * The generated corpus at the size where clusters used to chain: 250,000 rows, where about half the
 * candidate pairs share a name but are different people. Transitive clusters joined 105,104 rows.
 */
const ROWS = 250_000;
/** A hang guard, not a speed check: about 35 s of CPU, minutes of wall time on a busy shared machine. */
const HANG_GUARD_MS = 600_000;

describe(`fuzzy matching of ${ROWS.toLocaleString("en")} generated rows with the default settings`, () => {
  it(
    "keeps every cluster small and precise",
    () => {
      const rows = generateCorpus(7, Math.ceil(ROWS / 1.6)).slice(0, ROWS);
      const { clusters } = linkRecords(rows, { rules: defaultFuzzyRules(rows), requireAllPairs: false });
      const largest = clusters.reduce((size, cluster) => Math.max(size, cluster.rows.length), 0);
      const { precision, recall } = measurePairwise(rows, clusters);
      console.log(
        `dedupe corpus at scale: ${rows.length} rows, ${clusters.length} clusters, largest ${largest} rows, precision ${precision.toFixed(4)}, recall ${recall.toFixed(4)}`,
      );
      // The generator makes at most four rows per person or company.
      expect(largest).toBeLessThanOrEqual(4);
      expect(precision).toBeGreaterThanOrEqual(0.95);
      expect(recall).toBeGreaterThanOrEqual(0.9);
    },
    HANG_GUARD_MS,
  );
});
