import { copyFile, mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createWorker, type Worker } from "tesseract.js";
import { type OcrBlock, ocrPagesToDocument } from "../../core/invoice/extraction/ocr-words";
import type { DocumentWords } from "../../core/invoice/extraction/types";

const require = createRequire(import.meta.url);

/** English and Dutch LSTM data from the npm packages: OCR never reaches the network. */
export async function createLocalOcrWorker(): Promise<Worker> {
  // tesseract.js in Node reads every language from one folder: gather the two packages' files.
  const langPath = join(tmpdir(), "factuurkit-ocr-lang");
  await mkdir(langPath, { recursive: true });
  for (const code of ["eng", "nld"]) {
    const file = `${code}.traineddata.gz`;
    await copyFile(
      require.resolve(`@tesseract.js-data/${code}/4.0.0_best_int/${file}`),
      join(langPath, file),
    );
  }
  return createWorker(["eng", "nld"], 1, { langPath, cacheMethod: "none", gzip: true });
}

export async function ocrImage(
  worker: Worker,
  image: Buffer,
  width: number,
  height: number,
): Promise<DocumentWords> {
  const { data } = await worker.recognize(image, {}, { blocks: true });
  return ocrPagesToDocument([{ pageNumber: 1, width, height, blocks: data.blocks as unknown as OcrBlock[] }]);
}
