/**
 * Accuracy report of the extraction engine on the generated corpus: per-field precision and
 * recall, the field-level exact-match rate for text PDFs and for scan-like images (OCR in Node
 * with tesseract.js and the local language data), and the median time per text PDF.
 * Run: `npm run bench:extract` (add `--text-only` to skip OCR, which takes ~15 s per page on 2 cores;
 * `--languages=eng,nld` to read with other languages than the browser's).
 */
import { access, readFile } from "node:fs/promises";
import { join } from "node:path";
import { loadImage } from "@napi-rs/canvas";
import { extractInvoice } from "../../core/invoice/extraction/extract-invoice";
import { readPdf } from "../../core/invoice/extraction/pdf/read-pdf";
import { CORPUS_DIR, loadCorpus } from "./extract-corpus";
import { createLocalOcrWorker, ocrImage, terminateLocalOcrWorker } from "./extract-ocr";
import { compareExtraction, type FieldOutcome, formatReport, summarise } from "./extract-scoring";

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

async function main(): Promise<void> {
  const corpus = await loadCorpus();
  const results: { id: string; outcomes: FieldOutcome[] }[] = [];
  const times: number[] = [];
  for (const entry of corpus) {
    const started = performance.now();
    const read = await readPdf(entry.pdf);
    if (!read.ok) throw new Error(`${entry.truth.id}: ${read.error}`);
    const extraction = extractInvoice(read.value.document);
    times.push(performance.now() - started);
    results.push({ id: entry.truth.id, outcomes: compareExtraction(extraction, entry.truth) });
  }
  const text = summarise(results);
  console.log(formatReport(`Text PDFs (${corpus.length} invoices)`, text));
  console.log(`median time per text PDF (read text layer + extract): ${median(times).toFixed(1)} ms`);
  for (const miss of text.mismatches)
    console.log(`  miss ${miss.id} ${miss.field}: ${miss.expected} → ${miss.actual}`);

  if (process.argv.includes("--text-only")) return;
  const scanDir = join(CORPUS_DIR, "scans");
  if (!(await exists(scanDir))) {
    console.log("\nNo scans yet: run `npx tsx tests/fixtures/invoices/generate.ts` first.");
    return;
  }
  const languages = process.argv
    .find((arg) => arg.startsWith("--languages="))
    ?.split("=")[1]
    ?.split(",")
    .filter(Boolean);
  const worker = await createLocalOcrWorker(languages?.length ? languages : undefined);
  const scanResults: { id: string; outcomes: FieldOutcome[] }[] = [];
  const ocrTimes: number[] = [];
  try {
    for (const entry of corpus) {
      const path = join(scanDir, `${entry.truth.id}.png`);
      if (!(await exists(path))) continue;
      const png = await readFile(path);
      const image = await loadImage(png);
      const started = performance.now();
      const document = await ocrImage(worker, png, image.width, image.height);
      ocrTimes.push(performance.now() - started);
      scanResults.push({
        id: entry.truth.id,
        outcomes: compareExtraction(extractInvoice(document, "ocr"), entry.truth),
      });
      process.stdout.write(".");
    }
  } finally {
    await terminateLocalOcrWorker(worker);
  }
  const scans = summarise(scanResults);
  console.log(
    formatReport(`\nScan-like images (${scanResults.length}, OCR ${worker.languages.join("+")})`, scans),
  );
  console.log(`median OCR time per page: ${(median(ocrTimes) / 1000).toFixed(1)} s`);
  for (const miss of scans.mismatches)
    console.log(`  miss ${miss.id} ${miss.field}: ${miss.expected} → ${miss.actual}`);
}

await main();
