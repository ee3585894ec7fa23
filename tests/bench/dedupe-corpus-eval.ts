import { DEDUPE_CORPUS, evaluateCorpusFile, formatScore, listCorpusFiles } from "./dedupe-corpus";

/** `npm run eval:dedupe`: pairwise quality of the page's default fuzzy settings on the labelled corpus. */
async function main(): Promise<void> {
  const files = listCorpusFiles();
  if (files.length === 0) {
    console.log(`[dedupe eval] skipped: no labelled files in ${DEDUPE_CORPUS}`);
    return;
  }
  for (const file of files) console.log(`[dedupe eval] ${formatScore(await evaluateCorpusFile(file))}`);
}

await main();
