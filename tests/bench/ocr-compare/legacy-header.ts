/**
 * Tesseract's legacy engine against the LSTM page reading on a receipt's header lines (ADR 319).
 * For each receipt of a half: the header lines ADR 306 would read again, each cut from the photo
 * (grey, ×1) and read by the legacy engine (OEM 0, English) in single-line mode; the page's own
 * LSTM reading of the line beside it; the store name the extraction chose, right or wrong.
 *
 * Run: `npx tsx tests/bench/ocr-compare/legacy-header.ts --half=A [--limit=N] [--verbose]`.
 * Reads the pages from extract-ocr.ts's cache (run `npm run eval:receipts -- --cache` first); the
 * legacy engine's readings are cached too, so its seconds are measured on the first run only.
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { Worker } from "tesseract.js";
import { extractInvoice } from "../../../core/invoice/extraction/extract-invoice";
import { buildLayout } from "../../../core/invoice/extraction/layout";
import type { OcrLine, OcrPage, OcrWord } from "../../../core/invoice/extraction/ocr-words";
import { ocrPagesToDocument } from "../../../core/invoice/extraction/ocr-words";
import { looksLikeReceipt } from "../../../core/invoice/extraction/receipt-detect";
import { halfOf } from "../corpus-halves";
import {
  createLocalOcrWorker,
  type LocalOcrWorker,
  ocrPageImage,
  prepareLikeTheBrowser,
  preparePhotoLikeTheBrowser,
  recogniseCached,
} from "../extract-ocr";
import { readCachedReceiptPage } from "../receipt-eval/page-cache";
import { normaliseCompany, type ReceiptTruth } from "../receipt-eval/score-receipt";
import { headerNameLines, paddedBox } from "./header-lines";
import { createSecondEngine, readLineCropCached } from "./line-crop";
import { wordsReadAlike } from "./reading-agreement";

const DIR = [
  resolve("..", "shared", "corpus", "receipts"),
  resolve("..", "..", "shared", "corpus", "receipts"),
].find((dir) => existsSync(dir));

function option(name: string): string | undefined {
  const arg = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  return arg === undefined ? undefined : (arg.split("=")[1] ?? "");
}

const lineText = (line: OcrLine): string => line.words.map((word) => word.text).join(" ");
const wordsText = (words: readonly { text: string }[]): string => words.map((word) => word.text).join(" ");

/** The consecutive header lines whose joined text holds the name (a name may wrap over two). */
function nameLines(texts: readonly string[], name: string): [number, number] | null {
  for (let span = 1; span <= 2; span++)
    for (let at = 0; at + span <= texts.length; at++)
      if (normaliseCompany(texts.slice(at, at + span).join(" ")).includes(name)) return [at, at + span];
  return null;
}

/** The page's words that spell the name, token by token (null when the rules changed a word). */
function nameWordsOn(lines: readonly OcrLine[], name: string): OcrWord[] | null {
  const words = lines.flatMap((line) => line.words);
  const found: OcrWord[] = [];
  for (const token of name.split(/\s+/).filter(Boolean)) {
    const word = words.find((w) => w.text === token && !found.includes(w));
    if (!word) return null;
    found.push(word);
  }
  return found;
}

interface Tally {
  lines: number;
  linesSame: number;
  receipts: number;
  named: number;
  rightNames: number;
  rightAgree: number;
  wrongNames: number;
  wrongAgree: number;
  disagree: number;
  legacyRight: number;
  lstmRight: number;
}

/** A receipt's header lines as the page read them (LSTM) and as the legacy engine read them again. */
interface HeaderReadings {
  readonly lines: readonly OcrLine[];
  readonly second: readonly OcrWord[][];
  /** The store name the extraction chose on the page as the eval reads it. */
  readonly chosen: string;
  /** Seconds the legacy engine took (or its cache, on a second run). */
  readonly legacySeconds: number;
}

/** Reads a receipt's header lines again with the legacy engine; null when it is no till receipt. */
async function readHeader(
  lstm: LocalOcrWorker,
  legacy: Worker,
  bytes: Buffer,
  scale: number,
): Promise<HeaderReadings | null> {
  const photo = await preparePhotoLikeTheBrowser(bytes);
  const prepared = await prepareLikeTheBrowser(photo.source, photo.width, photo.height);
  const page: OcrPage = {
    pageNumber: 1,
    width: prepared.width,
    height: prepared.height,
    blocks: await recogniseCached(lstm, prepared.input, true),
  };
  if (!looksLikeReceipt(buildLayout(ocrPagesToDocument([page])))) return null;
  const geometry = {
    factor: prepared.width / photo.width,
    angle: prepared.angle,
    width: prepared.width,
    height: prepared.height,
  };
  const lines = headerNameLines(page).slice(0, 6);
  const second: OcrWord[][] = [];
  const started = performance.now();
  for (const line of lines)
    second.push(
      await readLineCropCached(legacy, "legacy-eng", bytes, photo.source, geometry, {
        box: paddedBox(line, page),
        scale,
      }),
    );
  const legacySeconds = (performance.now() - started) / 1000;
  const size = { width: photo.width, height: photo.height, pageNumber: 1 };
  const finalPage =
    (await readCachedReceiptPage(bytes)) ??
    (await ocrPageImage(lstm, bytes, size, true, [], { photo: true }));
  const chosen = extractInvoice(ocrPagesToDocument([finalPage]), "ocr").fields.supplierName?.value ?? "";
  return { lines, second, chosen, legacySeconds };
}

