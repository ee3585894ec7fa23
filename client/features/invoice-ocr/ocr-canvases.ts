import { m } from "../../../core/i18n/messages";
import { takeSecondLook } from "../../../core/invoice/extraction/ocr-second-look";
import { type OcrPage, rotateOcrPage } from "../../../core/invoice/extraction/ocr-words";
import { mapPreparedPhotoPage } from "../../../core/invoice/extraction/photo/map-ocr-page";
import { acquireOcrEngine, releaseOcrEngine } from "./kept-ocr-engine";
import { trackLoading } from "./ocr-loading";
import { preparePhotoCanvas } from "./prepare-photo-canvas";
import { prepareScanForOcr } from "./prepare-scan";

export interface PageProgress {
  readonly page: number;
  readonly label: string;
  readonly progress: number;
}

/** Scans are rendered at 2.5× (180 dpi): enough for tesseract, small enough for a phone. */
export const OCR_SCALE = 2.5;

/**
 * OCRs page canvases one after the other in the tesseract Web Worker, reporting progress per page.
 * Each result's width and height are those of the canvas actually read (a low-resolution scan is
 * enlarged first), so its boxes are in that page size. Photos (`photos: true`) are first cut out of
 * their background, flattened and levelled (ADR 271); their boxes are drawn back onto the photo
 * and the page has the photo's size, so the preview shows the photo as taken.
 */
export async function ocrCanvases(
  canvases: readonly HTMLCanvasElement[],
  onProgress: (pages: PageProgress[]) => void,
  { photos = false }: { photos?: boolean } = {},
): Promise<OcrPage[]> {
  const progress: PageProgress[] = canvases.map((_, index) => ({
    page: index + 1,
    label: m.ocr_waiting(),
    progress: 0,
  }));
  const update = (index: number, label: string, value: number): void => {
    progress[index] = { page: index + 1, label, progress: value };
    onProgress([...progress]);
  };
  // While the engine loads, the first page's bar says what is loading and keeps moving (ADR 127).
  const loading = trackLoading((label, value) => update(0, label, value));
  const engine = await acquireOcrEngine(loading.enter).finally(loading.stop);
  try {
    const pages: OcrPage[] = [];
    for (const [index, canvas] of canvases.entries()) {
      update(index, m.ocr_reading_text(), 0);
      const photo = photos ? preparePhotoCanvas(canvas) : null;
      const prepared = prepareScanForOcr(photo?.canvas ?? canvas);
      const page = await engine.recognize(prepared, index + 1, (value) =>
        update(index, m.ocr_reading_text(), value),
      );
      const checked = await takeSecondLook(
        page,
        (box, language) => engine.readRow(prepared, box, language),
        pages,
      );
      const straight = rotateOcrPage(checked, prepared.angle);
      pages.push(
        photo
          ? mapPreparedPhotoPage(straight, { width: photo.canvas.width, toPhoto: photo.toPhoto }, canvas)
          : straight,
      );
      update(index, m.ocr_done(), 1);
    }
    await releaseOcrEngine(engine);
    return pages;
  } catch (error) {
    // An engine that failed mid-page is not kept for the next file.
    await engine.terminate();
    throw error;
  }
}
