import { findAmounts, type ParsedAmount } from "./amounts";
import { FOUND_BY_CONFIDENCE, findLabelledValues } from "./labelled-value";
import { matchLabel, REVERSE_CHARGE } from "./labels";
import { type Layout, type Segment, segmentsBelow, segmentsRightOf, unionBox } from "./layout";
import { parseVatRate } from "./line-items";
import type { Box, Field, NumberFormat, VatLine } from "./types";

export interface Totals {
  readonly subtotalCents?: Field<number>;
  readonly vatTotalCents?: Field<number>;
  readonly totalCents?: Field<number>;
  readonly vatLines: readonly VatLine[];
  readonly currencies: readonly string[];
}

function lastAmount(format: NumberFormat): (text: string) => ParsedAmount | null {
  return (text) => findAmounts(text, format).at(-1) ?? null;
}

function toField(hit: {
  value: ParsedAmount;
  box: Box;
  foundBy: "inline" | "right" | "below";
}): Field<number> {
  return { value: hit.value.cents, confidence: FOUND_BY_CONFIDENCE[hit.foundBy], source: hit.box };
}

/** Amounts printed with a VAT label: inline after the rate, to the right, or in the cell below. */
function amountsForVatLabel(
  layout: Layout,
  segment: Segment,
  rest: string,
  format: NumberFormat,
): { amounts: ParsedAmount[]; box: Box } {
  const inline = findAmounts(rest, format);
  const right = segmentsRightOf(layout, segment).flatMap((s) => findAmounts(s.text, format).map(() => s));
  const rightAmounts = segmentsRightOf(layout, segment).flatMap((s) => findAmounts(s.text, format));
  const amounts = [...inline, ...rightAmounts];
  if (amounts.length > 0) return { amounts, box: unionBox([segment, ...right]) };
  const below = segmentsBelow(layout, segment, 1)[0];
  if (below) return { amounts: findAmounts(below.text, format), box: below };
  return { amounts: [], box: segment };
}

function extractVatLines(layout: Layout, format: NumberFormat): VatLine[] {
  const lines: VatLine[] = [];
  for (const line of layout.lines) {
    for (const segment of line.segments) {
      const rest = matchLabel("vat", segment.text);
      const reverse = REVERSE_CHARGE.test(segment.text);
      if (rest === null && !reverse) continue;
      if (matchLabel("vatTotal", segment.text) !== null) continue;
      const rate = parseVatRate(segment.text);
      if (rate === null) continue;
      const { amounts, box } = amountsForVatLabel(layout, segment, rest ?? segment.text, format);
      const vat = amounts.at(-1);
      if (!vat && rate !== "reverse-charge") continue;
      const base = amounts.length >= 2 ? (amounts.at(-2)?.cents ?? null) : null;
      const entry: VatLine = {
        rate,
        baseCents: base,
        vatCents: vat?.cents ?? 0,
        confidence: 0.9,
        source: box,
      };
      // Totals repeated (e.g. a summary box and a footer) count once: the last one wins.
      const same = lines.findIndex((l) => l.rate === rate);
      if (same >= 0) lines[same] = entry;
      else lines.push(entry);
      break;
    }
  }
  return lines;
}

/**
 * Subtotal, VAT per rate and total. When a label occurs more than once (a running total on page 1,
 * the real one on the last page) the last occurrence is taken.
 */
export function extractTotals(layout: Layout, format: NumberFormat): Totals {
  const parse = lastAmount(format);
  const subtotal = findLabelledValues(layout, "subtotal", parse, { exclude: ["vatTotal"] }).at(-1);
  const total = findLabelledValues(layout, "total", parse, {
    exclude: ["subtotal", "vatTotal", "vat", "dueDate"],
  }).at(-1);
  const vatTotal = findLabelledValues(layout, "vatTotal", parse).at(-1);
  const vatLines = extractVatLines(layout, format);
  const currencies = [subtotal, total, vatTotal].flatMap((hit) =>
    hit?.value.currency ? [hit.value.currency] : [],
  );
  let vatTotalField: Field<number> | undefined = vatTotal ? toField(vatTotal) : undefined;
  if (!vatTotalField && vatLines.length > 0) {
    vatTotalField = {
      value: vatLines.reduce((sum, line) => sum + line.vatCents, 0),
      confidence: Math.min(...vatLines.map((line) => line.confidence)),
      source: vatLines.length === 1 ? (vatLines[0]?.source ?? null) : null,
    };
  }
  return {
    ...(subtotal ? { subtotalCents: toField(subtotal) } : {}),
    ...(total ? { totalCents: toField(total) } : {}),
    ...(vatTotalField ? { vatTotalCents: vatTotalField } : {}),
    vatLines,
    currencies,
  };
}
