import { createHash } from "node:crypto";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Canvas, createCanvas, type Image, loadImage } from "@napi-rs/canvas";
import { createWorker, type Worker } from "tesseract.js";
import { OCR_LANGUAGES } from "../../client/features/invoice-ocr/ocr-languages";
import { encodeGreyPgm } from "../../core/invoice/extraction/grey-pgm";
import { takeSecondLook } from "../../core/invoice/extraction/ocr-second-look";
import {
  type OcrBlock,
  type OcrBox,
  type OcrPage,
  ocrPagesToDocument,
  rotateOcrPage,
} from "../../core/invoice/extraction/ocr-words";
import { mapPreparedPhotoPage } from "../../core/invoice/extraction/photo/map-ocr-page";
import type { PointMap } from "../../core/invoice/extraction/photo/perspective";
import { preparePhoto } from "../../core/invoice/extraction/photo/prepare-photo";
import { cleanScan } from "../../core/invoice/extraction/scan-clean";
import { medianFilterGrey, scanUpscaleFactor } from "../../core/invoice/extraction/scan-preprocess";
import type { DocumentWords } from "../../core/invoice/extraction/types";
import type { PreparationCode } from "./receipt-speed/baseline-code";

const require = createRequire(import.meta.url);
const TESSERACT_VERSION: string = require("tesseract.js/package.json").version;

/** A tesseract.js worker and what it reads with: the OCR cache is keyed by all of it. */
export interface LocalOcrWorker {
  readonly worker: Worker;
  readonly languages: readonly string[];
  /** tesseract parameters set on the worker (`--parameters=` of the scan evaluation). */
  readonly parameters: Readonly<Record<string, string>>;
  /** Enlargement before cleaning instead of the browser's (`--upscale=`): for measuring only. */
  upscale?: number;
  /** One-language workers that read line-item rows again for their accents (ADR 195), by language. */
  readonly rowWorkers: Map<string, Promise<Worker>>;
}

/** Ends the worker and the row workers it started. */
export async function terminateLocalOcrWorker(local: LocalOcrWorker): Promise<void> {
  await local.worker.terminate();
  for (const worker of local.rowWorkers.values()) await (await worker).terminate();
}

function resolveLanguageData(code: string): string {
  const file = `@tesseract.js-data/${code}/4.0.0_best_int/${code}.traineddata.gz`;
  try {
    return require.resolve(file);
  } catch {
    throw new Error(`OCR language "${code}": ${file} is not installed (npm install).`);
  }
}

/**
 * The browser's languages (client/features/invoice-ocr/ocr-languages.ts) unless `languages` says
 * otherwise; LSTM data from the npm packages, so OCR never reaches the network.
 */
export async function createLocalOcrWorker(
  languages: readonly string[] = OCR_LANGUAGES,
  parameters: Readonly<Record<string, string>> = {},
): Promise<LocalOcrWorker> {
  // tesseract.js in Node reads every language from one folder: gather the packages' files.
  const langPath = join(tmpdir(), "factuurkit-ocr-lang");
  await mkdir(langPath, { recursive: true });
  for (const code of languages)
    await copyFile(resolveLanguageData(code), join(langPath, `${code}.traineddata.gz`));
  // Passed at start, where tesseract takes every setting (the dictionary switches only there).
  const worker = await createWorker(
    [...languages],
    1,
    { langPath, cacheMethod: "none", gzip: true },
    { ...parameters },
  );
  return { worker, languages, parameters, rowWorkers: new Map() };
}

/** The working tree's preparation steps; the speed bench passes an older revision's instead. */
const CURRENT_PREPARATION: PreparationCode = { medianFilterGrey, cleanScan, scanUpscaleFactor };

/** The browser's preparation (client/features/invoice-ocr/prepare-scan.ts), so the bench measures it. */
export async function prepareLikeTheBrowser(
  image: Buffer | Image | Canvas,
  width: number,
  height: number,
  upscale?: number,
  { medianFilterGrey, cleanScan, scanUpscaleFactor }: PreparationCode = CURRENT_PREPARATION,
): Promise<{ input: Buffer; width: number; height: number; angle: number }> {
  const factor = upscale ?? scanUpscaleFactor(width, height);
  const canvas = createCanvas(Math.round(width * factor), Math.round(height * factor));
  const context = canvas.getContext("2d");
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(
    Buffer.isBuffer(image) ? await loadImage(image) : image,
    0,
    0,
    canvas.width,
    canvas.height,
  );
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  if (factor > 1) medianFilterGrey(pixels);
  const cleaned = cleanScan(pixels);
  return {
    input: Buffer.from(encodeGreyPgm(cleaned.image)),
    width: canvas.width,
    height: canvas.height,
    angle: cleaned.angle,
  };
}

/**
 * The cache file of one image: the engine's version and languages are in the name, the exact bytes
 * OCR reads in the hash, so output read with other settings is never reused.
 */
export function ocrCacheName(
  languages: readonly string[],
  input: Uint8Array,
  parameters: Readonly<Record<string, string>> = {},
): string {
  const hash = createHash("sha256").update(input).digest("hex");
  const entries = Object.entries(parameters).sort(([a], [b]) => a.localeCompare(b));
  const settings =
    entries.length === 0
      ? ""
      : `-${createHash("sha256").update(JSON.stringify(entries)).digest("hex").slice(0, 12)}`;
  return `tesseract-${TESSERACT_VERSION}-${languages.join("+")}${settings}-${hash}.json`;
}

