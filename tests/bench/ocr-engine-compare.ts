/**
 * OCR engines on photographed till receipts (../shared/corpus/receipts, research-only data that never
 * enters the repo): supplier, date and total after extractInvoice, characters of the company and
 * address right, seconds per receipt and peak memory (docs/decisions/270). One engine per run, so
 * the memory figure is that engine's:
 *
 *   npx tsx tests/bench/ocr-engine-compare.ts --engine=tesseract [--photo] [--per-half=20]
 *   npx tsx tests/bench/ocr-engine-compare.ts --engine=paddle --paddle-modules=/tmp/paddle/node_modules
 *     [--paddle-rec=MODEL.onnx --paddle-dict=DICT.txt]   (another recognition model, e.g. a Latin one)
 *   npx tsx tests/bench/ocr-engine-compare.ts --engine=hybrid --paddle-modules=/tmp/paddle/node_modules \
 *     [--per-line] [--paddle-text]
 *
 * `hybrid` (docs/decisions/298): Paddle's detection, tesseract reading the lines it found in one
 * call; `--per-line` also reads each line on its own, `--paddle-text` also with Paddle's recognition
 * (ocr-compare/hybrid-engine.ts); each page with the seconds it would cost on its own.
 *
 * `--photo` runs the photo preparation (paper crop, deskew, contrast: preparePhoto) first, as the
 * browser does for photos; `--receipts=DIR` reads another folder; `--only=NAME` one file.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { extractInvoice } from "../../core/invoice/extraction/extract-invoice";
import { type OcrPage, ocrPagesToDocument } from "../../core/invoice/extraction/ocr-words";
import { preparePhoto } from "../../core/invoice/extraction/photo/prepare-photo";
import { HALF_NAMES } from "./corpus-halves";
import { createLocalOcrWorker, ocrPageImage, terminateLocalOcrWorker } from "./extract-ocr";
import { createHybridEngine, type TimedPage } from "./ocr-compare/hybrid-engine";
import { createPaddleEngine } from "./ocr-compare/paddle-engine";
import {
  charactersRight,
  listReceiptSubset,
  RECEIPTS_DIR,
  type ReceiptEntry,
  type ReceiptScore,
  scoreReceipt,
} from "./ocr-compare/receipt-score";

function option(name: string): string | undefined {
  const arg = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  return arg === undefined ? undefined : (arg.split("=")[1] ?? "");
}

/** The pages one reading gives, by name: one for most engines, three for the hybrid (hybrid-engine.ts). */
type ReadPages = (image: Buffer, width: number, height: number) => Promise<Record<string, TimedPage>>;

async function timed(name: string, read: () => Promise<OcrPage>): Promise<Record<string, TimedPage>> {
  const start = performance.now();
  const page = await read();
  return { [name]: { page, seconds: (performance.now() - start) / 1000 } };
}

async function openEngine(name: string): Promise<{ read: ReadPages; close: () => Promise<void> }> {
  const modules = option("paddle-modules") ?? "/tmp/paddle/node_modules";
  if (name === "paddle") {
    const recognitionPath = option("paddle-rec");
    const engine = await createPaddleEngine(
      modules,
      recognitionPath ? { recognitionPath, dictionaryPath: option("paddle-dict") ?? "" } : undefined,
    );
    return {
      read: (image, width, height) => timed(name, () => engine.read(image, width, height)),
      close: async () => {},
    };
  }
  if (name === "hybrid") {
    const engine = await createHybridEngine(modules, {
      perLine: option("per-line") !== undefined,
      paddleText: option("paddle-text") !== undefined,
    });
    return { read: (image, width, height) => engine.read(image, width, height), close: () => engine.close() };
  }
  const worker = await createLocalOcrWorker();
  return {
    read: (image, width, height) =>
      timed(name, () => ocrPageImage(worker, image, { width, height, pageNumber: 1 })),
    close: () => terminateLocalOcrWorker(worker),
  };
}

/** The photo preparation on the decoded image, as PNG bytes for the engine. */
async function preparePhotoBytes(image: Buffer): Promise<{ image: Buffer; width: number; height: number }> {
  const decoded = await loadImage(image);
  const canvas = createCanvas(decoded.width, decoded.height);
  const context = canvas.getContext("2d");
  context.drawImage(decoded, 0, 0);
  const prepared = preparePhoto(context.getImageData(0, 0, canvas.width, canvas.height)).image;
  const out = createCanvas(prepared.width, prepared.height);
  const outContext = out.getContext("2d");
  const data = outContext.createImageData(prepared.width, prepared.height);
  data.data.set(prepared.data);
  outContext.putImageData(data, 0, 0);
  return { image: out.toBuffer("image/png"), width: prepared.width, height: prepared.height };
}

