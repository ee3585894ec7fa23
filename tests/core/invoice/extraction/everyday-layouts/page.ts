import type { DocumentWords } from "../../../../../core/invoice/extraction/types";
import type { EverydayTruth } from "../../../../bench/invoice-eval/score-everyday";
import { type PlacedCell, type PlacedRow, placedWords } from "../words";

/**
 * One whole synthetic everyday invoice: the page as positioned words and what a bookkeeper reads on
 * it (the same fields, scored the same way, as the real `everyday/` dev set).
 */
export interface EverydayLayout {
  readonly name: string;
  /** webshop, SaaS, telecom, utility, tradesman … and the language it is printed in. */
  readonly kind: string;
  readonly words: DocumentWords;
  readonly truth: EverydayTruth;
}

/** A line of body text (9 pt) at y; cells are [x, text]. */
export function line(y: number, ...cells: PlacedCell[]): PlacedRow {
  return { y, cells, height: 9 };
}

/** A line in another type size: a letterhead, a title (16–22 pt) or small print (6–7 pt). */
export function sized(y: number, height: number, ...cells: PlacedCell[]): PlacedRow {
  return { y, cells, height };
}

/** The same, on page 2. */
export function onPage2(row: PlacedRow): PlacedRow {
  return { ...row, page: 2 };
}

export function page(rows: readonly PlacedRow[]): DocumentWords {
  return placedWords(rows);
}