/**
 * tesseract's blocks for an image, kept in a temporary folder keyed by the reading settings and the
 * exact bytes OCR reads: re-running an evaluation after a change to word grouping or repair then
 * costs no OCR.
 */
export async function recogniseCached(
  { worker, languages, parameters }: LocalOcrWorker,
  input: Buffer,
  useCache: boolean,
): Promise<OcrBlock[]> {
  const folder = join(tmpdir(), "factuurkit-ocr-cache");
  const path = join(folder, ocrCacheName(languages, input, parameters));
  if (useCache) {
    const cached = await readFile(path, "utf8").catch(() => null);
    if (cached) return JSON.parse(cached) as OcrBlock[];
  }
  const { data } = await worker.recognize(input, {}, { blocks: true });
  const blocks = (data.blocks ?? []) as unknown as OcrBlock[];
  await mkdir(folder, { recursive: true });
  await writeFile(path, JSON.stringify(blocks));
  return blocks;
}

/** A row of the prepared image read on its own in one language, cached like whole pages. */
async function recogniseRowCached(
  local: LocalOcrWorker,
  language: string,
  input: Buffer,
  box: OcrBox,
  useCache: boolean,
): Promise<string> {
  const folder = join(tmpdir(), "factuurkit-ocr-cache");
  const key = createHash("sha256")
    .update(input)
    .update(JSON.stringify([language, box.x0, box.y0, box.x1, box.y1]))
    .digest("hex");
  const path = join(folder, `tesseract-${TESSERACT_VERSION}-row-${language}-${key}.json`);
  if (useCache) {
    const cached = await readFile(path, "utf8").catch(() => null);
    if (cached) return JSON.parse(cached) as string;
  }
  let worker = local.rowWorkers.get(language);
  if (!worker) {
    worker = createLocalOcrWorker([language]).then((created) => created.worker);
    local.rowWorkers.set(language, worker);
  }
  const rectangle = { left: box.x0, top: box.y0, width: box.x1 - box.x0, height: box.y1 - box.y0 };
  const { data } = await (await worker).recognize(input, { rectangle });
  await mkdir(folder, { recursive: true });
  await writeFile(path, JSON.stringify(data.text));
  return data.text;
}

/** A photo as the browser's photo steps leave it (ADR 271): a scan comes back as it was decoded. */
export interface PreparedPhotoSource {
  readonly source: Image | Canvas;
  readonly width: number;
  readonly height: number;
  readonly toPhoto: PointMap;
}

/** `preparePhotoCanvas` (client/features/invoice-ocr/prepare-photo-canvas.ts) on a decoded image. */
export async function preparePhotoLikeTheBrowser(image: Buffer): Promise<PreparedPhotoSource> {
  const decoded = await loadImage(image);
  const canvas = createCanvas(decoded.width, decoded.height);
  const context = canvas.getContext("2d");
  context.drawImage(decoded, 0, 0);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  const prepared = preparePhoto(pixels);
  if (prepared.image === pixels)
    return { source: decoded, width: decoded.width, height: decoded.height, toPhoto: prepared.toPhoto };
  const out = createCanvas(prepared.image.width, prepared.image.height);
  const outContext = out.getContext("2d");
  const data = outContext.createImageData(out.width, out.height);
  data.data.set(prepared.image.data);
  outContext.putImageData(data, 0, 0);
  return { source: out, width: out.width, height: out.height, toPhoto: prepared.toPhoto };
}

/**
 * One scanned page as the browser reads it: prepared, OCRed, in the prepared image's pixel size.
 * `photo`: an image file, which the browser first runs through the photo steps (ADR 271:
 * `ocrCanvases(…, { photos: true })`); its page comes back in the photo's own pixels, as there.
 */
export async function ocrPageImage(
  worker: LocalOcrWorker,
  image: Buffer,
  size: { width: number; height: number; pageNumber: number },
  useCache = false,
  earlier: readonly OcrPage[] = [],
  { photo = false }: { photo?: boolean } = {},
): Promise<OcrPage> {
  const photoSource = photo ? await preparePhotoLikeTheBrowser(image) : null;
  const prepared = photoSource
    ? await prepareLikeTheBrowser(photoSource.source, photoSource.width, photoSource.height, worker.upscale)
    : await prepareLikeTheBrowser(image, size.width, size.height, worker.upscale);
  const page = {
    pageNumber: size.pageNumber,
    width: prepared.width,
    height: prepared.height,
    blocks: await recogniseCached(worker, prepared.input, useCache),
  };
  const checked = await takeSecondLook(
    page,
    (box, language) => recogniseRowCached(worker, language, prepared.input, box, useCache),
    earlier,
  );
  const straight = rotateOcrPage(checked, prepared.angle);
  return photoSource ? mapPreparedPhotoPage(straight, photoSource, size) : straight;
}

export async function ocrImage(
  worker: LocalOcrWorker,
  image: Buffer,
  width: number,
  height: number,
): Promise<DocumentWords> {
  return ocrPagesToDocument([await ocrPageImage(worker, image, { width, height, pageNumber: 1 })]);
}
