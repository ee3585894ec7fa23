import { findAmounts, type ParsedAmount } from "./amounts";
import { type LabelKey, matchLabel } from "./labels";
import type { Layout, Segment } from "./layout";
import { readTableHeader } from "./line-item-header";
import type { Box, NumberFormat } from "./types";

export interface ColumnHit {
  readonly value: ParsedAmount;
  readonly box: Box;
  readonly foundBy: "below";
}

export interface ColumnTotals {
  readonly subtotals: readonly ColumnHit[];
  readonly vats: readonly ColumnHit[];
  readonly totals: readonly ColumnHit[];
}

const KEYS = ["subtotal", "vatTotal", "total"] as const satisfies readonly LabelKey[];

/** A VAT-rate column's heading ("MwSt.-Satz", "Steuersatz [%]", "Taux", "VAT rate", "Btw %"), not "Umsatzsteuer". */
const RATE_HEADING = /(?:satz|rate|taux|tarief|tarif)(?!\p{L})|%/iu;

/**
 * Which totals label a header cell is: the label alone, with no value after it. "Total HT | TVA |
 * Total TTC": beside a net and a gross heading, the bare VAT word heads the VAT, unless the row also
 * has a rate column: then the rows are one rate each ("19 % | 1.000,00 | 190,00 | 1.190,00"), every
 * one adds up, and none is the invoice's totals.
 */
function headerKey(segment: Segment, bareVatWord = false): (typeof KEYS)[number] | null {
  // "Nettobetrag" is a subtotal, not a total; specific keys are tried first.
  for (const key of KEYS) if (matchLabel(key, segment.text)?.trim() === "") return key;
  return bareVatWord && matchLabel("vat", segment.text)?.trim() === "" ? "vatTotal" : null;
}

/**
 * The amounts printed under a header cell, line by line, until a line prints something other than an
 * amount in its column. Lines with nothing in the column (a footnote beside the table) are stepped over.
 */
function amountsBelow(layout: Layout, header: Segment, format: NumberFormat): ColumnHit[] {
  const hits: ColumnHit[] = [];
  const left = header.x - header.height * 2;
  const right = header.x + header.width + header.height * 2;
  let previousBottom = header.y + header.height;
  for (let index = header.line + 1; index < layout.lines.length && hits.length < 6; index++) {
    const line = layout.lines[index];
    if (!line || line.page !== header.page || line.y - previousBottom > header.height * 2.5) break;
    const cell = line.segments.find((s) => s.x + s.width > left && s.x < right);
    if (!cell) continue;
    const amount = findAmounts(cell.text, format).at(-1);
    if (!amount || !/^[-−+(]?[\d€$£]/.test(cell.text.trim())) break;
    hits.push({ value: amount, box: cell, foundBy: "below" });
    previousBottom = line.y + line.height;
  }
  return hits;
}

/**
 * A totals table: one header row naming at least two of net, VAT and gross ("Nettobetrag |
 * MwSt-Betrag | Endbetrag") over rows of amounts, one row per rate and the sum row last. Every
 * amount in each column is a candidate; the cross-check net + VAT = gross picks the row.
 */
export function extractColumnTotals(layout: Layout, format: NumberFormat): ColumnTotals {
  const result = { subtotals: [] as ColumnHit[], vats: [] as ColumnHit[], totals: [] as ColumnHit[] };
  for (const line of layout.lines) {
    // A line table's header ("Nazwa | Wartość netto | Kwota VAT | Wartość brutto"): each row adds up,
    // but the rows are the items, not the invoice's totals.
    if (readTableHeader(layout, line)?.cells.some((cell) => cell.column === "description")) continue;
    const bareVatWord = !line.segments.some(
      (segment) => !headerKey(segment) && RATE_HEADING.test(segment.text),
    );
    const headers = line.segments.flatMap((segment) => {
      const key = headerKey(segment, bareVatWord);
      return key ? [{ key, segment }] : [];
    });
    if (new Set(headers.map((h) => h.key)).size < 2) continue;
    for (const { key, segment } of headers) {
      const hits = amountsBelow(layout, segment, format);
      if (key === "subtotal") result.subtotals.push(...hits);
      else if (key === "vatTotal") result.vats.push(...hits);
      else result.totals.push(...hits);
    }
  }
  return result;
}
