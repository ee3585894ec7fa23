import { extractInvoice } from "../../../../core/invoice/extraction/extract-invoice";
import type { DocumentWords, Verdict, Word } from "../../../../core/invoice/extraction/types";

/**
 * One printed till line: its text, `|` pushing the rest to the right margin, its type size, where it
 * starts when it is not on the roll's left margin (a printer's message beside the receipt), and the
 * OCR's confidence in its words (0–100; none, as on a text layer, when not given), with `doubtful`
 * words read at 50.
 */
export type TillLine =
  | string
  | {
      readonly text: string;
      readonly size?: number;
      readonly x?: number;
      readonly confidence?: number;
      readonly doubtful?: readonly string[];
    };

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
    const line = typeof entry === "string" ? { text: entry } : entry;
    const { text, size = BODY_SIZE, x: lineX = MARGIN, confidence, doubtful = [] } = line;
    const [left = "", right] = text.split("|");
    const place = (cell: string, startX: number): void => {
      let x = startX;
      for (const part of cell.trim().split(/\s+/).filter(Boolean)) {
        const width = part.length * size * 0.6;
        const read = doubtful.includes(part) ? 50 : confidence;
        words.push({
          page: 1,
          x,
          y,
          width,
          height: size,
          text: part,
          ...(read === undefined ? {} : { confidence: read }),
        });
        x += width + size * 0.6;
      }
    };
    place(left, lineX);
    if (right !== undefined) {
      const cell = right.trim();
      place(cell, PAPER_WIDTH - MARGIN - cell.length * size * 0.6);
    }
    y += size * 1.5;
  }
  const width = Math.max(PAPER_WIDTH, ...words.map((word) => word.x + word.width + MARGIN));
  return { pages: [{ page: 1, width, height: y + 30 }], words };
}

/** What a user sees of a till receipt read as OCR: store, date and total, each with its sure/check mark. */
export interface TillReading {
  readonly supplier?: string;
  readonly supplierVerdict?: Verdict;
  readonly date?: string;
  readonly dateVerdict?: Verdict;
  readonly total?: number;
  readonly totalVerdict?: Verdict;
}

export function readTill(lines: readonly TillLine[]): TillReading {
  const { supplierName, invoiceDate, totalCents } = extractInvoice(receiptFrom(lines), "ocr").fields;
  return {
    ...(supplierName ? { supplier: supplierName.value, supplierVerdict: supplierName.verdict } : {}),
    ...(invoiceDate ? { date: invoiceDate.value, dateVerdict: invoiceDate.verdict } : {}),
    ...(totalCents ? { total: totalCents.value, totalVerdict: totalCents.verdict } : {}),
  };
}
