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

/**
 * A label that is also a column heading ("Summe", "Base HT") counts only where the layout says it is
 * the totals block: its value on its own line (never under it, as a column's first row), below the
 * line table's header, and a net, VAT or total row within three lines of it.
 */
export function isInTotalsBlock<T>(layout: Layout, hit: LabelledValue<T> & { foundBy: FoundBy }): boolean {
  if (hit.foundBy === "below") return false;
  const at = hit.label.line;
  const line = layout.lines[at];
  if (!line || isTableHeaderLine(layout, line)) return false;
  const page = layout.lines.filter((other) => other.page === line.page);
  const underTable = page.some((other) => other.index < at && isTableHeaderLine(layout, other));
  const neighbours = page.filter(
    (other) => other.index !== at && Math.abs(other.index - at) <= NEIGHBOURHOOD,
  );
  return underTable && neighbours.some(isTotalsRow);
}
