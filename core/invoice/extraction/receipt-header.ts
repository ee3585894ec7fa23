import { findAmounts } from "./amounts";
import { findDates } from "./dates";
import type { Layout, Line } from "./layout";
import { findRollEdges } from "./receipt-detect";
import { isQuantityLine, startsTheItems } from "./receipt-items-start";

/** How many top lines may hold the store's name: the header above the first amount or date. */
const HEADER_LINES = 10;

/**
 * A till receipt's header: its top lines on the roll, above the first date, the first line of
 * amounts or the first item, at most HEADER_LINES of them. The store's name is printed here.
 */
export function findReceiptHeader(layout: Layout): Line[] {
  const header: Line[] = [];
  const { left, right } = findRollEdges(layout);
  for (const [index, line] of layout.lines.entries()) {
    if (header.length >= HEADER_LINES) break;
    // Printed beside the roll (a printer's message, a stamp): not part of the receipt's header.
    const centre = line.x + line.width / 2;
    if (centre < left || centre > right) continue;
    if (
      header.length > 0 &&
      (findDates(line.text).length > 0 ||
        findAmounts(line.text, "dot-decimal").length > 1 ||
        startsTheItems(layout.lines, index))
    ) {
      if (isQuantityLine(line) && header.length > 1) header.pop();
      break;
    }
    header.push(line);
  }
  return header;
}
