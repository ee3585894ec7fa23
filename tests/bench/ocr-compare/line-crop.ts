/**
 * A line of the prepared page cut from the image it was prepared from (ADR 306, 319) and read by
 * another engine: tesseract's legacy engine (OEM 0) with English's standard data. The page OCR reads
 * is enlarged by `factor` and straightened by `angle` (scan-clean.ts); the crop keeps the letters'
 * grey edges. For measuring only (legacy-header.ts): the product does not run it (ADR 319).
 */
import { createHash } from "node:crypto";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Canvas, createCanvas, type Image } from "@napi-rs/canvas";
import { createWorker, type Worker } from "tesseract.js";
import { encodeGreyPgm } from "../../../core/invoice/extraction/grey-pgm";
import type { OcrBlock, OcrBox, OcrWord } from "../../../core/invoice/extraction/ocr-types";
import type { RgbaImage } from "../../../core/invoice/extraction/scan-preprocess";
import { OCR_CACHE_DIR } from "../receipt-eval/page-cache";

const require = createRequire(import.meta.url);
const TESSERACT_VERSION: string = require("tesseract.js/package.json").version;

/** How one line is cut out of the source image: its box on the prepared page and the enlargement. */
export interface LineCrop {
  readonly box: OcrBox;
  readonly scale: number;
}

/** The prepared page's geometry relative to its source image. */
export interface PreparedGeometry {
  /** Prepared page pixels per source pixel. */
  readonly factor: number;
  /** Skew turned back before OCR, radians (CleanedScan.angle). */
  readonly angle: number;
  readonly width: number;
  readonly height: number;
}

/** The crop's size in pixels. */
function cropSize({ box, scale }: LineCrop): { width: number; height: number } {
  return {
    width: Math.max(1, Math.round((box.x1 - box.x0) * scale)),
    height: Math.max(1, Math.round((box.y1 - box.y0) * scale)),
  };
}

/**
 * The canvas transform (a, b, c, d, e, f of setTransform) that draws the source image so that the
 * crop's pixels show the line straight: crop = scale · (R(−angle)(factor · source − centre) + centre − corner).
 */
function cropTransform(
  { box, scale }: LineCrop,
  { factor, angle, width, height }: PreparedGeometry,
): [number, number, number, number, number, number] {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const cx = width / 2;
  const cy = height / 2;
  // R(−angle) as a canvas matrix: x' = cos·x + sin·y, y' = −sin·x + cos·y.
  const a = scale * factor * cos;
  const b = -scale * factor * sin;
  const c = scale * factor * sin;
  const d = scale * factor * cos;
  const e = scale * (-(cos * cx + sin * cy) + cx - box.x0);
  const f = scale * (-(-sin * cx + cos * cy) + cy - box.y0);
  return [a, b, c, d, e, f];
}

/** Words read on a crop, put back on the prepared page. */
function wordsOnPage(words: readonly OcrWord[], { box, scale }: LineCrop): OcrWord[] {
  const x = (value: number): number => box.x0 + value / scale;
  const y = (value: number): number => box.y0 + value / scale;
  return words.map((word) => ({
    ...word,
    bbox: { x0: x(word.bbox.x0), y0: y(word.bbox.y0), x1: x(word.bbox.x1), y1: y(word.bbox.y1) },
  }));
}

/**
 * A crop of the source image as grey levels, in place (the weights of scan-clean.ts): the PGM file
 * tesseract gets keeps one channel, and a till's coloured header ink is faint in red alone.
 */
function greyInPlace(image: RgbaImage): RgbaImage {
  const data = image.data;
  for (let at = 0; at < data.length; at += 4) {
    const grey = (77 * (data[at] ?? 0) + 150 * (data[at + 1] ?? 0) + 29 * (data[at + 2] ?? 0)) >> 8;
    data[at] = grey;
    data[at + 1] = grey;
    data[at + 2] = grey;
  }
  return image;
}

/**
 * Tesseract's legacy engine (OEM 0: shapes, not the LSTM) with English's standard data, the second
 * engine of ADR 319. Its own folder: the file has the same name as the LSTM's.
 */
export async function createSecondEngine(): Promise<Worker> {
  const langPath = join(tmpdir(), "factuurkit-ocr-lang-legacy");
  await mkdir(langPath, { recursive: true });
  await copyFile(
    require.resolve("@tesseract.js-data/eng/4.0.0/eng.traineddata.gz"),
    join(langPath, "eng.traineddata.gz"),
  );
  return createWorker("eng", 0, { langPath, cacheMethod: "none", gzip: true });
}

/**
 * One line of the prepared page cut from the image it was prepared from (cropTransform), grey, read
 * by `worker` in single-line mode; its words on the prepared page.
 */
export async function readLineCrop(
  worker: Worker,
  source: Image | Canvas,
  geometry: PreparedGeometry,
  crop: LineCrop,
): Promise<OcrWord[]> {
  const { width, height } = cropSize(crop);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext("2d");
  context.fillStyle = "#fff";
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.setTransform(...cropTransform(crop, geometry));
  context.drawImage(source, 0, 0);
  const input = Buffer.from(encodeGreyPgm(greyInPlace(context.getImageData(0, 0, width, height))));
  const { data } = await worker.recognize(input, { tessedit_pageseg_mode: "7" } as never, { blocks: true });
  const words = ((data.blocks ?? []) as unknown as OcrBlock[]).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words)),
  );
  return wordsOnPage(
    words.map(({ text, confidence, bbox }) => ({ text, confidence, bbox })),
    crop,
  );
}

/** readLineCrop, cached like whole pages by the source image's bytes, the engine and the crop. */
export async function readLineCropCached(
  worker: Worker,
  engine: string,
  bytes: Buffer,
  source: Image | Canvas,
  geometry: PreparedGeometry,
  crop: LineCrop,
): Promise<OcrWord[]> {
  const key = createHash("sha256")
    .update(bytes)
    .update(JSON.stringify([engine, geometry, crop]))
    .digest("hex");
  const path = join(OCR_CACHE_DIR, `tesseract-${TESSERACT_VERSION}-line-${key}.json`);
  const cached = await readFile(path, "utf8").catch(() => null);
  if (cached) return JSON.parse(cached) as OcrWord[];
  const words = await readLineCrop(worker, source, geometry, crop);
  await mkdir(OCR_CACHE_DIR, { recursive: true });
  await writeFile(path, JSON.stringify(words));
  return words;
}
