/**
 * Supplier, date and total on the fresh European till receipts (tests/bench/receipt-fresh: drawn and
 * photographed here, ADR 318): each image is read with tesseract.js after the browser's photo steps,
 * exactly as eval-receipts reads SROIE (same page cache and scorer), extracted and scored per half.
 *
 * Run: `npm run eval:receipts-fresh -- --cache` (OCR pages kept in the temporary folder), `--half=A`,
 * `--limit=N`, `--only=NAME`, `--misses` (every wrong value, half A only: B is held out), `--cached-only`,
 * `--text` (the OCR lines of each chosen receipt, half A only), `--write=DIR` (the images and truths, to look at),
 * `--json=PATH` (every outcome, for a calibration).
 * The images are rendered once into the temporary folder, keyed by the generator's source.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { extractInvoice } from "../../core/invoice/extraction/extract-invoice";
import { buildLayout } from "../../core/invoice/extraction/layout";
import { ocrPagesToDocument } from "../../core/invoice/extraction/ocr-words";
import type { DocumentWords } from "../../core/invoice/extraction/types";
import { halfOf } from "./corpus-halves";
import { createLocalOcrWorker, type LocalOcrWorker, terminateLocalOcrWorker } from "./extract-ocr";
import { printReceiptReport, type ScoredReceipt } from "./receipt-eval/print-receipt-report";
import { readReceiptPage } from "./receipt-eval/read-receipt-page";
import { normaliseCompany, scoreReceipt } from "./receipt-eval/score-receipt";
import type { FreshReceiptSpec, FreshTruth } from "./receipt-fresh/compose-receipt";
import { listFreshReceipts, renderFreshReceipt } from "./receipt-fresh/receipt-set";

const GENERATOR = resolve(process.cwd(), "tests/bench/receipt-fresh");

function option(name: string): string | undefined {
  const arg = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  return arg === undefined ? undefined : (arg.split("=")[1] ?? "");
}

/** The folder the rendered images live in: a change to the generator renders them again. */
async function imageFolder(): Promise<string> {
  const hash = createHash("sha256");
  for (const file of (await readdir(GENERATOR)).sort()) hash.update(await readFile(join(GENERATOR, file)));
  hash.update(await readFile(join(import.meta.dirname, "../support/seeded-random.ts")));
  return join(tmpdir(), "factuurkit-receipt-fresh", hash.digest("hex").slice(0, 16));
}

/** The receipt's JPEG and truth, rendered on first use. */
async function loadReceipt(
  folder: string,
  spec: FreshReceiptSpec,
): Promise<{ jpeg: Buffer; truth: FreshTruth }> {
  const image = join(folder, `${spec.name}.jpg`);
  const truthFile = join(folder, `${spec.name}.truth.json`);
  if (existsSync(image) && existsSync(truthFile))
    return {
      jpeg: await readFile(image),
      truth: JSON.parse(await readFile(truthFile, "utf8")) as FreshTruth,
    };
  const rendered = renderFreshReceipt(spec);
  await writeFile(image, rendered.jpeg);
  await writeFile(truthFile, JSON.stringify(rendered.truth));
  return { jpeg: rendered.jpeg, truth: rendered.truth };
}

/** Whether the right value was read at all: a miss whose truth is in no OCR line is the OCR's (ADR 290's class a). */
function isInText(document: DocumentWords, truth: string): boolean {
  const text = normaliseCompany(
    buildLayout(document)
      .lines.map((line) => line.text)
      .join(" "),
  );
  const wanted = normaliseCompany(
    /^\d{4}-\d{2}-\d{2}$/.test(truth) ? truth.split("-").reverse().join("") : truth,
  );
  return text.includes(wanted) || text.includes(normaliseCompany(truth.replace(".", ",")));
}

function chooseReceipts(): FreshReceiptSpec[] {
  const only = option("only");
  const half = option("half");
  const limit = Number(option("limit") ?? Number.POSITIVE_INFINITY);
  return listFreshReceipts()
    .filter((spec) => !only || spec.name.includes(only))
    .filter((spec) => !half || halfOf(spec.name) === (half.toUpperCase() === "B" ? 1 : 0))
    .slice(0, limit);
}

async function main(): Promise<void> {
  const folder = await imageFolder();
  await mkdir(folder, { recursive: true });
  const write = option("write");
  if (write) await mkdir(write, { recursive: true });
  const chosen = chooseReceipts();
  const cachedOnly = option("cached-only") !== undefined;
  const useCache = option("cache") !== undefined || cachedOnly;
  let started: Promise<LocalOcrWorker> | undefined;
  const worker = (): Promise<LocalOcrWorker> => {
    started ??= createLocalOcrWorker();
    return started;
  };
  const scored: ScoredReceipt[] = [];
  console.log(`Reading ${chosen.length} fresh receipts from ${folder}${useCache ? ", OCR cache on" : ""}`);
  try {
    for (const spec of chosen) {
      const { jpeg, truth } = await loadReceipt(folder, spec);
      if (write) await writeFile(join(write, `${spec.name}.jpg`), jpeg);
      const ocrStarted = performance.now();
      const page = await readReceiptPage(worker, jpeg, useCache, cachedOnly);
      if (!page) continue;
      const ocrSeconds = (performance.now() - ocrStarted) / 1000;
      const document = ocrPagesToDocument([page]);
      const extractStarted = performance.now();
      const extraction = extractInvoice(document, "ocr");
      const extractMs = performance.now() - extractStarted;
      const half = halfOf(spec.name);
      const receipt: ScoredReceipt = {
        name: spec.name,
        half,
        outcomes: scoreReceipt(extraction, truth),
        ocrSeconds,
        extractMs,
      };
      scored.push(receipt);
      // Half B is held out: its lines and misses are never shown.
      if (option("text") !== undefined && half === 0) {
        console.log(`\n== ${spec.name}`);
        for (const line of buildLayout(document).lines) console.log(`  ${line.text}`);
      }
      if (option("misses") !== undefined) {
        if (half === 0)
          for (const o of receipt.outcomes.filter((outcome) => !outcome.right))
            console.log(
              `  miss ${spec.name} ${o.field}: ${o.truth} → ${o.value ?? "(none)"}${o.verdict === "sure" ? " (SURE)" : ""}${isInText(document, o.truth) ? "" : " [not in the OCR text]"}`,
            );
      } else process.stdout.write(".");
    }
  } finally {
    if (started) await terminateLocalOcrWorker(await started);
  }
  printReceiptReport("receipts-fresh", scored);
  const json = option("json");
  if (json) await writeFile(json, JSON.stringify(scored, null, 1));
}

await main();