/** Counts one receipt: its lines read alike, and whether its chosen name (right or wrong) was. */
function tallyName(
  t: Tally,
  name: string,
  header: HeaderReadings,
  truth: ReceiptTruth,
  verbose: boolean,
): void {
  const first = header.lines.map(lineText);
  const second = header.second.map(wordsText);
  for (const [index, text] of first.entries()) {
    t.lines++;
    if (normaliseCompany(text) === normaliseCompany(second[index] ?? "")) t.linesSame++;
  }
  const value = normaliseCompany(header.chosen);
  const span = value === "" ? null : nameLines(first, value);
  if (!span) {
    if (verbose) console.log(`${name} name not on a header line: ${header.chosen || "(none)"}`);
    return;
  }
  t.named++;
  const right = value === normaliseCompany(truth.company);
  const lines = header.lines.slice(...span);
  const alike = new Set(
    lines.flatMap((line, at) => [...wordsReadAlike(line.words, header.second[span[0] + at] ?? [])]),
  );
  const agree = nameWordsOn(lines, header.chosen)?.every((word) => alike.has(word)) ?? false;
  if (right) {
    t.rightNames++;
    if (agree) t.rightAgree++;
  } else {
    t.wrongNames++;
    if (agree) t.wrongAgree++;
  }
  if (!agree) {
    t.disagree++;
    const want = normaliseCompany(truth.company);
    if (normaliseCompany(second.slice(...span).join(" ")).includes(want)) t.legacyRight++;
    if (normaliseCompany(first.slice(...span).join(" ")).includes(want)) t.lstmRight++;
  }
  if (verbose)
    console.log(
      `${name} ${right ? "right" : "WRONG"} ${agree ? "agree" : "differ"}\n  lstm:   ${first.slice(...span).join(" | ")}\n  legacy: ${second.slice(...span).join(" | ")}`,
    );
}

async function main(): Promise<void> {
  if (!DIR) throw new Error("The receipts corpus is not there.");
  const half = (option("half") ?? "A").toUpperCase() === "B" ? 1 : 0;
  const limit = Number(option("limit") ?? Number.POSITIVE_INFINITY);
  const verbose = option("verbose") !== undefined;
  const names = (await readdir(DIR))
    .filter((name) => name.endsWith(".jpg") && halfOf(name) === half)
    .sort()
    .slice(0, limit);
  const lstm = await createLocalOcrWorker();
  const legacy = await createSecondEngine();
  const t: Tally = {
    lines: 0,
    linesSame: 0,
    receipts: 0,
    named: 0,
    rightNames: 0,
    rightAgree: 0,
    wrongNames: 0,
    wrongAgree: 0,
    disagree: 0,
    legacyRight: 0,
    lstmRight: 0,
  };
  let legacySeconds = 0;
  for (const name of names) {
    const bytes = await readFile(resolve(DIR, name));
    const truth = JSON.parse(
      await readFile(resolve(DIR, name.replace(/\.jpg$/, ".truth.json")), "utf8"),
    ) as ReceiptTruth;
    const header = await readHeader(lstm, legacy, bytes, Number(option("scale") ?? 1));
    if (!header) continue;
    legacySeconds += header.legacySeconds;
    t.receipts++;
    tallyName(t, name, header, truth, verbose);
  }
  await lstm.worker.terminate();
  await legacy.terminate();
  const pct = (a: number, b: number): string => `${b === 0 ? "–" : ((a / b) * 100).toFixed(1)} % (${a}/${b})`;
  console.log(`\nhalf ${half === 0 ? "A" : "B"}, ${t.receipts} receipts read as till receipts`);
  console.log(`header lines, both engines the same text:        ${pct(t.linesSame, t.lines)}`);
  console.log(`chosen names found on the header lines:          ${t.named}`);
  console.log(`right names the legacy engine reads the same:    ${pct(t.rightAgree, t.rightNames)}`);
  console.log(`wrong names the legacy engine reads the same:    ${pct(t.wrongAgree, t.wrongNames)}`);
  console.log(`where they differ, legacy line holds the truth:  ${pct(t.legacyRight, t.disagree)}`);
  console.log(`where they differ, LSTM line holds the truth:    ${pct(t.lstmRight, t.disagree)}`);
  console.log(
    `legacy engine: ${(legacySeconds / Math.max(1, t.receipts)).toFixed(2)} s a receipt, ${t.lines} lines`,
  );
}

await main();
