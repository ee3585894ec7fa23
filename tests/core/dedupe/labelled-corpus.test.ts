import { describe, expect, it } from "vitest";
import { DEDUPE_CORPUS, evaluateCorpusFile, formatScore, listCorpusFiles } from "../../bench/dedupe-corpus";

const files = listCorpusFiles();
if (files.length === 0) console.log(`[dedupe corpus] skipped: no labelled files in ${DEDUPE_CORPUS}`);

describe.skipIf(files.length === 0)("labelled corpus, loaded as the page loads it, default settings", () => {
  it.each(files)(
    "%s reaches pairwise F1 >= 0.92",
    async (file) => {
      const score = await evaluateCorpusFile(file);
      console.log(`[dedupe corpus] ${formatScore(score)}`);
      expect(score.f1).toBeGreaterThanOrEqual(0.92);
    },
    120_000,
  );
});
