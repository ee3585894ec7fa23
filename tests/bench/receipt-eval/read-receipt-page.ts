import { loadImage } from "@napi-rs/canvas";
import type { OcrPage } from "../../../core/invoice/extraction/ocr-words";
import { type LocalOcrWorker, ocrPageImage } from "../extract-ocr";
import { cacheReceiptPage, readCachedReceiptPage } from "./page-cache";

/**
 * One receipt's OCR page, cached by the image's bytes and the reading code: preparing a photo as the
 * browser does costs as much as OCR here, and extract-ocr.ts's own cache needs the prepared image.
 */
export async function readReceiptPage(
  worker: () => Promise<LocalOcrWorker>,
  bytes: Buffer,
  useCache: boolean,
  cachedOnly = false,
): Promise<OcrPage | null> {
  if (useCache) {
    const cached = await readCachedReceiptPage(bytes);
    if (cached) return cached;
  }
  if (cachedOnly) return null;
  const image = await loadImage(bytes);
  const size = { width: image.width, height: image.height, pageNumber: 1 };
  // A receipt is an image file: the browser runs the photo steps on it first (ADR 271, 313).
  const page = await ocrPageImage(await worker(), bytes, size, useCache, [], { photo: true });
  await cacheReceiptPage(bytes, page);
  return page;
}
