/**
 * Supplier, date and total on photographed till receipts (../shared/corpus/receipts, ICDAR 2019 SROIE:
 * internal testing only, see its README): each JPEG is prepared and read with tesseract.js as the
 * browser does (extract-ocr.ts), extracted with extractInvoice and scored per half of the set
 * (corpus-halves.ts). Date is scored only where the truth has one.
 *
 * Run: `npm run eval:receipts -- --cache --half=A` (`--cache` keeps the OCR output in the temporary
 * folder, so only the first run pays for OCR), `--limit=N`, `--only=NAME`, `--misses` (every wrong
 * value), `--cached-only` (only the receipts already in the cache: a quick look while another run
 * still reads the rest), `--text` (the OCR lines of each chosen receipt), `--json=PATH` (every outcome, for a
 * calibration table). Right fields per second counts OCR time as measured when each image was
 * first read, so a cached run reports the same figure as an uncached one.
 */
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { extractInvoice } from "../../core/invoice/extraction/extract-invoice";
import { buildLayout } from "../../core/invoice/extraction/layout";
import { ocrPagesToDocument } from "../../core/invoice/extraction/ocr-words";
import { halfOf } from "./corpus-halves";
import { createLocalOcrWorker, type LocalOcrWorker, terminateLocalOcrWorker } from "./extract-ocr";
import { RECEIPT_SECONDS } from "./receipt-eval/page-cache";
import { printReceiptReport, type ScoredReceipt } from "./receipt-eval/print-receipt-report";
import { readReceiptPage } from "./receipt-eval/read-receipt-page";
import { type ReceiptTruth, scoreReceipt } from "./receipt-eval/score-receipt";

// From the main checkout or a worktree beside it (../wt/NAME).
const DIR =
  [
    resolve(process.cwd(), "..", "shared", "corpus", "receipts"),
    resolve(process.cwd(), "..", "..", "shared", "corpus", "receipts"),
  ].find((dir) => existsSync(dir)) ?? resolve(process.cwd(), "..", "shared", "corpus", "receipts");
const TIMINGS = RECEIPT_SECONDS;
function option(name: string): string | undefined {
  const arg = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  return arg === undefined ? undefined : (arg.split("=")[1] ?? "");
}

async function chooseReceipts(): Promise<string[]> {
  const only = option("only");
  const half = option("half");
  const limit = Number(option("limit") ?? Number.POSITIVE_INFINITY);
  const names = (await readdir(DIR)).filter((name) => name.endsWith(".jpg")).sort();
  return names
    .filter((name) => !only || name.includes(only))
    .filter((name) => !half || halfOf(name) === (half.toUpperCase() === "B" ? 1 : 0))
    .slice(0, limit);
}

async function readTimings(): Promise<Record<string, number>> {
  const text = await readFile(TIMINGS, "utf8").catch(() => "{}");
  return JSON.parse(text) as Record<string, number>;
}

async function main(): Promise<void> {
  if (!existsSync(DIR)) {
    console.log(`Skipped: the receipt corpus is not at ${DIR}.`);
    return;
  }
  const chosen = await chooseReceipts();
  const cachedOnly = option("cached-only") !== undefined;
  const useCache = option("cache") !== undefined || cachedOnly;
  const timings = await readTimings();
  // Started on the first receipt not in the cache: a cached run needs no OCR engine.
  let started: Promise<LocalOcrWorker> | undefined;
  const worker = (): Promise<LocalOcrWorker> => {
    started ??= createLocalOcrWorker();
    return started;
  };
  const scored: ScoredReceipt[] = [];
  console.log(`Reading ${chosen.length} receipts${useCache ? ", OCR cache on" : ""}`);
  try {
    for (const name of chosen) {
      const bytes = await readFile(join(DIR, name));
      const truth = JSON.parse(
        await readFile(join(DIR, name.replace(/\.jpg$/, ".truth.json")), "utf8"),
      ) as ReceiptTruth;
      const ocrStarted = performance.now();
      const page = await readReceiptPage(worker, bytes, useCache, cachedOnly);
      if (!page) continue;
      const ocrSeconds = (performance.now() - ocrStarted) / 1000;
      // A cache hit costs milliseconds: keep the time of the run that really read the image.
      if (ocrSeconds > 0.5 || timings[name] === undefined) {
        timings[name] = ocrSeconds;
        // Saved as it is measured: a long run stopped half-way keeps the times it took.
        await mkdir(join(tmpdir(), "factuurkit-ocr-cache"), { recursive: true });
        await writeFile(TIMINGS, JSON.stringify({ ...(await readTimings()), ...timings }));
      }
      const document = ocrPagesToDocument([page]);
      const extractStarted = performance.now();
      const extraction = extractInvoice(document, "ocr");
      const extractMs = performance.now() - extractStarted;
      const receipt: ScoredReceipt = {
        name,
        half: halfOf(name),
        outcomes: scoreReceipt(extraction, truth),
        ocrSeconds: timings[name] ?? ocrSeconds,
        extractMs,
      };
      scored.push(receipt);
      if (option("text") !== undefined) {
        console.log(`\n== ${name}`);
        for (const line of buildLayout(document).lines) console.log(`  ${line.text}`);
      }
      if (option("misses") !== undefined)
        for (const o of receipt.outcomes.filter((outcome) => !outcome.right))
          console.log(`  miss ${name} ${o.field}: ${o.truth} → ${o.value ?? "(none)"}`);
      else process.stdout.write(".");
    }
  } finally {
    if (started) await terminateLocalOcrWorker(await started);
    await mkdir(join(tmpdir(), "factuurkit-ocr-cache"), { recursive: true });
    // Another run may have read other receipts meanwhile: keep its times too.
    await writeFile(TIMINGS, JSON.stringify({ ...(await readTimings()), ...timings }));
  }
  printReceiptReport("receipts", scored);
  const json = option("json");
  if (json) await writeFile(json, JSON.stringify(scored, null, 1));
}

await main();
