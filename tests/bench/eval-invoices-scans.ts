/**
 * Field and line-item accuracy on scans of the shared corpus (../shared/corpus/invoices): each
 * `.text-only.pdf` is rendered at 200 dpi with grain, specks and a slight skew (deterministic per
 * file, tests/bench/invoice-eval/scan-render.ts), read with tesseract.js after the browser's
 * preparation, and extracted and scored like an upload (scoreRealInvoice). The same invoices' text
 * layers are scored beside it, so the loss OCR causes is visible. OCR costs ~15 s a page here.
 *
 * Run: `npm run eval:invoices:scans -- --subset` (24 invoices with line items, spread over the
 * corpus; `--subset=N` for another size), `--limit=N` (the first N of the selection),
 * `--only=NAME`, `--misses` (every wrong value), `--lost` (the values right on the text layer, wrong on the scan), `--cache` (reuse OCR output of identical page
 * images read with the same engine version and languages, from the temporary folder: for iterating
 * on word grouping and repair), `--languages=eng,deu` (read with other languages than the browser's),
 * `--parameters=thresholding_method:1` (tesseract settings, which the browser leaves at tesseract's defaults; part of the cache key: ADR 192), `--upscale=1.33` (enlarge every page
 * before cleaning, instead of only low-resolution ones).
 */
import { extractInvoice } from "../../core/invoice/extraction/extract-invoice";
import { type OcrPage, ocrPagesToDocument } from "../../core/invoice/extraction/ocr-words";
import { extractPdf } from "../../core/invoice/extraction/pdf/extract-pdf";
import { createLocalOcrWorker, ocrPageImage, terminateLocalOcrWorker } from "./extract-ocr";
import { printAccuracy, type ScoredInvoice } from "./invoice-eval/accuracy-table";
import {
  listRealCorpus,
  REAL_CORPUS_DIR,
  type RealCorpusEntry,
  readCorpusFile,
  realCorpusExists,
} from "./invoice-eval/real-corpus";
import { renderScan, renderScanCached, SCAN_SETTINGS } from "./invoice-eval/scan-render";
import { scoreRealInvoice } from "./invoice-eval/score-real";

const DEFAULT_SUBSET = 24;

function option(name: string): string | undefined {
  const arg = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  return arg === undefined ? undefined : (arg.split("=")[1] ?? "");
}

/** Every n-th invoice with line items, in name order: all producers, the same files every run. */
export function spreadSubset(entries: readonly RealCorpusEntry[], size: number): RealCorpusEntry[] {
  const withLines = entries.filter((entry) => entry.truth.lines.length > 0);
  if (size >= withLines.length) return withLines;
  return Array.from(
    { length: size },
    (_, index) => withLines[Math.floor((index * withLines.length) / size)],
  ).filter((entry): entry is RealCorpusEntry => entry !== undefined);
}

function selectInvoices(corpus: readonly RealCorpusEntry[]): RealCorpusEntry[] {
  const only = option("only");
  const subset = option("subset");
  const limit = Number(option("limit") ?? Number.POSITIVE_INFINITY);
  let chosen = corpus.filter((entry) => !only || entry.name.includes(only));
  if (subset !== undefined) chosen = spreadSubset(chosen, subset === "" ? DEFAULT_SUBSET : Number(subset));
  return chosen.slice(0, limit);
}

async function main(): Promise<void> {
  if (!(await realCorpusExists())) {
    console.log(`Skipped: the real invoice corpus is not at ${REAL_CORPUS_DIR}.`);
    return;
  }
  const chosen = selectInvoices(await listRealCorpus());
  const useCache = option("cache") !== undefined;
  console.log(
    `Scanning ${chosen.length} invoices at ${SCAN_SETTINGS.dpi} dpi (skew ≤ ${SCAN_SETTINGS.maxSkewDegrees}°, at most ${SCAN_SETTINGS.maxPages} pages each)${useCache ? ", OCR cache on" : ""}`,
  );
  const languages = option("languages")?.split(",").filter(Boolean);
  const parameterList = option("parameters");
  const parameters =
    parameterList === undefined
      ? undefined
      : Object.fromEntries(
          parameterList
            .split(",")
            .filter(Boolean)
            .map((pair) => pair.split(":") as [string, string]),
        );
  const worker = await createLocalOcrWorker(languages?.length ? languages : undefined, parameters);
  const upscale = option("upscale");
  if (upscale) worker.upscale = Number(upscale);
  const scans: ScoredInvoice[] = [];
  const texts: ScoredInvoice[] = [];
  let pagesRead = 0;
  const started = performance.now();
  try {
    for (const entry of chosen) {
      const bytes = await readCorpusFile(entry.textOnlyPath);
      const images = useCache
        ? await renderScanCached(entry.name, bytes)
        : await renderScan(entry.name, bytes.slice());
      const pages: OcrPage[] = [];
      for (const [index, image] of images.entries())
        pages.push(
          await ocrPageImage(worker, image.png, { ...image, pageNumber: index + 1 }, useCache, pages),
        );
      pagesRead += pages.length;
      const extraction = extractInvoice(ocrPagesToDocument(pages), "ocr");
      scans.push({ ...entry, outcomes: scoreRealInvoice(extraction, entry.truth) });
      const text = await extractPdf(bytes);
      texts.push({
        ...entry,
        outcomes: scoreRealInvoice(text.ok ? text.value.extraction : null, entry.truth),
      });
      process.stdout.write(".");
    }
  } finally {
    await terminateLocalOcrWorker(worker);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    ` ${pagesRead} pages in ${seconds.toFixed(0)} s (${(seconds / Math.max(1, pagesRead)).toFixed(1)} s a page, OCR ${worker.languages.join("+")})`,
  );
  printAccuracy("Scans (OCR)", scans, option("misses") !== undefined);
  printAccuracy("Same invoices, text layer", texts, false);
  printOcrLoss(scans, texts, option("lost") !== undefined);
}

/** Of the truth values the text layer gets right, how many the scan gets right too: the OCR's share of the misses. */
function printOcrLoss(
  scans: readonly ScoredInvoice[],
  texts: readonly ScoredInvoice[],
  showLost: boolean,
): void {
  for (const lines of [true, false]) {
    let textRight = 0;
    let bothRight = 0;
    let scanOnly = 0;
    for (const [index, scan] of scans.entries())
      for (const [at, outcome] of scan.outcomes.entries()) {
        if ((outcome.field === "lineItems") !== lines) continue;
        const text = texts[index]?.outcomes[at];
        if (text?.right) textRight++;
        if (text?.right && outcome.right) bothRight++;
        if (showLost && text?.right && !outcome.right)
          console.log(`  lost ${scan.name} ${outcome.field}: ${outcome.expected} → ${outcome.actual}`);
        if (!text?.right && outcome.right) scanOnly++;
      }
    console.log(
      `${lines ? "Line items" : "Fields"} right on the text layer: ${textRight}; also right on the scan: ${bothRight} (${((bothRight / Math.max(1, textRight)) * 100).toFixed(1)}%); right only on the scan: ${scanOnly}`,
    );
  }
}

await main();
