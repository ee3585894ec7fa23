import { findAmounts } from "./amounts";
import { matchLabel } from "./labels";
import { type Layout, type Line, type Segment, unionBox } from "./layout";
import type { LineItem, NumberFormat, VatRate } from "./types";

/** Lines walked up from a sum line before the list is given up. */
const MAX_LIST_LINES = 12;

/** The line's cents when its last segment is one amount and nothing else ("50,00 €"). */
function amountOnly(segment: Segment | undefined, format: NumberFormat): number | null {
  if (!segment) return null;
  const amounts = findAmounts(segment.text, format);
  const only = amounts.length === 1 && /^[^\p{L}]*(?:eur|€)?[^\p{L}]*$/iu.test(segment.text);
  return only ? (amounts[0]?.cents ?? null) : null;
}

/** A sum, not an item ("Positionssumme", "Zwischensumme", "Total HT", "Gesamtbeitrag"). */
function isSumLabel(label: string): boolean {
  return (
    matchLabel("subtotal", label) !== null ||
    matchLabel("total", label) !== null ||
    /summe|total|totaal|gesamt|\bsum\b|\bsom\b/i.test(label)
  );
}

interface PricedLine {
  readonly line: Line;
  readonly label: string;
  readonly cents: number;
}

/** A line of a label and one amount at the right, the amount's right edge aligned with `right`. */
function readPricedLine(line: Line, right: number, format: NumberFormat): PricedLine | null {
  const last = line.segments[line.segments.length - 1];
  const first = line.segments[0];
  if (line.segments.length !== 2 || !last || !first) return null;
  const cents = amountOnly(last, format);
  if (cents === null || Math.abs(last.x + last.width - right) > line.height) return null;
  if (!/\p{L}/u.test(first.text) || findAmounts(first.text, format).length > 0) return null;
  return { line, label: first.text, cents };
}

/** The priced lines directly above `sumLine` that add up to exactly `cents`, or null. */
function listAbove(layout: Layout, sumLine: Line, cents: number, format: NumberFormat): PricedLine[] | null {
  const last = sumLine.segments[sumLine.segments.length - 1];
  if (!last) return null;
  const right = last.x + last.width;
  const rows: PricedLine[] = [];
  let total = 0;
  for (let step = 1; step <= MAX_LIST_LINES && total < cents; step++) {
    const line = layout.lines[sumLine.index - step];
    if (!line || line.page !== sumLine.page) break;
    const row = readPricedLine(line, right, format);
    if (row) {
      if (row.cents < 0 || isSumLabel(row.label)) break;
      rows.unshift(row);
      total += row.cents;
      continue;
    }
    // A note line under an item (no amount at the right) is passed over; anything else ends the list.
    if (line.segments.some((segment) => amountOnly(segment, format) !== null)) break;
  }
  return rows.length > 0 && total === cents ? rows : null;
}

/** A sum line's amount when it is a label and one amount ("Gesamtbeitrag  50,00 €"). */
function sumOf(line: Line, format: NumberFormat): number | null {
  return line.segments.length === 2 ? amountOnly(line.segments[1], format) : null;
}

/** "inklusive 19 % Versicherungsteuer", "incl. 21% VAT": the sum, and so each price above it, is gross. */
const INCLUDING_TAX =
  /\b(?:inkl\.?|inklusive|einschl\.?|einschlie(?:ß|ss)lich|incl\.?|including|inclusief|incluant|y compris)\s+(?:\p{L}+\s+)?(\d{1,2}(?:[.,]\d{1,2})?)\s?%/iu;

function itemOf(row: PricedLine, cents: number, vatRate: VatRate | null = null): LineItem {
  return {
    description: row.label,
    quantity: "1",
    unitPriceCents: cents,
    vatRate,
    amountCents: cents,
    confidence: 0.7,
    source: unionBox(row.line.segments),
  };
}

/**
 * Priced lines without a table header ("Privathaftpflicht  50,00 €" over "Gesamtbeitrag  50,00 €"):
 * read only when a labelled line's amount is the net total and the priced lines above it add up to
 * exactly that. Indented note lines between them are skipped. Each is one unit at its amount.
 * A sum line that says its amount includes tax at one rate ("Beitrag inklusive 19 %
 * Versicherungsteuer") makes the prices above it gross: each item is its net part.
 */
export function extractPricedList(
  layout: Layout,
  format: NumberFormat,
  netCents: number | undefined,
): LineItem[] {
  if (netCents !== undefined && netCents > 0)
    for (const sumLine of layout.lines) {
      if (sumOf(sumLine, format) !== netCents) continue;
      const rows = listAbove(layout, sumLine, netCents, format);
      if (rows) return rows.map((row) => itemOf(row, row.cents));
    }
  for (const sumLine of layout.lines) {
    const cents = sumOf(sumLine, format);
    const rate = INCLUDING_TAX.exec(sumLine.segments[0]?.text ?? "")?.[1];
    if (cents === null || cents <= 0 || rate === undefined) continue;
    const rows = listAbove(layout, sumLine, cents, format);
    const factor = 1 + Number(rate.replace(",", ".")) / 100;
    const vatRate = rate.replace(",", ".").replace(/\.0+$/, "");
    if (rows) return rows.map((row) => itemOf(row, Math.round(row.cents / factor), vatRate));
  }
  return [];
}
