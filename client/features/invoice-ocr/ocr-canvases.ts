import type { OcrPage } from "../../../core/invoice/extraction/ocr-words";
import { createOcrEngine } from "./ocr-engine";

export interface PageProgress {
  readonly page: number;
  readonly label: string;
  readonly progress: number;
}

/** Scans are rendered at 2.5× (180 dpi): enough for tesseract, small enough for a phone. */
export const OCR_SCALE = 2.5;

/** OCRs page canvases one after the other in the tesseract Web Worker, reporting progress per page. */
export async function ocrCanvases(
  canvases: readonly HTMLCanvasElement[],
  onProgress: (pages: PageProgress[]) => void,
): Promise<OcrPage[]> {
  const progress: PageProgress[] = canvases.map((_, index) => ({
    page: index + 1,
    label: "Waiting",
    progress: 0,
  }));
  const update = (index: number, label: string, value: number): void => {
    progress[index] = { page: index + 1, label, progress: value };
    onProgress([...progress]);
  };
  update(0, "Loading OCR", 0);
  const engine = await createOcrEngine();
  try {
    const pages: OcrPage[] = [];
    for (const [index, canvas] of canvases.entries()) {
      update(index, "Reading text", 0);
      pages.push(await engine.recognize(canvas, index + 1, (value) => update(index, "Reading text", value)));
      update(index, "Done", 1);
    }
    return pages;
  } finally {
    await engine.terminate();
  }
}
