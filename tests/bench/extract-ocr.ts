import { copyFile, mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { createWorker, type Worker } from "tesseract.js";
import { type OcrBlock, ocrPagesToDocument } from "../../core/invoice/extraction/ocr-words";
import { medianFilterGrey, scanUpscaleFactor } from "../../core/invoice/extraction/scan-preprocess";
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
  // The browser's preparation (client/features/invoice-ocr/prepare-scan.ts), so the bench measures it.
  const factor = scanUpscaleFactor(width, height);
  let input = image;
  if (factor > 1) {
    const canvas = createCanvas(width * factor, height * factor);
    const context = canvas.getContext("2d");
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = "high";
    context.drawImage(await loadImage(image), 0, 0, canvas.width, canvas.height);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    medianFilterGrey(pixels);
    context.putImageData(pixels, 0, 0);
    input = canvas.toBuffer("image/png");
  }
  const { data } = await worker.recognize(input, {}, { blocks: true });
  return ocrPagesToDocument([
    {
      pageNumber: 1,
      width: width * factor,
      height: height * factor,
      blocks: data.blocks as unknown as OcrBlock[],
    },
  ]);
}
