import { checkQuotaLeft } from "../billing/billing-api";
import { OCR_SCALE, ocrCanvases, type PageProgress } from "../invoice-ocr/ocr-canvases";
import { type OcrSubmission, toOcrSubmission } from "../invoice-ocr/ocr-submission";
import { imageToCanvas, renderPdfPages } from "../invoice-ocr/render-pages";

/**
 * OCRs a stored scan or photo in this browser (docs/decisions/081): PDF pages are rendered with
 * pdf.js, images drawn on a canvas, then tesseract reads them; only words and boxes go back.
 */
export async function runBrowserOcr(
  file: Blob,
  onProgress: (pages: PageProgress[]) => void,
): Promise<OcrSubmission> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const isPdf = new TextDecoder("latin1").decode(bytes.subarray(0, 1024)).includes("%PDF-");
  const canvases = isPdf
    ? (await renderPdfPages(bytes, OCR_SCALE)).map((page) => page.canvas)
    : [await imageToCanvas(file)];
  // The server counts the pages when the words arrive; asking first spares minutes of OCR it would
  // refuse (402 → QuotaExceededError).
  await checkQuotaLeft("ocrPages", canvases.length);
  return toOcrSubmission(await ocrCanvases(canvases, onProgress, { photos: !isPdf }));
}
