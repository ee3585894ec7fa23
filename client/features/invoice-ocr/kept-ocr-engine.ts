import { createOcrEngine, type OcrEngine } from "./ocr-engine";
import type { LoadingStage } from "./ocr-loading";

/**
 * How long a started OCR engine waits for the next file before it is ended (ADR 288): receipts come
 * in a row, and starting tesseract with its four languages again costs seconds each time; an idle
 * engine holds a hundred MB or more, which a phone wants back.
 */
export const OCR_ENGINE_IDLE_MS = 120_000;

let idle: { engine: OcrEngine; timer: ReturnType<typeof setTimeout> } | null = null;

/**
 * The engine left idle by the last file, or a new one (`onLoading` hears its loading stages). Two
 * files read at once get an engine each; give each back with `releaseOcrEngine`.
 */
export async function acquireOcrEngine(onLoading: (stage: LoadingStage) => void): Promise<OcrEngine> {
  if (idle) {
    const { engine, timer } = idle;
    clearTimeout(timer);
    idle = null;
    return engine;
  }
  return createOcrEngine(onLoading);
}

/** Keeps the engine for the next file for a while; a second idle engine is ended at once. */
export async function releaseOcrEngine(engine: OcrEngine): Promise<void> {
  if (idle) {
    await engine.terminate();
    return;
  }
  const timer = setTimeout(() => {
    if (idle?.engine === engine) idle = null;
    void engine.terminate();
  }, OCR_ENGINE_IDLE_MS);
  idle = { engine, timer };
}
