import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../core/invoice/extraction/extract-invoice";
import { type PlacedRow, placedWords } from "./words";

function itemsOf(rows: readonly PlacedRow[]): [string, string | null, number][] {
  return extractInvoice(placedWords(rows)).lineItems.map((item) => [
    item.description,
    item.quantity,
    item.amountCents,
  ]);
}

describe("line-item rows the column layout alone does not place", () => {
  it("keeps a name's first word that starts left of its header, and leaves a labelled reference out", () => {
    const header: PlacedRow[] = [
      {
        y: 300,
        cells: [
          [40, "Pos"],
          [70, "Art-Nr-Kunde"],
          [160, "Beschreibung"],
          [280, "Nettopreis"],
          [360, "Menge"],
          [500, "Betrag"],
        ],
      },
    ];
    expect(
      itemsOf([
        ...header,
        {
          y: 320,
          cells: [
            [42, "01"],
            [132, "TGA"],
            [290, "43,20"],
            [365, "3 Std"],
            [500, "129,60"],
          ],
        },
        { y: 330, cells: [[132, "Obermonteur/Monteur"]] },
        {
          y: 350,
          cells: [
            [42, "02"],
            [70, "Kunde: Toolbox-Set"],
            [160, "Stahlcoil"],
            [290, "85,00"],
            [365, "10 Stk"],
            [500, "850,00"],
          ],
        },
      ]),
    ).toEqual([
      ["TGA Obermonteur/Monteur", "3", 12960],
      ["Stahlcoil", "10", 85000],
    ]);
  });
});