function ocrText(page: OcrPage): string {
  return (page.blocks ?? [])
    .flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines))
    .map((line) => line.words.map((word) => word.text).join(" "))
    .join("\n");
}

interface Outcome {
  readonly entry: ReceiptEntry;
  readonly score: ReceiptScore;
  readonly characters: { right: number; total: number };
  readonly seconds: number;
}

function percent(part: number, whole: number): string {
  return whole === 0 ? "-" : `${((100 * part) / whole).toFixed(1)} %`;
}

function printSummary(
  engine: string,
  outcomes: readonly Outcome[],
  loadSeconds: number,
  peakMb: number,
): void {
  console.log(`\nengine ${engine}${option("photo") !== undefined ? " + photo preparation" : ""}`);
  for (const half of [0, 1, null] as const) {
    const rows = outcomes.filter((outcome) => half === null || outcome.entry.half === half);
    const sum = (pick: (outcome: Outcome) => number): number => rows.reduce((t, o) => t + pick(o), 0);
    const field = (name: "supplier" | "date" | "total"): string => {
      const scored = rows.filter((o) => o.score.fields[name] !== null);
      return percent(scored.filter((o) => o.score.fields[name]).length, scored.length);
    };
    const seconds = sum((o) => o.seconds);
    console.log(
      [
        `  ${half === null ? "all" : HALF_NAMES[half]} (${rows.length}):`,
        `supplier ${field("supplier")}`,
        `date ${field("date")}`,
        `total ${field("total")}`,
        `fields ${percent(
          sum((o) => o.score.right),
          sum((o) => o.score.scored),
        )}`,
        `chars ${percent(
          sum((o) => o.characters.right),
          sum((o) => o.characters.total),
        )}`,
        `${(seconds / Math.max(1, rows.length)).toFixed(2)} s/receipt`,
        `${(sum((o) => o.score.right) / Math.max(seconds, 0.001)).toFixed(3)} right fields/s`,
      ].join("  "),
    );
  }
  console.log(`  engine load ${loadSeconds.toFixed(1)} s, peak RSS ${peakMb.toFixed(0)} MB`);
}

async function main(): Promise<void> {
  const dir = option("receipts") ?? RECEIPTS_DIR;
  const engineName = option("engine") ?? "tesseract";
  const only = option("only");
  const entries = (await listReceiptSubset(dir, Number(option("per-half") ?? 20))).filter(
    (entry) => !only || entry.name.includes(only),
  );
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const loadStart = performance.now();
  const engine = await openEngine(engineName);
  const loadSeconds = (performance.now() - loadStart) / 1000;
  const outcomes = new Map<string, Outcome[]>();
  try {
    for (const entry of entries) {
      const bytes = await readFile(join(dir, entry.name));
      const start = performance.now();
      const decoded = await loadImage(bytes);
      const input =
        option("photo") !== undefined
          ? await preparePhotoBytes(bytes)
          : { image: bytes, width: decoded.width, height: decoded.height };
      const inputSeconds = (performance.now() - start) / 1000;
      const pages = await engine.read(input.image, input.width, input.height);
      for (const [name, { page, seconds, stages }] of Object.entries(pages)) {
        const extraction = extractInvoice(ocrPagesToDocument([page]), "ocr");
        const score = scoreReceipt(extraction, entry.truth);
        const characters = charactersRight(ocrText(page), entry.truth);
        const outcome = { entry, score, characters, seconds: inputSeconds + seconds };
        outcomes.set(name, [...(outcomes.get(name) ?? []), outcome]);
        if (option("verbose") !== undefined)
          console.log(
            name,
            entry.name,
            JSON.stringify(score.fields),
            outcome.seconds.toFixed(1),
            "s",
            stages
              ? JSON.stringify(stages, (_, v) => (typeof v === "number" ? Number(v.toFixed(2)) : v))
              : "",
            JSON.stringify({
              supplier: extraction.fields.supplierName?.value ?? null,
              date: extraction.fields.invoiceDate?.value ?? null,
              total: extraction.fields.totalCents?.value ?? null,
            }),
          );
      }
    }
  } finally {
    await engine.close();
    clearInterval(sampler);
  }
  for (const [name, rows] of outcomes) printSummary(name, rows, loadSeconds, peak / 1024 / 1024);
}

await main();
