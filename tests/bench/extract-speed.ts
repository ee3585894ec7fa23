/**
 * Speed of text-layer extraction on the real corpus (../shared/corpus/invoices): median time per
 * invoice of the full upload reader (budget scan + pdf.js + extraction) against pdf.js text
 * extraction alone, measured in the same run so the ratio holds on a busy machine.
 * Run: `nice -n 10 npx tsx tests/bench/extract-speed.ts [--limit=N]`.
 */
import { getDocumentProxy } from "unpdf";
import { extractPdf } from "../../core/invoice/extraction/pdf/extract-pdf";
import {
  listRealCorpus,
  REAL_CORPUS_DIR,
  readCorpusFile,
  realCorpusExists,
} from "./invoice-eval/real-corpus";

async function pdfjsTextOnly(bytes: Uint8Array): Promise<void> {
  const pdf = await getDocumentProxy(bytes.slice(), { isEvalSupported: false, useSystemFonts: false });
  for (let page = 1; page <= pdf.numPages; page++) await (await pdf.getPage(page)).getTextContent();
  await pdf.destroy();
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main(): Promise<void> {
  if (!(await realCorpusExists())) {
    console.log(`Skipped: the real invoice corpus is not at ${REAL_CORPUS_DIR}.`);
    return;
  }
  const limit = Number(
    process.argv.find((arg) => arg.startsWith("--limit="))?.slice(8) ?? Number.POSITIVE_INFINITY,
  );
  const corpus = (await listRealCorpus()).slice(0, limit);
  const baseline: number[] = [];
  const full: number[] = [];
  // Warm both paths once so module loading is not timed.
  const warm = await readCorpusFile(corpus[0]?.textOnlyPath ?? "");
  await pdfjsTextOnly(warm);
  await extractPdf(warm);
  for (const entry of corpus) {
    const bytes = await readCorpusFile(entry.textOnlyPath);
    let started = performance.now();
    await pdfjsTextOnly(bytes);
    baseline.push(performance.now() - started);
    started = performance.now();
    await extractPdf(bytes);
    full.push(performance.now() - started);
  }
  const ratio = median(full) / Math.max(median(baseline), 0.001);
  console.log(
    `${corpus.length} invoices: median pdf.js text alone ${median(baseline).toFixed(0)} ms, full extraction ${median(full).toFixed(0)} ms (ratio ${ratio.toFixed(2)})`,
  );
}

await main();
