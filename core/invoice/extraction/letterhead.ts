import { lineIndexAt } from "./column-heading";
import { CUSTOMER_CONTEXT, matchLabel } from "./labels";
import type { Layout, Line } from "./layout";
import { median } from "./median";
import type { Box } from "./types";

/** How much taller than any other line of its page the letterhead's name is printed. */
const LETTERHEAD_RATIO = 1.2;
/** Lines under the name that still belong to its block. */
const BLOCK_LINES = 6;

/**
 * The name is the letterhead: on the first page, in type taller than every other line of that page
 * (a title "Fattura n." included). A page prints its issuer that way, never its addressee.
 */
export function isLetterhead(layout: Layout, source: Box): boolean {
  if (source.page !== 1) return false;
  const at = lineIndexAt(layout, source);
  const own = layout.lines[at];
  if (!own) return false;
  return layout.lines.every(
    (line) => line.page !== 1 || line.index === at || own.height >= line.height * LETTERHEAD_RATIO,
  );
}

/**
 * The box lies in the letterhead's own block: within six lines under the name, in its column, before
 * any buyer's label or customer's word. An id printed there is the issuer's, however many other ids
 * the page prints (the customer's under "Spett.le").
 */
export function isInLetterheadBlock(layout: Layout, name: Box, box: Box): boolean {
  if (!isLetterhead(layout, name) || box.page !== name.page) return false;
  const start = lineIndexAt(layout, name);
  const reach = Math.max(layout.lines[start]?.height ?? 8, 8) * 3;
  for (const line of layout.lines.slice(start + 1, start + 1 + BLOCK_LINES)) {
    const segment = line.segments.find((s) => Math.abs(s.x - name.x) <= reach);
    if (!segment) continue;
    if (CUSTOMER_CONTEXT.test(segment.text) || matchLabel("customer", segment.text) !== null) return false;
    if (box.y >= line.y - 1 && box.y <= line.y + line.height && box.x >= segment.x - 1) return true;
  }
  return false;
}

/** A footer line: printed in smaller type than most lines of its page. */
export function isSmallPrint(layout: Layout, line: Line): boolean {
  const heights = layout.lines.filter((other) => other.page === line.page).map((other) => other.height);
  return line.height < median(heights);
}
