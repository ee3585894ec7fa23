import type { OcrBox, OcrPage } from "../../../core/invoice/extraction/ocr-words";

export interface OcrSubmissionLine {
  readonly words: ReadonlyArray<{
    readonly text: string;
    readonly confidence: number;
    readonly bbox: OcrBox;
  }>;
  readonly baseline: OcrBox;
  readonly bbox: OcrBox;
}

export interface OcrSubmission {
  readonly pages: ReadonlyArray<{
    readonly pageNumber: number;
    readonly width: number;
    readonly height: number;
    readonly lines: readonly OcrSubmissionLine[];
  }>;
}

function box(source: OcrBox): OcrBox {
  return { x0: source.x0, y0: source.y0, x1: source.x1, y1: source.y1 };
}

/**
 * tesseract.js's result reduced to what the Worker's extraction reads (lines, words, boxes): a few
 * hundred kilobytes instead of megabytes of symbols and choices (POST /api/invoices/:id/ocr).
 */
export function toOcrSubmission(pages: readonly OcrPage[]): OcrSubmission {
  return {
    pages: pages.map((page) => ({
      pageNumber: page.pageNumber,
      width: page.width,
      height: page.height,
      lines: (page.blocks ?? []).flatMap((block) =>
        block.paragraphs.flatMap((paragraph) =>
          paragraph.lines.map((line) => ({
            words: line.words
              .filter((word) => word.text.trim().length > 0)
              .map((word) => ({
                text: word.text.slice(0, 200),
                confidence: Math.max(0, Math.min(100, word.confidence)),
                bbox: box(word.bbox),
              })),
            baseline: box(line.baseline),
            bbox: box(line.bbox),
          })),
        ),
      ),
    })),
  };
}
