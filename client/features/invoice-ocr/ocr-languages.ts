/**
 * The languages OCR reads (docs/decisions/186): their tesseract data is served gzipped from /ocr/.
 * No DOM here, so the scan evaluation reads with the same list.
 */
export const OCR_LANGUAGES = ["eng", "nld"] as const;

export type OcrLanguage = (typeof OCR_LANGUAGES)[number];
