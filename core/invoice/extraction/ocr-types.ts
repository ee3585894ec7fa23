/** The parts of tesseract.js's `blocks` output the OCR modules read. */
export interface OcrBox {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export interface OcrWord {
  readonly text: string;
  readonly confidence: number;
  readonly bbox: OcrBox;
}

export interface OcrLine {
  readonly words: readonly OcrWord[];
  readonly baseline: OcrBox;
  readonly bbox: OcrBox;
}

export interface OcrBlock {
  readonly paragraphs: ReadonlyArray<{ readonly lines: readonly OcrLine[] }>;
}

export interface OcrPage {
  readonly pageNumber: number;
  readonly width: number;
  readonly height: number;
  readonly blocks: readonly OcrBlock[] | null;
}
