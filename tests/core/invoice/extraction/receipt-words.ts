import type { DocumentWords, Word } from "../../../../core/invoice/extraction/types";

/** One printed till line: its text, `|` pushing the rest to the right margin, and its type size. */
export type TillLine = string | { readonly text: string; readonly size?: number };

const PAPER_WIDTH = 400;
const MARGIN = 20;
/** A till font: 40 characters across the roll at type size 14, each 0.6 of the size wide. */
const BODY_SIZE = 14;

/**
 * Words as OCR reads a photographed till receipt (pixels, top-left origin): a narrow roll, left text
 * at the margin, amounts after `|` flush right, a header in larger type where `size` says so.
 */
export function receiptFrom(lines: readonly TillLine[]): DocumentWords {
  const words: Word[] = [];
  let y = 30;
  for (const entry of lines) {
    const { text, size = BODY_SIZE } = typeof entry === "string" ? { text: entry } : entry;
    const [left = "", right] = text.split("|");
    const place = (cell: string, startX: number): void => {
      let x = startX;
      for (const part of cell.trim().split(/\s+/).filter(Boolean)) {
        const width = part.length * size * 0.6;
        words.push({ page: 1, x, y, width, height: size, text: part });
        x += width + size * 0.6;
      }
    };
    place(left, MARGIN);
    if (right !== undefined) {
      const cell = right.trim();
      place(cell, PAPER_WIDTH - MARGIN - cell.length * size * 0.6);
    }
    y += size * 1.5;
  }
  return { pages: [{ page: 1, width: PAPER_WIDTH, height: y + 30 }], words };
}
