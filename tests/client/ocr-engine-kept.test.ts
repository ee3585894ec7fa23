import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OCR_ENGINE_IDLE_MS } from "../../client/features/invoice-ocr/kept-ocr-engine";
import { ocrCanvases } from "../../client/features/invoice-ocr/ocr-canvases";

/** tesseract.js stands in as a worker that starts at once and reads an empty page. */
const tesseract = vi.hoisted(() => ({ started: 0, ended: 0 }));
vi.mock("tesseract.js", () => ({
  createWorker: async () => {
    tesseract.started++;
    return {
      recognize: async () => ({ data: { blocks: [] } }),
      terminate: async () => {
        tesseract.ended++;
      },
    };
  },
}));

function page(): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = 400;
  canvas.height = 900;
  return canvas;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(new Uint8Array(10))),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("OCR of receipts one after the other", () => {
  it("starts the engine once for files read in a row, and ends it when no file follows", async () => {
    await ocrCanvases([page()], () => {});
    await ocrCanvases([page()], () => {});
    await ocrCanvases([page(), page()], () => {});
    expect(tesseract.started).toBe(1);
    expect(tesseract.ended).toBe(0);
    await vi.advanceTimersByTimeAsync(OCR_ENGINE_IDLE_MS);
    expect(tesseract.ended).toBe(1);
    await ocrCanvases([page()], () => {});
    expect(tesseract.started).toBe(2);
  });
});
