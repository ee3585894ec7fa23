import type { WorkerOptions } from "tesseract.js";
import type { OcrBlock, OcrBox, OcrPage } from "../../../core/invoice/extraction/ocr-words";
import { fetchLanguageData } from "./language-data";
import { OCR_LANGUAGES } from "./ocr-languages";
import type { LoadingStage } from "./ocr-loading";
import { phaseOfTesseractStatus } from "./ocr-loading";
import { ocrAssetUrl } from "./ocr-paths";
import type { PreparedScan } from "./prepare-scan";

export interface OcrEngine {
  recognize(page: PreparedScan, pageNumber: number, onProgress: (progress: number) => void): Promise<OcrPage>;
  /** One row of the page read on its own in one language (accents a page reading lost: ADR 195). */
  readRow(page: PreparedScan, box: OcrBox, language: string): Promise<string>;
  terminate(): Promise<void>;
}

/** Where tesseract.js finds its worker, core and language data: /ocr/ on our own origin (ADR 060). */
function ownOriginAssets(): Partial<WorkerOptions> {
  return {
    workerPath: ocrAssetUrl("worker.min.js"),
    corePath: ocrAssetUrl(),
    langPath: ocrAssetUrl().replace(/\/$/, ""),
    gzip: true,
    cacheMethod: "none",
    workerBlobURL: true,
  };
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
    ...ownOriginAssets(),
    logger: (message: { status: string; progress: number }) => {
      if (message.status === "recognizing text") report(message.progress);
      const phase = loading ? phaseOfTesseractStatus(message.status) : null;
      if (phase) onLoading({ phase });
    },
  });
  loading = false;
  // One-language workers for the second look at line-item rows, started when first needed; their
  // language data is already in the HTTP cache from the download above.
  const rowWorkers = new Map<string, ReturnType<typeof createWorker>>();
  const rowWorker = (language: string): ReturnType<typeof createWorker> => {
    let worker = rowWorkers.get(language);
    if (!worker) {
      worker = createWorker([language], 1, ownOriginAssets());
      rowWorkers.set(language, worker);
    }
    return worker;
  };
  return {
    async recognize(page, pageNumber, onProgress) {
      report = onProgress;
      const { data } = await worker.recognize(page.image, {}, { blocks: true });
      onProgress(1);
      return {
        pageNumber,
        width: page.width,
        height: page.height,
        blocks: data.blocks as unknown as OcrBlock[],
      };
    },
    async readRow(page, box, language) {
      const rectangle = { left: box.x0, top: box.y0, width: box.x1 - box.x0, height: box.y1 - box.y0 };
      const { data } = await (await rowWorker(language)).recognize(page.image, { rectangle });
      return data.text;
    },
    async terminate() {
      await worker.terminate();
      for (const started of rowWorkers.values()) await (await started).terminate();
    },
  };
}
