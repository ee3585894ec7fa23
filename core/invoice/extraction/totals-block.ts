import type { FoundBy, LabelledValue } from "./labelled-value";
import { type LabelKey, matchLabel } from "./labels";
import type { Layout, Line } from "./layout";
import { readTableHeader } from "./line-item-header";

/** The labels of a totals block's other rows: a net, a VAT or a total beside the row. */
const BLOCK_ROWS: readonly LabelKey[] = ["subtotal", "vatTotal", "vat", "total", "amountDue"];
/** How many lines above or below a block-only label its neighbouring totals row may be. */
const NEIGHBOURHOOD = 3;

/** A line-item table's header ("Description | Qty | Unit price | Total"). */
export function isTableHeaderLine(layout: Layout, line: Line): boolean {
  const header = readTableHeader(layout, line);
  return Boolean(header?.cells.some((cell) => cell.column === "description"));
}

/** A row of the totals block: one of its labels with an amount-like value (digits) on the same line. */
function isTotalsRow(line: Line): boolean {
  return line.segments.some(
    (segment, index) =>
      BLOCK_ROWS.some((key) => matchLabel(key, segment.text) !== null) &&
      line.segments.slice(index).some((value) => /\d[.,]\d{2}(?!\d)/.test(value.text)),
  );
}

/** Per layout: each page's first line-table header, and which lines were found to be totals rows. */
interface HeaderIndex {
  readonly firstHeaderOnPage: Map<number, number>;
  readonly isTotalsRow: Map<number, boolean>;
}
const headerIndexes = new WeakMap<Layout, HeaderIndex>();

// Built once per layout, so a page crowded with block-only labels costs one pass, not one per label.
function headerIndexOf(layout: Layout): HeaderIndex {
  const known = headerIndexes.get(layout);
  if (known) return known;
  const firstHeaderOnPage = new Map<number, number>();
  for (const line of layout.lines) {
    if (firstHeaderOnPage.has(line.page)) continue;
    if (isTableHeaderLine(layout, line)) firstHeaderOnPage.set(line.page, line.index);
  }
  const index = { firstHeaderOnPage, isTotalsRow: new Map<number, boolean>() };
  headerIndexes.set(layout, index);
  return index;
}

/**
 * A label that is also a column heading ("Summe", "Base HT") counts only where the layout says it is
 * the totals block: its value on its own line (never under it, as a column's first row), below the
 * line table's header, and a net, VAT or total row within three lines of it.
 */
export function isInTotalsBlock<T>(layout: Layout, hit: LabelledValue<T> & { foundBy: FoundBy }): boolean {
  if (hit.foundBy === "below") return false;
  const at = hit.label.line;
  const line = layout.lines[at];
  if (!line) return false;
  const { firstHeaderOnPage, isTotalsRow: totalsRows } = headerIndexOf(layout);
  const firstHeader = firstHeaderOnPage.get(line.page);
  if (firstHeader === undefined || firstHeader >= at) return false;
  if (isTableHeaderLine(layout, line)) return false;
  for (let other = Math.max(0, at - NEIGHBOURHOOD); other <= at + NEIGHBOURHOOD; other++) {
    const neighbour = layout.lines[other];
    if (other === at || neighbour?.page !== line.page) continue;
    let row = totalsRows.get(other);
    if (row === undefined) {
      row = isTotalsRow(neighbour);
      totalsRows.set(other, row);
    }
    if (row) return true;
  }
  return false;
}
