import { median } from "./median";
import { repairOcrLine, repairPagePackSizes } from "./ocr-line-repair";
import { readableWords, readSeparatorDots, SEPARATOR_DOT } from "./ocr-line-words";
import type { OcrBox, OcrLine, OcrPage, OcrWord } from "./ocr-types";
import { mapOcrPage } from "./photo/map-ocr-page";
import type { DocumentWords, PageSize, Word } from "./types";

export type { OcrBlock, OcrBox, OcrLine, OcrPage, OcrWord } from "./ocr-types";

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

/** A point of the scanned page turned back by the page's skew around its centre. */
type Unrotate = (x: number, y: number) => { x: number; y: number };

function unrotator(page: OcrPage, angle: number): Unrotate {
  const cos = Math.cos(-angle);
  const sin = Math.sin(-angle);
  const cx = page.width / 2;
  const cy = page.height / 2;
  return (x, y) => ({
    x: cx + (x - cx) * cos - (y - cy) * sin,
    y: cy + (x - cx) * sin + (y - cy) * cos,
  });
}

/**
 * The font size of one printed line, as a text layer would give it. OCR boxes hug the ink, so a
 * lower-case word is shorter than its neighbours and the gap between words is wider than a space;
 * the layout's column gaps are measured in font sizes, so each word gets its line's size: about
 * two average letter widths, never less than the tallest word.
 */
function lineFontSize(words: readonly OcrWord[]): number {
  const heights = words.map((word) => word.bbox.y1 - word.bbox.y0);
  const tallest = Math.max(...heights);
  const letterWidths = words
    .filter((word) => word.text.trim().length >= 3)
    .map((word) => (word.bbox.x1 - word.bbox.x0) / word.text.trim().length);
  if (letterWidths.length === 0) return tallest;
  return Math.max(tallest, Math.min(2 * median(letterWidths), 1.6 * tallest));
}

const PUNCTUATION_ONLY = /^[^\p{L}\p{N}%€$£]+$/u;

/**
 * Speckle read as punctuation: no letter, digit or currency sign, and either alone on its line or
 * much smaller than the words around it (a dash is small but printed, and kept, when it is wider
 * than a hair: a vertical scratch read as "-" is not).
 */
function isSpeck(text: string, box: OcrBox, fontSize: number, aloneOnLine: boolean): boolean {
  if (!PUNCTUATION_ONLY.test(text) || text === SEPARATOR_DOT) return false;
  if (/^[-–—]+$/.test(text)) return aloneOnLine || box.x1 - box.x0 < fontSize * 0.2;
  return aloneOnLine || box.y1 - box.y0 < fontSize * 0.45;
}

function lineWords(line: OcrLine, page: OcrPage, unrotate: Unrotate): Word[] {
  const kept = readableWords(line);
  if (kept.length === 0) return [];
  const fontSize = lineFontSize(kept);
  const aloneOnLine = kept.every((word) => PUNCTUATION_ONLY.test(word.text.trim()));
  // Every word of the line sits on the line's baseline, turned back by the page's skew; a line
  // without one (tesseract leaves it empty now and then) uses its words' median bottom.
  const baseline =
    line.baseline.x1 > line.baseline.x0
      ? unrotate((line.baseline.x0 + line.baseline.x1) / 2, (line.baseline.y0 + line.baseline.y1) / 2).y
      : median(kept.map((word) => unrotate((word.bbox.x0 + word.bbox.x1) / 2, word.bbox.y1).y));
  const texts = repairOcrLine(readSeparatorDots(kept));
  const words: Word[] = [];
  for (const [index, word] of kept.entries()) {
    const text = texts[index] ?? word.text.trim();
    if (isSpeck(text, word.bbox, fontSize, aloneOnLine)) continue;
    const width = word.bbox.x1 - word.bbox.x0;
    const centre = unrotate((word.bbox.x0 + word.bbox.x1) / 2, (word.bbox.y0 + word.bbox.y1) / 2);
    words.push({
      page: page.pageNumber,
      x: centre.x - width / 2,
      y: baseline - fontSize * 0.8,
      width,
      height: fontSize,
      text,
      confidence: word.confidence,
    });
  }
  return joinSplitDecimals(words);
}

/**
 * "11, 76" → "11,76": OCR splits an amount after its decimal separator when the comma's ink leaves a
 * gap. Joined only when the second part is exactly the two decimals and the gap is under a font size.
 */
export function joinSplitDecimals(words: readonly Word[]): Word[] {
  const joined: Word[] = [];
  for (const word of words) {
    const previous = joined[joined.length - 1];
    if (
      previous &&
      /\d[.,]$/.test(previous.text) &&
      /^\d{2}(?![\d.,])/.test(word.text) &&
      word.x - (previous.x + previous.width) < word.height
    ) {
      joined[joined.length - 1] = {
        ...previous,
        width: word.x + word.width - previous.x,
        text: `${previous.text}${word.text}`,
        ...(previous.confidence === undefined || word.confidence === undefined
          ? {}
          : { confidence: Math.min(previous.confidence, word.confidence) }),
      };
      continue;
    }
    joined.push(word);
  }
  return joined;
}

export function ocrPageToWords(page: OcrPage): Word[] {
  const lines = (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines),
  );
  const unrotate = unrotator(page, estimateSkew(lines));
  return repairPagePackSizes(lines.flatMap((line) => lineWords(line, page, unrotate)));
}

/**
 * OCR of a page that was straightened before reading (scan-clean.ts) gives boxes on the straight
 * page; turned by the same angle they fit the original page again, which the preview shows.
 */
export function rotateOcrPage(page: OcrPage, angle: number): OcrPage {
  if (angle === 0 || !page.blocks) return page;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const cx = page.width / 2;
  const cy = page.height / 2;
  return mapOcrPage(
    page,
    ({ x, y }) => ({ x: cx + (x - cx) * cos - (y - cy) * sin, y: cy + (x - cx) * sin + (y - cy) * cos }),
    page,
  );
}

export function ocrPagesToDocument(pages: readonly OcrPage[]): DocumentWords {
  const sizes: PageSize[] = pages.map((p) => ({ page: p.pageNumber, width: p.width, height: p.height }));
  return { pages: sizes, words: pages.flatMap(ocrPageToWords) };
}
