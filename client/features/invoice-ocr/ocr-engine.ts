import type { OcrBlock, OcrPage } from "../../../core/invoice/extraction/ocr-words";
import { ocrAssetUrl } from "./ocr-paths";

export interface OcrEngine {
  recognize(
    canvas: HTMLCanvasElement,
    pageNumber: number,
    onProgress: (progress: number) => void,
  ): Promise<OcrPage>;
  terminate(): Promise<void>;
}

/**
 * tesseract.js in a Web Worker; worker script, WebAssembly core and English + Dutch data all come
 * from /ocr/ on our own origin (ADR 060). The library itself is loaded only when OCR is needed.
 */
export async function createOcrEngine(): Promise<OcrEngine> {
  const { createWorker } = await import("tesseract.js");
  let report: (progress: number) => void = () => {};
  const worker = await createWorker(["eng", "nld"], 1, {
    workerPath: ocrAssetUrl("worker.min.js"),
    corePath: ocrAssetUrl(),
    langPath: ocrAssetUrl().replace(/\/$/, ""),
    gzip: true,
    cacheMethod: "none",
    workerBlobURL: true,
    logger: (message: { status: string; progress: number }) => {
      if (message.status === "recognizing text") report(message.progress);
    },
  });
  return {
    async recognize(canvas, pageNumber, onProgress) {
      report = onProgress;
      const { data } = await worker.recognize(canvas, {}, { blocks: true });
      onProgress(1);
      return {
        pageNumber,
        width: canvas.width,
        height: canvas.height,
        blocks: data.blocks as unknown as OcrBlock[],
      };
    },
    async terminate() {
      await worker.terminate();
    },
  };
}
