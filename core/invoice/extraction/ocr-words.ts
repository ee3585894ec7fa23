import type { DocumentWords, PageSize, Word } from "./types";

/** The parts of tesseract.js's `blocks` output this module reads. */
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

/** Words tesseract is less sure of than this are noise (speckles read as letters). */
const MIN_WORD_CONFIDENCE = 20;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Skew of a scanned page from the baselines of its longer lines. Word boxes are rotated back by it,
 * so the words of one printed line share a y again and the layout groups them as on a text PDF.
 */
export function estimateSkew(lines: readonly OcrLine[]): number {
  const angles = lines
    .filter((line) => line.baseline.x1 - line.baseline.x0 > 150)
    .map((line) => Math.atan2(line.baseline.y1 - line.baseline.y0, line.baseline.x1 - line.baseline.x0));
  return angles.length === 0 ? 0 : median(angles);
}

export function ocrPageToWords(page: OcrPage): Word[] {
  const lines = (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines),
  );
  const angle = estimateSkew(lines);
  const cos = Math.cos(-angle);
  const sin = Math.sin(-angle);
  const cx = page.width / 2;
  const cy = page.height / 2;
  const words: Word[] = [];
  for (const line of lines) {
    for (const word of line.words) {
      const text = word.text.trim();
      if (!text || word.confidence < MIN_WORD_CONFIDENCE) continue;
      const width = word.bbox.x1 - word.bbox.x0;
      const height = word.bbox.y1 - word.bbox.y0;
      const mx = (word.bbox.x0 + word.bbox.x1) / 2 - cx;
      const my = (word.bbox.y0 + word.bbox.y1) / 2 - cy;
      const x = cx + mx * cos - my * sin;
      const y = cy + mx * sin + my * cos;
      words.push({ page: page.pageNumber, x: x - width / 2, y: y - height / 2, width, height, text });
    }
  }
  return words;
}

export function ocrPagesToDocument(pages: readonly OcrPage[]): DocumentWords {
  const sizes: PageSize[] = pages.map((p) => ({ page: p.pageNumber, width: p.width, height: p.height }));
  return { pages: sizes, words: pages.flatMap(ocrPageToWords) };
}
