import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import type { DocumentWords, Word } from "../../../../../core/invoice/extraction/types";

function placed(lines: ReadonlyArray<[number, ReadonlyArray<[number, string]>]>): DocumentWords {
  const words: Word[] = [];
  for (const [y, cells] of lines)
    for (const [x, text] of cells) {
      let wordX = x;
      for (const part of text.split(" ")) {
        words.push({ page: 1, x: wordX, y, width: part.length * 5.5, height: 10, text: part });
        wordX += part.length * 5.5 + 3;
      }
    }
  return { pages: [{ page: 1, width: 595, height: 842 }], words };
}

function vatLines(document: DocumentWords): [string, number | null, number][] {
  return extractInvoice(document).vatLines.map((line) => [line.rate, line.baseCents, line.vatCents]);
}

describe("VAT summary tables", () => {
  it("reads bare rates right-aligned between the rate and VAT headers, next to the VAT amount", () => {
    expect(
      vatLines(
        placed([
          [
            100,
            [
              [50, "Art (Kategorie)"],
              [310, "Basisbetrag"],
              [403, "USt. %"],
              [472, "USt.-Betrag"],
            ],
          ],
          [
            112,
            [
              [50, "Umsatzsteuer (S)"],
              [342, "275,00"],
              [456, "7"],
              [516, "19,25"],
            ],
          ],
          [
            124,
            [
              [50, "Umsatzsteuer (S)"],
              [342, "858,75"],
              [450, "19"],
              [510, "163,16"],
            ],
          ],
        ]),
      ),
    ).toEqual([
      ["7", 27500, 1925],
      ["19", 85875, 16316],
    ]);
  });

  it("reads a 0 % row under wrapped category text, and 'Umsatzsteuer' is not a rate column", () => {
    expect(
      vatLines(
        placed([
          [
            100,
            [
              [50, "Art (Kategorie)"],
              [316, "Basisbetrag"],
              [425, "USt. %"],
              [472, "Steuerbetrag"],
            ],
          ],
          [112, [[50, "Umsatzsteuer (K)"]]],
          [124, [[50, "Mehrwertsteuerbefreiung"]]],
          [136, [[50, "für die"]]],
          [
            148,
            [
              [50, "innergemeinschaftliche"],
              [340, "2000,00"],
              [455, "0"],
              [520, "0,00"],
            ],
          ],
        ]),
      ),
    ).toEqual([["0", 200000, 0]]);
  });
});
