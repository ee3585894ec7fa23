/**
 * PaddleOCR's detection and recognition models from @gutenye/ocr-common, used one by one (the
 * package's `Ocr.detect` only runs both, on a file). Bench-only, like paddle-engine.ts: installed
 * beside the checkout (docs/decisions/270) and found through `modulesDir`.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** A quad clockwise from top-left, in the pixels of the image the detection read. */
export type Quad = readonly (readonly number[])[];

/** One detected text line: its quad and the crop the recognition model reads. */
export interface LineImage {
  readonly box: Quad;
  readonly image: unknown;
}

interface Tensor {
  readonly data: Float32Array;
  readonly dims: readonly number[];
}

interface DetectionModel {
  imageToInput(image: unknown, options: Record<string, never>): unknown;
  runModel(input: { modelData: unknown }): Promise<Tensor>;
}

interface RecognitionModel {
  run(lines: readonly LineImage[]): Promise<{ text: string; mean: number }[]>;
}

interface ImageRawClass {
  new (data: { data: Uint8Array | Uint8ClampedArray; width: number; height: number }): unknown;
}

export interface PaddleParts {
  /** Text-line quads of an RGBA image whose sides are multiples of 32 (no resize, so no offset). */
  detect(rgba: Uint8ClampedArray, width: number, height: number): Promise<LineImage[]>;
  /** One line's text and mean character probability, or null where the model is unsure (< 0.5). */
  recognise(line: LineImage): Promise<{ text: string; mean: number } | null>;
}

async function importFrom(modulesDir: string, file: string): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(join(modulesDir, file)).href)) as Record<string, unknown>;
}

/** PaddleOCR's usual probability threshold for text pixels (gutenye's 0.03 joins close lines). */
const TEXT_THRESHOLD = 0.3;

/** Loads PP-OCRv4 det + rec (Chinese/English) with one inference thread, as a browser has. */
export async function loadPaddleParts(modulesDir: string): Promise<PaddleParts> {
  // Importing the Node entry registers its backend (sharp images, onnxruntime-node) for the models.
  await importFrom(modulesDir, "@gutenye/ocr-node/build/index.js");
  const models = await importFrom(modulesDir, "@gutenye/ocr-common/build/models/index.js");
  const { splitIntoLineImages } = await importFrom(
    modulesDir,
    "@gutenye/ocr-common/build/backend/splitIntoLineImages.js",
  );
  const { ImageRaw } = (await importFrom(modulesDir, "@gutenye/ocr-node/build/ImageRaw.js")) as {
    ImageRaw: ImageRawClass;
  };
  const onnxOptions = { intraOpNumThreads: 1, interOpNumThreads: 1 };
  const Detection = models.Detection as { create(o: object): Promise<DetectionModel> };
  const Recognition = models.Recognition as { create(o: object): Promise<RecognitionModel> };
  const detection = await Detection.create({ onnxOptions });
  const recognition = await Recognition.create({ onnxOptions });
  const split = splitIntoLineImages as (mask: unknown, source: unknown) => Promise<LineImage[]>;
  return {
    async detect(rgba, width, height) {
      const input = new ImageRaw({ data: rgba, width, height });
      const output = await detection.runModel({ modelData: detection.imageToInput(input, {}) });
      const [, , maskHeight = 0, maskWidth = 0] = output.dims;
      const mask = new Uint8Array(maskWidth * maskHeight * 4);
      for (let index = 0; index < maskWidth * maskHeight; index++) {
        const value = (output.data[index] ?? 0) > TEXT_THRESHOLD ? 255 : 0;
        mask.set([value, value, value, 255], index * 4);
      }
      return split(new ImageRaw({ data: mask, width: maskWidth, height: maskHeight }), input);
    },
    async recognise(line) {
      const [read] = await recognition.run([line]);
      return read?.text.trim() ? read : null;
    },
  };
}
