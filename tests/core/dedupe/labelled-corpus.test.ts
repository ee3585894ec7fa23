import { describe, expect, it } from "vitest";
import { DEDUPE_CORPUS, evaluateCorpusFile, formatScore, listCorpusFiles } from "../../bench/dedupe-corpus";

const files = listCorpusFiles();
if (files.length === 0) console.log(`[dedupe corpus] skipped: no labelled files in ${DEDUPE_CORPUS}`);

/**
 * F1 of the page's defaults as measured (`npm run eval:dedupe`), so a change that loses duplicates
 * fails here. Issue 29's goal is 0.90 on every list; senzing's CRM list (nicknames, swapped day and
 * month, one e-mail on 19 entities) is not there yet. Raise a floor whenever the figure rises.
 */
const F1_FLOORS: Readonly<Record<string, number>> = {
  "febrl_dataset1.csv": 0.99,
  "febrl_dataset2.csv": 0.99,
  "splink_fake_1000.csv": 0.98,
  "senzing_customers.csv": 0.85,
};
const NEW_FILE_FLOOR = 0.9;

describe.skipIf(files.length === 0)("labelled corpus, loaded as the page loads it, default settings", () => {
  it.each(files)(
    "%s: what the page ticks for merging is right (pairwise precision >= 0.99) and F1 holds its floor",
    async (file) => {
      const score = await evaluateCorpusFile(file);
      console.log(`[dedupe corpus] ${formatScore(score)}`);
      expect(score.preAcceptedPrecision).toBeGreaterThanOrEqual(0.99);
      expect(score.f1).toBeGreaterThanOrEqual(F1_FLOORS[file] ?? NEW_FILE_FLOOR);
    },
    120_000,
  );
});
