import type { DocumentWords, Word } from "../../../../core/invoice/extraction/types";

/** Builds a one- or two-page document from lines of text; `|` separates columns, x grows by 200 per cell. */
export function documentFrom(
  lines: ReadonlyArray<string | { page?: number; y?: number; x?: number; text: string }>,
): DocumentWords {
  const words: Word[] = [];
  let y = 40;
  for (const entry of lines) {
    const line = typeof entry === "string" ? { text: entry } : entry;
    y = line.y ?? y + 14;
    let x = line.x ?? 40;
    for (const cell of line.text.split("|")) {
      let wordX = x;
      for (const text of cell.trim().split(/\s+/).filter(Boolean)) {
        const width = text.length * 5.5;
        words.push({ page: line.page ?? 1, x: wordX, y, width, height: 10, text });
        wordX += width + 3;
      }
      x += 200;
    }
  }
  return {
    pages: [
      { page: 1, width: 595, height: 842 },
      { page: 2, width: 595, height: 842 },
    ],
    words,
  };
}

/** One cell of words at an exact position: [x, text]. */
export type PlacedCell = readonly [x: number, text: string];
export type PlacedRow = { y: number; cells: readonly PlacedCell[]; page?: number; height?: number };

/** Words at exact positions: each cell's words are one space (0.3 × height) apart. */
export function placedWords(rows: readonly PlacedRow[]): DocumentWords {
  const words: Word[] = [];
  for (const { y, cells, page = 1, height = 8 } of rows)
    for (const [x, text] of cells) {
      let wordX = x;
      for (const part of text.split(" ")) {
        const width = part.length * height * 0.55;
        words.push({ page, x: wordX, y, width, height, text: part });
        wordX += width + height * 0.3;
      }
    }
  return {
    pages: [
      { page: 1, width: 595, height: 842 },
      { page: 2, width: 595, height: 842 },
    ],
    words,
  };
}
