import { joinLetterSpacedRuns } from "./letter-spacing";
import type { DocumentWords, PageSize, Word } from "./types";

/** The parts of a pdf.js text item this module reads (pdf.js `TextItem`). */
export interface PdfTextItem {
  readonly str: string;
  /** Text matrix [a, b, c, d, e, f] in PDF user space (origin bottom-left). */
  readonly transform: readonly number[];
  readonly width: number;
  readonly height: number;
}

export interface PdfPageText {
  readonly pageNumber: number;
  /** Viewport at scale 1: size in points and the user-space → top-left transform (pdf.js `viewport.transform`). */
  readonly width: number;
  readonly height: number;
  readonly viewportTransform: readonly number[];
  readonly items: readonly PdfTextItem[];
}

/** Relative advance widths (em) close to Helvetica's, to place words inside a multi-word text item. */
function charWidth(character: string): number {
  if (" ".includes(character)) return 0.28;
  if ("il.,:;'|!Ij".includes(character)) return 0.24;
  if ("frt()-/".includes(character)) return 0.33;
  if ("mwMW%@".includes(character)) return 0.85;
  if (/[A-Z]/.test(character)) return 0.68;
  return 0.55;
}

function apply(matrix: readonly number[], x: number, y: number): [number, number] {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = matrix;
  return [a * x + c * y + e, b * x + d * y + f];
}

/**
 * A run starting where `word` ends, on its baseline: the same word continues. At the same size, or in
 * the two sizes of synthesised small caps ("R" + "ENOV", a browser draws them glyph by glyph); a run
 * pulled into the previous one by kerning ("V" + "A") overlaps it, which a word gap never does.
 */
function touches(word: Word, x: number, top: number, height: number): boolean {
  const gap = x - (word.x + word.width);
  const smaller = Math.min(height, word.height);
  const sameSize = Math.abs(height - word.height) < height * 0.1;
  const smallCaps = !sameSize && smaller / Math.max(height, word.height) >= 0.6;
  const sameBaseline = Math.abs(top + height * 0.8 - (word.y + word.height * 0.8)) < smaller * 0.1;
  return (
    sameBaseline &&
    (sameSize || smallCaps) &&
    gap > -smaller * 0.2 &&
    gap < smaller * (sameSize ? 0.05 : 0.15)
  );
}

/** The reading direction of a run on the page, in whole degrees (0 = left to right, 90 = bottom to top). */
function directionOf(item: PdfTextItem, viewportTransform: readonly number[]): number {
  const [a = 1, b = 0] = item.transform;
  const [va = 1, vb = 0, vc = 0, vd = 1] = viewportTransform;
  // The run's baseline vector in viewport space (y grows downwards there, hence the minus).
  const dx = va * a + vc * b;
  const dy = vb * a + vd * b;
  return (Math.round((Math.atan2(-dy, dx) * 180) / Math.PI) + 360) % 360;
}

/**
 * The runs that read in the page's main direction. Margin text printed sideways (a copyright line
 * or a form number up the edge) would otherwise be laid flat across the lines it crosses.
 */
function mainDirectionItems(page: PdfPageText): PdfTextItem[] {
  const items = page.items.filter((item) => item.str.trim().length > 0 && item.transform.length >= 6);
  const weight = new Map<number, number>();
  for (const item of items) {
    const direction = directionOf(item, page.viewportTransform);
    weight.set(direction, (weight.get(direction) ?? 0) + item.str.length);
  }
  const main = [...weight].sort((x, y) => y[1] - x[1])[0]?.[0] ?? 0;
  return main !== 0
    ? items
    : items.filter((item) => {
        const direction = directionOf(item, page.viewportTransform);
        return direction <= 2 || direction >= 358;
      });
}

/**
 * Turns one page of pdf.js text content into words with top-left boxes. pdf.js gives runs of text
 * (often a whole line); each run is split at spaces and the run's width shared out by glyph widths.
 */
export function pageTextToWords(page: PdfPageText): Word[] {
  const words: Word[] = [];
  // The last word of the previous run when that run ended inside a word (no trailing space).
  let open: Word | null = null;
  for (const item of mainDirectionItems(page)) {
    const text = item.str;
    const [, , c = 0, d = 0, e = 0, f = 0] = item.transform;
    const fontHeight = Math.hypot(c, d) || item.height;
    const [left, baseline] = apply(page.viewportTransform, e, f);
    const [right] = apply(page.viewportTransform, e + item.width, f);
    const runWidth = Math.abs(right - left);
    const top = baseline - fontHeight * 0.8;
    const total = [...text].reduce((sum, ch) => sum + charWidth(ch), 0) || 1;
    let offset = 0;
    let first = true;
    for (const part of text.split(/(\s+)/)) {
      const partWidth = ([...part].reduce((sum, ch) => sum + charWidth(ch), 0) / total) * runWidth;
      const x = Math.min(left, right) + offset;
      if (part.trim().length > 0) {
        const previous: Word | null = first ? open : null;
        if (previous && touches(previous, x, top, fontHeight)) {
          // A word set glyph by glyph ("~" + "2000ml") arrives as runs that touch: one word.
          words[words.length - 1] = {
            ...previous,
            width: x + partWidth - previous.x,
            text: previous.text + part,
          };
        } else
          words.push({ page: page.pageNumber, x, y: top, width: partWidth, height: fontHeight, text: part });
      }
      if (part.length > 0) first = false;
      offset += partWidth;
    }
    open = /\s$/.test(text) ? null : (words[words.length - 1] ?? null);
  }
  return joinLetterSpacedRuns(words);
}

export function pdfTextToDocument(pages: readonly PdfPageText[]): DocumentWords {
  const sizes: PageSize[] = pages.map((p) => ({ page: p.pageNumber, width: p.width, height: p.height }));
  return { pages: sizes, words: pages.flatMap(pageTextToWords) };
}
