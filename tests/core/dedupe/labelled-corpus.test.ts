import { describe, expect, it } from "vitest";
import { DEDUPE_CORPUS, evaluateCorpusFile, formatScore, listCorpusFiles } from "../../bench/dedupe-corpus";
import { evaluateHalf, formatHalf } from "../../bench/dedupe-corpus-halves";

const files = listCorpusFiles();
if (files.length === 0) console.log(`[dedupe corpus] skipped: no labelled files in ${DEDUPE_CORPUS}`);

/**
 * F1 of the page's defaults as measured (`npm run eval:dedupe`), so a change that loses duplicates
 * fails here. Issue 29's goal is 0.90 on every list. Raise a floor whenever the figure rises.
 */
const F1_FLOORS: Readonly<Record<string, number>> = {
  "febrl_dataset1.csv": 0.99,
  "febrl_dataset2.csv": 0.99,
  "splink_fake_1000.csv": 0.98,
  "senzing_customers.csv": 0.91,
};
/**
 * F1 of the whole file after 20 simulated "Same or different?" answers (ADR 286). Issue 29's goal is
 * 0.95; FEBRL is left out here (its defaults are already right, and it is slow to run 4 times).
 */
const ANSWERED_FLOORS: Readonly<Record<string, number>> = {
  "splink_fake_1000.csv": 0.98,
  "senzing_customers.csv": 0.95,
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

describe.skipIf(files.length === 0)("labelled corpus after 20 answers to 'Same or different?'", () => {
  it.each(files.filter((file) => ANSWERED_FLOORS[file] !== undefined))(
    "%s: the answered model holds its floor on the whole file",
    async (file) => {
      const score = await evaluateHalf(file, null);
      console.log(`[dedupe corpus] ${formatHalf(score)}`);
      const after20 = score.afterAnswers.find((after) => after.answers === 20);
      expect(after20?.quality.f1 ?? 0).toBeGreaterThanOrEqual(ANSWERED_FLOORS[file] ?? 1);
    },
    120_000,
  );
});
