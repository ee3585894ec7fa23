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

/** Which totals label a header cell is: the label alone, with no value after it. */
function headerKey(segment: Segment): (typeof KEYS)[number] | null {
  // "Nettobetrag" is a subtotal, not a total; specific keys are tried first.
  for (const key of KEYS) if (matchLabel(key, segment.text)?.trim() === "") return key;
  return null;
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

interface HeaderColumn {
  readonly key: (typeof KEYS)[number];
  readonly segment: Segment;
}

/** The amount of a row that stands under a header cell (its right edges within two type heights). */
function cellUnder(row: Segment[], header: Segment, format: NumberFormat): ColumnHit | undefined {
  const right = header.x + header.width;
  const cell = row.find(
    (segment) =>
      segment.x < right + header.height * 2 &&
      segment.x + segment.width > header.x - header.height * 2 &&
      /^[-−+(]?[\d€$£]/.test(segment.text.trim()),
  );
  const amount = cell && findAmounts(cell.text, format).at(-1);
  return cell && amount ? { value: amount, box: cell, foundBy: "below" } : undefined;
}

/**
 * The sum row under a line table whose header names net, VAT and gross columns ("Wartość netto |
 * Kwota VAT | Wartość brutto" … "Razem | 805,00 | 185,15 | 990,15"): the first row below the items
 * that opens with a total's label. Each amount is read in its own column; its first amount alone is
 * only the net.
 */
function sumRowBelow(
  layout: Layout,
  headerLine: number,
  headers: readonly HeaderColumn[],
  format: NumberFormat,
): ColumnTotals {
  const result = { subtotals: [] as ColumnHit[], vats: [] as ColumnHit[], totals: [] as ColumnHit[] };
  const page = layout.lines[headerLine]?.page;
  for (const line of layout.lines.slice(headerLine + 1, headerLine + 80)) {
    if (line.page !== page) break;
    const label = line.segments.findIndex((segment) => matchLabel("total", segment.text)?.trim() === "");
    if (label < 0) continue;
    const row = line.segments.slice(label + 1);
    const hits = headers.flatMap(({ key, segment }) => {
      const hit = cellUnder(row, segment, format);
      return hit ? [{ key, hit }] : [];
    });
    if (new Set(hits.map((h) => h.key)).size < 2) return result;
    for (const { key, hit } of hits)
      (key === "subtotal" ? result.subtotals : key === "vatTotal" ? result.vats : result.totals).push(hit);
    return result;
  }
  return result;
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
    const headers = line.segments.flatMap((segment) => {
      const key = headerKey(segment);
      return key ? [{ key, segment }] : [];
    });
    if (new Set(headers.map((h) => h.key)).size < 2) continue;
    if (readTableHeader(layout, line)?.cells.some((cell) => cell.column === "description")) {
      const sums = sumRowBelow(layout, line.index, headers, format);
      result.subtotals.push(...sums.subtotals);
      result.vats.push(...sums.vats);
      result.totals.push(...sums.totals);
      continue;
    }
    for (const { key, segment } of headers) {
      const hits = amountsBelow(layout, segment, format);
      if (key === "subtotal") result.subtotals.push(...hits);
      else if (key === "vatTotal") result.vats.push(...hits);
      else result.totals.push(...hits);
    }
  }
  return result;
}
