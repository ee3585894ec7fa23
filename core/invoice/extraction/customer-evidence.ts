import { isPostcodeLine, isSalutation, returnAddressName } from "./address-blocks";
import { matchLabel } from "./labels";
import type { Layout, Line, Segment } from "./layout";
import { spacedAsPrinted } from "./name-evidence";
import type { Box, InvoiceFields } from "./types";

export type CustomerEvidence = "address-head";

/** Lines an address takes from its name to its postcode line ("Name", "c/o", "Street 1", "1234 AB Place"). */
const ADDRESS_LINES = 4;
/** Lines between a buyer's label and the name: identifier lines ("Nummer : GE2020211") or a greeting. */
const HEAD_LINES = 3;

function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

function lineIndexOf(layout: Layout, source: Box): number {
  return layout.lines.findIndex(
    (line) => line.page === source.page && line.y <= source.y + 1 && line.y + line.height >= source.y + 1,
  );
}

/** The segment of a line in the name's column (left edges within three line heights). */
function inColumn(line: Line, source: Box): Segment | undefined {
  const reach = Math.max(source.height, 8) * 3;
  return line?.segments.find((segment) => Math.abs(segment.x - source.x) <= reach);
}

function isBuyersLabel(text: string): boolean {
  const rest = matchLabel("customer", text);
  return rest !== null && rest.replace(/[:\s]/g, "") === "";
}

/**
 * The lines around the name that print something in its column, nearest first: a letterhead beside
 * the address window interleaves lines of its own, which are stepped over.
 */
function columnLines(layout: Layout, at: number, source: Box, step: 1 | -1, count: number): Segment[] {
  const found: Segment[] = [];
  for (
    let index = at + step;
    found.length < count && index >= 0 && index < layout.lines.length;
    index += step
  ) {
    const line = layout.lines[index];
    if (!line || line.page !== source.page) break;
    const segment = inColumn(line, source);
    if (segment)
      found.push({
        ...segment,
        text: line.segments
          .filter((s) => s.x >= segment.x)
          .map((s) => s.text)
          .join(" "),
      });
  }
  return found;
}

/** What heads the name: a buyer's label alone on its line, or the sender's one-line return address. */
function isHeaded(layout: Layout, at: number, source: Box): boolean {
  const returned = returnAddressName(layout);
  if (returned && layout.lines[at - 1]?.index === returned.line) return true;
  for (const segment of columnLines(layout, at, source, -1, HEAD_LINES)) {
    if (isBuyersLabel(segment.text)) return true;
    if (!segment.text.includes(":") && !isSalutation(segment.text)) return false;
  }
  return false;
}

/** A postcode line follows the name in its column: the name heads a postal address. */
function isAddressed(layout: Layout, at: number, source: Box): boolean {
  return columnLines(layout, at, source, 1, ADDRESS_LINES).some((segment) => isPostcodeLine(segment.text));
}

/**
 * The customer's name is sure when two things of the page agree on it: it is headed by a buyer's
 * label or sits first in the address window under the sender's return line, and a postcode line
 * follows it as in any postal address. It must differ from the supplier's name and be spaced as
 * printed (a kerning gap read as a space stays to check).
 */
export function customerNameEvidence(
  layout: Layout,
  name: string,
  source: Box | null | undefined,
  fields: InvoiceFields,
): CustomerEvidence | null {
  if (!source || !spacedAsPrinted(name)) return null;
  const supplier = fields.supplierName?.value;
  if (!supplier || compact(supplier) === compact(name)) return null;
  const at = lineIndexOf(layout, source);
  if (at < 0) return null;
  return isHeaded(layout, at, source) && isAddressed(layout, at, source) ? "address-head" : null;
}
