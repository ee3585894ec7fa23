import { isPostcodeLine, isSalutation } from "./address-blocks";
import { matchLabel } from "./labels";
import type { Layout, Line, Segment } from "./layout";
import { firstLineSpanning } from "./line-at";
import type { Box } from "./types";

export type Party = "customer" | "supplier";

/** The index of the line that holds the top of `source`, or -1. */
export function lineIndexAt(layout: Layout, source: Box): number {
  return firstLineSpanning(layout.lines, source.page, source.y + 1);
}

/** The segment of a line in the column of `source` (left edges within three line heights). */
export function segmentInColumn(line: Line | undefined, source: Box): Segment | undefined {
  const reach = Math.max(source.height, 8) * 3;
  return line?.segments.find((segment) => Math.abs(segment.x - source.x) <= reach);
}

/** A party's label alone in its segment ("Bill to", "Rechnungsempfänger", "Verkäufer:"), or null. */
export function partyLabelOf(text: string): Party | null {
  const alone = (key: "customer" | "supplier"): boolean => {
    const rest = matchLabel(key, text);
    return rest !== null && rest.replace(/[:\s]/g, "") === "";
  };
  if (alone("customer")) return "customer";
  return alone("supplier") ? "supplier" : null;
}

/** A party's label with a name after it on its segment ("Bill to: SimFin Analytics GmbH"), or null. */
export function inlinePartyOf(text: string): Party | null {
  for (const key of ["customer", "supplier"] as const) {
    const rest = matchLabel(key, text)?.trim() ?? "";
    if (/^\p{L}/u.test(rest) && !/\d/.test(rest)) return key;
  }
  return null;
}

export interface HeadingOptions {
  /** Lines that print in the column, scanned upwards from the source. */
  readonly lines: number;
  /** A postcode line above ends the scan: the address above has ended, so its label heads another block. */
  readonly stopAtAddressEnd: boolean;
  /** A label with the block's first line after it ("Bill to: SimFin Analytics GmbH") heads it too. */
  readonly inline?: boolean;
}

/**
 * Whose label heads the block that holds `source`: the nearest party label alone in its column above
 * it. A name under "Bill to" is the customer's, whatever else the page prints about it.
 */
export function headingParty(layout: Layout, source: Box, options: HeadingOptions): Party | null {
  const at = lineIndexAt(layout, source);
  let seen = 0;
  for (let index = at - 1; index >= 0 && seen < options.lines; index--) {
    const line = layout.lines[index];
    if (!line || line.page !== source.page) return null;
    const segment = segmentInColumn(line, source);
    if (!segment) continue;
    seen++;
    const party = partyLabelOf(segment.text) ?? (options.inline ? inlinePartyOf(segment.text) : null);
    if (party) return party;
    if (options.stopAtAddressEnd && isPostcodeLine(segment.text)) return null;
  }
  return null;
}

/** Lines an address takes from its name to its postcode line ("Name", "c/o", "Street 1", "1234 AB Place"). */
const ADDRESS_LINES = 4;
/** Lines from a party's label to the name: identifier lines ("Nummer : GE2020211") or a greeting between. */
const LABEL_LINES = 3;

/** A column line: its segment in the name's column, and that segment with the rest of the line after it. */
interface ColumnLine {
  readonly segment: Segment;
  readonly text: string;
}

/**
 * The lines around the name that print something in its column, nearest first: a letterhead beside
 * the address window interleaves lines of its own, which are stepped over.
 */
function columnLines(layout: Layout, at: number, source: Box, step: 1 | -1, count: number): ColumnLine[] {
  const found: ColumnLine[] = [];
  for (
    let index = at + step;
    found.length < count && index >= 0 && index < layout.lines.length;
    index += step
  ) {
    const line = layout.lines[index];
    if (!line || line.page !== source.page) break;
    const segment = segmentInColumn(line, source);
    if (segment)
      found.push({
        segment,
        text: line.segments
          .filter((s) => s.x >= segment.x)
          .map((s) => s.text)
          .join(" "),
      });
  }
  return found;
}

/**
 * The name on line `at` is headed by `party`'s label: the label alone in its column above it, with at
 * most `between` identifier lines ("Kundennummer: 2") or a greeting between.
 */
export function isHeadedBy(
  layout: Layout,
  at: number,
  source: Box,
  party: Party,
  between: number = LABEL_LINES - 1,
): boolean {
  for (const { segment, text } of columnLines(layout, at, source, -1, between + 1)) {
    // The label's own segment counts: a second column may print on the same line ("Kundennummer GE2020211").
    if (partyLabelOf(segment.text) === party) return true;
    if (!text.includes(":") && !isSalutation(text)) return false;
  }
  return false;
}

/** The segment right above the name on line `at` in its column (a label heading its block), if any. */
export function segmentAbove(layout: Layout, at: number, source: Box): Segment | undefined {
  return columnLines(layout, at, source, -1, 1)[0]?.segment;
}

/** The texts of the address lines under the name on line `at`, in its column, down to its postcode line. */
export function addressLinesBelow(layout: Layout, at: number, source: Box): string[] {
  const lines: string[] = [];
  for (const { text } of columnLines(layout, at, source, 1, ADDRESS_LINES)) {
    if (isPostcodeLine(text)) break;
    lines.push(text);
  }
  return lines;
}

/** A postcode line follows the name on line `at` in its column: the name heads a postal address. */
export function isAddressHead(
  layout: Layout,
  at: number,
  source: Box,
  isPlace: (text: string) => boolean = isPostcodeLine,
): boolean {
  // The line on from the column, or the column's own segment (a place at its end: "San Francisco, CA 94107").
  return columnLines(layout, at, source, 1, ADDRESS_LINES).some(
    (line) => isPlace(line.text) || isPlace(line.segment.text),
  );
}

/** The segments of the `count` lines under line `at` that print in the column of `source`, nearest first. */
export function segmentsBelow(layout: Layout, at: number, source: Box, count: number): Segment[] {
  return columnLines(layout, at, source, 1, count).map((line) => line.segment);
}
