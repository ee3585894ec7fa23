/**
 * How long one receipt takes to read, stage by stage, today's reading code against the working
 * tree's in one process (docs/decisions/288): the machine is shared, so absolute seconds swing with
 * its load, but both pipelines read each receipt back to back (alternating which goes first) and
 * their ratio holds. Right fields (supplier, date, total, scored as eval-receipts scores them) come
 * along, so a faster reading that loses fields shows.
 *
 *   npx tsx tests/bench/receipt-ocr-speed.ts --per-half=20 [--baseline=REV] [--half=A] [--only=NAME]
 *     [--languages=eng] [--upscale=1.5] [--verbose]
 *
 * `--baseline` is the git revision whose preparation (scan-preprocess.ts, scan-clean.ts) is today's
 * (default: where this branch left main); it always reads with the four languages of ADR 186.
 * `--languages` and `--upscale` change only the working tree's side, to measure a variant. Every
 * receipt is read by both, every time. Both sides run the scan preparation only, not the photo steps
 * the browser runs first on an image file (ADR 313), so their pages no longer go into eval-receipts'
 * cache. The receipts are research-only data (../shared/corpus/receipts): nothing of them enters the repo.
 */
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { loadImage } from "@napi-rs/canvas";
import { OCR_LANGUAGES } from "../../client/features/invoice-ocr/ocr-languages";
import { extractInvoice } from "../../core/invoice/extraction/extract-invoice";
import { takeSecondLook } from "../../core/invoice/extraction/ocr-second-look";
import {
  type OcrBlock,
  type OcrPage,
  ocrPagesToDocument,
  rotateOcrPage,
} from "../../core/invoice/extraction/ocr-words";
import { HALF_NAMES } from "./corpus-halves";
import { createLocalOcrWorker, type LocalOcrWorker, prepareLikeTheBrowser } from "./extract-ocr";
import { listReceiptSubset, RECEIPTS_DIR, type ReceiptEntry } from "./ocr-compare/receipt-score";
import { scoreReceipt } from "./receipt-eval/score-receipt";
import { importPreparationAt, type PreparationCode } from "./receipt-speed/baseline-code";

function option(name: string): string | undefined {
  const arg = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  return arg === undefined ? undefined : (arg.split("=")[1] ?? "");
}

interface Pipeline {
  readonly name: string;
  readonly worker: LocalOcrWorker;
  readonly code?: PreparationCode;
  readonly upscale?: number;
}

/** Seconds per stage and right fields of one pipeline on one receipt. */
interface Reading {
  readonly page: OcrPage;
  readonly prepare: number;
  readonly recognise: number;
  readonly secondLook: number;
  readonly rows: number;
  readonly right: number;
  readonly scored: number;
}

async function readReceipt(pipeline: Pipeline, entry: ReceiptEntry, bytes: Buffer): Promise<Reading> {
  const started = performance.now();
  const image = await loadImage(bytes);
  const prepared = await prepareLikeTheBrowser(
    bytes,
    image.width,
    image.height,
    pipeline.upscale,
    pipeline.code,
  );
  const recogniseStarted = performance.now();
  const { data } = await pipeline.worker.worker.recognize(prepared.input, {}, { blocks: true });
  const secondLookStarted = performance.now();
  const page = {
    pageNumber: 1,
    width: prepared.width,
    height: prepared.height,
    blocks: (data.blocks ?? []) as unknown as OcrBlock[],
  };
  let rows = 0;
  const checked = await takeSecondLook(page, async (box) => {
    rows++;
    const rectangle = { left: box.x0, top: box.y0, width: box.x1 - box.x0, height: box.y1 - box.y0 };
    return (await pipeline.worker.worker.recognize(prepared.input, { rectangle })).data.text;
  });
  const ended = performance.now();
  const read = rotateOcrPage(checked, prepared.angle);
  const outcomes = scoreReceipt(extractInvoice(ocrPagesToDocument([read]), "ocr"), entry.truth);
  return {
    page: read,
    prepare: (recogniseStarted - started) / 1000,
    recognise: (secondLookStarted - recogniseStarted) / 1000,
    secondLook: (ended - secondLookStarted) / 1000,
    rows,
    right: outcomes.filter((outcome) => outcome.right).length,
    scored: outcomes.length,
  };
}

