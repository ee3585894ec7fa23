import type { Layout, Line } from "./layout";
import { findReceiptDates } from "./receipt-date";

/** "Total" is printed on invoices as much as on receipts: alone it does not make a till receipt. */
const SHARED_WORDS = /(?<!\p{L})total(?!\p{L})/iu;

/** Words a till prints and an invoice seldom does: payment, change, cashier, thanks. */
const TILL_WORDS =
  /(?<!\p{L})(cash|change|tendered|card|visa|kembalian|tunai|cashier|kasir|kassa|kasse|kassier|kassierer|kassenbon|bon ?nr|receipt|wisselgeld|r[üu]ckgeld|gegeben|contant|pin|bar|summe|zu zahlen|te betalen|rounding|afronding|thank you|terima kasih|dank u|vielen dank|qty|item\(?s\)?|esp[èe]ces|rendu|caisse|net [àa] payer|efectivo|cambio|tarjeta|importe|contanti|resto|scontrino|totale|bancomat|caissi[eè]re?|carte bancaire|cb|ticket)(?!\p{L})/iu;

/** The time of the sale, printed beside its date: "27-11-2026 14:32", "11/03/2018 06:20 PM", French "27/11/2026 14h32". */
const TIME = /(?<![\d:])([01]?\d|2[0-3])[:h][0-5]\d(?::[0-5]\d)?(?![\d:])/;

function isTillLine(line: Line): boolean {
  return (
    TILL_WORDS.test(line.text) ||
    (TIME.test(line.text) && findReceiptDates(line.text, "day-first").length > 0)
  );
}

/** Till lines, or two lines saying "total" (a subtotal and a total, a total and a tax total). */
function hasTillEvidence(lines: readonly Line[]): boolean {
  if (lines.some(isTillLine)) return true;
  return lines.filter((line) => SHARED_WORDS.test(line.text)).length >= 2;
}

/** Printed columns across the text: a till roll holds 32–56 characters, an A4 page 80 and more. */
const MAX_RECEIPT_COLUMNS = 64;

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/**
 * The left and right edge of the roll's printed text. A tenth of the lines may stick out on either
 * side: a printer's error message beside the roll, a stamp, a stray mark.
 */
export function findRollEdges(layout: Layout): { left: number; right: number } {
  return {
    left: percentile(
      layout.lines.map((line) => line.x),
      0.1,
    ),
    right: percentile(
      layout.lines.map((line) => line.x + line.width),
      0.9,
    ),
  };
}

/** How many characters wide the printed text is, from the median width of one character. */
function textColumns(layout: Layout): number {
  const words = layout.lines.flatMap((line) => line.words).filter((word) => word.text.length >= 2);
  if (words.length === 0) return 0;
  const characterWidth = percentile(
    words.map((word) => word.width / word.text.length),
    0.5,
  );
  const { left, right } = findRollEdges(layout);
  return (right - left) / Math.max(characterWidth, 1e-6);
}

/**
 * A till receipt: narrow printed text on one page with till words (cash, change, "Summe", "PIN") or
 * the time of the sale beside its date.
 * Its fields are read with the receipt rules, which know a store name, a till total and a till date.
 */
export function looksLikeReceipt(layout: Layout): boolean {
  if (layout.pageCount > 1 || layout.lines.length < 4) return false;
  return hasTillEvidence(layout.lines) && textColumns(layout) <= MAX_RECEIPT_COLUMNS;
}
