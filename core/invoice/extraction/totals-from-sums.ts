import { findAmounts } from "./amounts";
import type { Layout } from "./layout";
import type { Totals } from "./totals";
import type { Box, Field, NumberFormat } from "./types";

/** Found only because the other two totals imply it: worth a look, never as sure as a label. */
const IMPLIED_CONFIDENCE = 0.7;

function findPrintedAmount(layout: Layout, cents: number, format: NumberFormat): Box | null {
  // The last occurrence: totals sit below the lines that might repeat the same amount.
  let found: Box | null = null;
  for (const line of layout.lines)
    for (const segment of line.segments)
      if (findAmounts(segment.text, format).some((amount) => amount.cents === cents)) found = segment;
  return found;
}

function implied(layout: Layout, cents: number, format: NumberFormat): Field<number> | undefined {
  const source = findPrintedAmount(layout, cents, format);
  return source ? { value: cents, confidence: IMPLIED_CONFIDENCE, source } : undefined;
}

/**
 * When OCR lost one of subtotal, VAT and total (a misread label), the other two say what it must
 * be; it is taken only if that amount is printed on the page (issue 6: checks guide the repair).
 */
export function completeTotalsFromSums(layout: Layout, totals: Totals, format: NumberFormat): Totals {
  const { subtotalCents: subtotal, vatTotalCents: vat, totalCents: total } = totals;
  if (subtotal && vat && !total) {
    const field = implied(layout, subtotal.value + vat.value, format);
    return field ? { ...totals, totalCents: field } : totals;
  }
  if (!subtotal && vat && total) {
    const field = implied(layout, total.value - vat.value, format);
    return field ? { ...totals, subtotalCents: field } : totals;
  }
  if (subtotal && !vat && total && total.value > subtotal.value) {
    const field = implied(layout, total.value - subtotal.value, format);
    return field ? { ...totals, vatTotalCents: field } : totals;
  }
  return totals;
}
