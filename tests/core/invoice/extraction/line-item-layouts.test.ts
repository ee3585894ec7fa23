import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../core/invoice/extraction/extract-invoice";
import type { DocumentWords, Word } from "../../../../core/invoice/extraction/types";

type Cell = [x: number, text: string];
type Row = { y: number; cells: readonly Cell[]; page?: number; height?: number };

/** Words at exact positions: each cell's words are one space (3 pt) apart. */
function placed(rows: readonly Row[]): DocumentWords {
  const words: Word[] = [];
  for (const { y, cells, page = 1, height = 8 } of rows)
    for (const [x, text] of cells) {
      let wordX = x;
      for (const part of text.split(" ")) {
        const width = part.length * height * 0.55;
        words.push({ page, x: wordX, y, width, height, text: part });
        wordX += width + height * 0.3;
      }
    }
  return {
    pages: [
      { page: 1, width: 595, height: 842 },
      { page: 2, width: 595, height: 842 },
    ],
    words,
  };
}

function itemsOf(rows: readonly Row[]): [string, string | null, number][] {
  return extractInvoice(placed(rows)).lineItems.map((item) => [
    item.description,
    item.quantity,
    item.amountCents,
  ]);
}

describe("line items on the text layer", () => {
  it("reads a table of two-line records: numbers on the first line, the name under them, notes ignored", () => {
    const header: Row[] = [
      {
        y: 270,
        cells: [
          [40, "GTIN"],
          [112, "Art-Nr-Lieferant"],
          [242, "Menge"],
          [347, "Nettopreis"],
          [491, "MwSt-% Nettowert"],
        ],
      },
      {
        y: 279,
        cells: [
          [40, "Art-Nr-Kunde"],
          [112, "Artikelbezeichnung"],
        ],
      },
    ];
    expect(
      itemsOf([
        ...header,
        {
          y: 320,
          cells: [
            [40, "4123456000014"],
            [112, "ZS997"],
            [237, "-5,0000 Stk."],
            [362, "1,0000"],
            [496, "19,0"],
            [544, "-5,00"],
          ],
        },
        { y: 329, cells: [[112, "Zitronensäure 100ml"]] },
        { y: 338, cells: [[112, "Verpackung : Flasche"]] },
        {
          y: 360,
          cells: [
            [40, "4260331811362"],
            [237, "27,5000 Std."],
            [357, "10,5000"],
            [496, "19,0"],
            [539, "288,75"],
          ],
        },
        {
          y: 369,
          cells: [
            [40, "K6521"],
            [112, "Kommissionierer D. Muster"],
          ],
        },
        { y: 378, cells: [[112, "Abrechnungszeitraum KW 36"]] },
      ]),
    ).toEqual([
      ["Zitronensäure 100ml", "-5", -500],
      ["Kommissionierer D. Muster", "27.5", 28875],
    ]);
  });
});
