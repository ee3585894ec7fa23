import type { PlacedRow } from "./words";

export interface DutchTotals {
  readonly net: string;
  readonly vat: string;
  readonly total: string;
}

/** A Dutch invoice as positioned rows: title, number, date and its totals block; `extra` rows go under the total. */
export function placeDutchInvoice(
  extra: readonly (readonly [string, string])[],
  totals: DutchTotals,
): PlacedRow[] {
  const row = (y: number, label: string, amount: string): PlacedRow => ({
    y,
    height: 9,
    cells: [
      [300, label],
      [480, amount],
    ],
  });
  return [
    { y: 34, height: 18, cells: [[60, "Factuur"]] },
    { y: 71, height: 9, cells: [[60, "Factuurnummer: 2024-017"]] },
    { y: 85, height: 9, cells: [[60, "Factuurdatum: 12-03-2024"]] },
    row(400, "Subtotaal", totals.net),
    row(414, "Btw 21%", totals.vat),
    row(428, "Totaal", totals.total),
    ...extra.map(([label, amount], index) => row(442 + index * 14, label, amount)),
  ];
}