function summarise(name: string, readings: readonly Reading[]): string {
  const sum = (pick: (reading: Reading) => number): number => readings.reduce((t, r) => t + pick(r), 0);
  const n = Math.max(1, readings.length);
  const seconds = sum((r) => r.prepare + r.recognise + r.secondLook);
  return [
    name.padEnd(10),
    `${sum((r) => r.right)}/${sum((r) => r.scored)} right`.padEnd(12),
    `${(seconds / n).toFixed(2)} s/receipt`,
    `(prepare ${(sum((r) => r.prepare) / n).toFixed(2)}, recognise ${(sum((r) => r.recognise) / n).toFixed(2)}, second look ${(sum((r) => r.secondLook) / n).toFixed(2)} for ${sum((r) => r.rows)} rows)`,
    `${(sum((r) => r.right) / Math.max(seconds, 1e-9)).toFixed(3)} right fields/s`,
  ].join("  ");
}

async function main(): Promise<void> {
  const only = option("only");
  const half = option("half");
  const entries = (await listReceiptSubset(RECEIPTS_DIR, Number(option("per-half") ?? 20)))
    .filter((entry) => !only || entry.name.includes(only))
    .filter((entry) => !half || entry.half === (half.toUpperCase() === "B" ? 1 : 0));
  const revision =
    option("baseline") ?? execFileSync("git", ["merge-base", "HEAD", "main"]).toString().trim();
  const languages = option("languages")?.split("+") ?? [...OCR_LANGUAGES];
  const upscale = option("upscale") === undefined ? undefined : Number(option("upscale"));
  const today: Pipeline = {
    name: "today",
    worker: await createLocalOcrWorker(["eng", "nld", "deu", "fra"]),
    code: await importPreparationAt(revision),
  };
  const changed: Pipeline = {
    name: "changed",
    worker: await createLocalOcrWorker(languages),
    ...(upscale === undefined ? {} : { upscale }),
  };
  console.log(
    `${entries.length} receipts; today = ${revision.slice(0, 9)}, four languages; changed = working tree, ${languages.join("+")}${upscale ? `, upscale ${upscale}` : ""}`,
  );
  const results = new Map<string, Array<Reading & { half: 0 | 1 }>>([
    [today.name, []],
    [changed.name, []],
  ]);
  try {
    for (const [index, entry] of entries.entries()) {
      const bytes = await readFile(join(RECEIPTS_DIR, entry.name));
      // Alternate which goes first, so a burst of load on the machine falls on both alike.
      const order = index % 2 === 0 ? [today, changed] : [changed, today];
      const line: string[] = [];
      for (const pipeline of order) {
        const reading = await readReceipt(pipeline, entry, bytes);
        results.get(pipeline.name)?.push({ ...reading, half: entry.half });
        line.push(
          `${pipeline.name} ${(reading.prepare + reading.recognise + reading.secondLook).toFixed(1)} s ${reading.right}/${reading.scored}`,
        );
      }
      if (option("verbose") !== undefined) console.log(entry.name, line.join("  "));
      else process.stdout.write(".");
    }
  } finally {
    await today.worker.worker.terminate();
    await changed.worker.worker.terminate();
  }
  console.log("");
  for (const halfIndex of [0, 1, null] as const) {
    const label = halfIndex === null ? "all" : HALF_NAMES[halfIndex];
    const pick = (name: string): Reading[] =>
      (results.get(name) ?? []).filter((r) => halfIndex === null || r.half === halfIndex);
    if (pick(today.name).length === 0) continue;
    console.log(`\n${label} (${pick(today.name).length})`);
    for (const name of [today.name, changed.name]) console.log(`  ${summarise(name, pick(name))}`);
    const total = (name: string): number =>
      pick(name).reduce((t, r) => t + r.prepare + r.recognise + r.secondLook, 0);
    console.log(
      `  changed / today: ${(total(changed.name) / Math.max(total(today.name), 1e-9)).toFixed(2)} of the time`,
    );
  }
}

await main();
