/**
 * The languages OCR reads, first the one tesseract tries first (docs/decisions/186): European
 * supplier invoices come in English, Dutch, German and French. Their data is served gzipped from
 * /ocr/. No DOM here, so the scan evaluation reads with the same list.
 */
export const OCR_LANGUAGES = ["eng", "nld", "deu", "fra"] as const;

export type OcrLanguage = (typeof OCR_LANGUAGES)[number];

/**
 * Size of each gzipped 4.0.0_best_int file, for the "x of y MB" total when a response has no
 * Content-Length (the real sizes differ by a factor of four, so one guess for all would be wrong).
 */
export const LANGUAGE_DATA_BYTES: Readonly<Record<OcrLanguage, number>> = {
  eng: 2_952_873,
  nld: 3_005_696,
  deu: 1_333_102,
  fra: 707_406,
};
