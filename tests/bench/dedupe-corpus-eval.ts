import { DEDUPE_CORPUS, evaluateCorpusFile, formatScore, listCorpusFiles } from "./dedupe-corpus";
import { evaluateHalf, formatHalf } from "./dedupe-corpus-halves";

/**
 * `npm run eval:dedupe`: pairwise quality of the page's default fuzzy settings on the labelled corpus,
 * for each whole file and for each half (entities split by a fixed hash of their id; half A is the one
 * failures are studied on, half B is held out): defaults, pre-accepted clusters only, and after 10 and
 * 20 simulated "Same or different?" answers taken from the truth.
 */
async function main(): Promise<void> {
  const files = listCorpusFiles();
  if (files.length === 0) {
    console.log(`[dedupe eval] skipped: no labelled files in ${DEDUPE_CORPUS}`);
    return;
  }
  for (const file of files) {
    console.log(`[dedupe eval] ${formatScore(await evaluateCorpusFile(file))}`);
    for (const half of [null, 0, 1] as const)
      console.log(`[dedupe eval]   ${formatHalf(await evaluateHalf(file, half))}`);
  }
}

await main();
