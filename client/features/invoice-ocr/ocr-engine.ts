import type { OcrBlock, OcrPage } from "../../../core/invoice/extraction/ocr-words";
import { fetchLanguageData } from "./language-data";
import { OCR_LANGUAGES } from "./ocr-languages";
import type { LoadingStage } from "./ocr-loading";
import { phaseOfTesseractStatus } from "./ocr-loading";
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
 * tesseract.js in a Web Worker; worker script, WebAssembly core and the language data (English,
 * Dutch, German, French: ADR 186) all come from /ocr/ on our own origin (ADR 060). The library itself is loaded only when OCR is needed.
 * `onLoading` hears each loading stage (docs/decisions/127) until the engine can read.
 */
export async function createOcrEngine(
  onLoading: (stage: LoadingStage) => void = () => {},
): Promise<OcrEngine> {
  onLoading({ phase: "engine" });
  const { createWorker } = await import("tesseract.js");
  // Downloaded here only to count the megabytes: tesseract's worker then fetches the same files
  // from the HTTP cache (tesseract.js 7 cannot start from language data handed to it; ADR 127).
  await fetchLanguageData((loadedBytes, totalBytes) =>
    onLoading({ phase: "languages", loadedBytes, totalBytes }),
  );
  let loading = true;
  let report: (progress: number) => void = () => {};
  const worker = await createWorker([...OCR_LANGUAGES], 1, {
    workerPath: ocrAssetUrl("worker.min.js"),
    corePath: ocrAssetUrl(),
    langPath: ocrAssetUrl().replace(/\/$/, ""),
    gzip: true,
    cacheMethod: "none",
    workerBlobURL: true,
    logger: (message: { status: string; progress: number }) => {
      if (message.status === "recognizing text") report(message.progress);
      const phase = loading ? phaseOfTesseractStatus(message.status) : null;
      if (phase) onLoading({ phase });
    },
  });
  loading = false;
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
