import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import type { DocumentWords, Word } from "../../../../../core/invoice/extraction/types";
import { documentFrom } from "../words";

function rows(lines: Parameters<typeof documentFrom>[0]): [string, string | null, number][] {
  return extractInvoice(documentFrom(lines)).lineItems.map((item) => [
    item.description,
    item.quantity,
    item.amountCents,
  ]);
}

describe("line-item tables of real layouts", () => {
  it("reads a header with columns we do not read (Pos, Art.-Nr.) and wrapped descriptions, not detail lines", () => {
    expect(
      rows([
        { x: 0, text: "Pos | Beschreibung | Nettopreis | Menge | Betrag" },
        { x: 0, text: "1 | Trennblätter | 9,90 | 20 Stk | 198,00" },
        { x: 200, text: "A4" },
        { x: 200, text: "Bruttopreis : 9,90" },
        { x: 200, text: "4012345001235 (GTIN)" },
        { x: 0, text: "2 | Joghurt Banane | 5,50 | 50 Stk | 275,00" },
        { x: 0, text: "Summe netto | | | | 473,00" },
      ]),
    ).toEqual([
      ["Trennblätter A4", "20", 19800],
      ["Joghurt Banane", "50", 27500],
    ]);
  });
  it("takes the rightmost money cell when the amount column's header is on another line", () => {
    expect(
      rows([
        { x: 0, text: "Pos | Beschreibung | Nettopreis | Menge | USt." },
        { x: 0, text: "1 | Trennblätter | 9,90 | 20 | 19 % | 198,00" },
      ]),
    ).toEqual([["Trennblätter", "20", 19800]]);
  });
  it("reads 'Amount' as the quantity when another column holds the line total", () => {
    expect(
      rows(["Amount | Product | Price | Total", "400.00 | Ballons: various colors | 0.79 € | 316.00 €"]),
    ).toEqual([["Ballons: various colors", "400", 31600]]);
  });
  it("continues the table on the next page", () => {
    expect(
      rows([
        "Description | Qty | Amount",
        "Consulting | 2 | 200.00",
        { page: 2, y: 60, text: "Hosting | 1 | 50.00" },
        { page: 2, text: "Total | | 250.00" },
      ]),
    ).toEqual([
      ["Consulting", "2", 20000],
      ["Hosting", "1", 5000],
    ]);
  });
});

/** Words placed at exact x positions: each `[x, text]` cell's words are 3 pt apart (one space). */
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

function rowsOf(document: DocumentWords): [string, string | null, number][] {
  return extractInvoice(document).lineItems.map((item) => [
    item.description,
    item.quantity,
    item.amountCents,
  ]);
}

describe("line-item columns from the header's words", () => {
  it("splits a header cell that holds several columns and stacks a header printed over two lines", () => {
    expect(
      rowsOf(
        placed([
          [
            100,
            [
              [50, "Pos Art-Nr-Kunde Beschreibung"],
              [250, "Nettopreis"],
              [360, "Menge"],
              [480, "Positions-"],
            ],
          ],
          [112, [[500, "betrag"]]],
          [
            130,
            [
              [52, "1"],
              [74, "KR3M"],
              [160, "Kunstrasen"],
              [270, "3,30"],
              [365, "3 m²"],
              [500, "10,00"],
            ],
          ],
          [
            142,
            [
              [74, "4012345001235"],
              [160, "grün"],
            ],
          ],
          [
            170,
            [
              [300, "Summe netto"],
              [500, "10,00"],
            ],
          ],
        ]),
      ),
    ).toEqual([["Kunstrasen grün", "3", 1000]]);
  });

  it("separates a quantity and a VAT rate printed close together in one run of text", () => {
    expect(
      rowsOf(
        placed([
          [
            100,
            [
              [50, "Beschreibung"],
              [250, "Nettopreis"],
              [358, "Menge"],
              [431, "Steuer"],
              [505, "Entgelt"],
            ],
          ],
          [
            120,
            [
              [50, "Trennblätter"],
              [280, "9,90"],
              [354, "20 Stk"],
              [400, "19 % VAT"],
              [510, "198,00"],
            ],
          ],
        ]),
      ),
    ).toEqual([["Trennblätter", "20", 19800]]);
  });

  it("reads values left of a centred description header and a unit price header over two lines", () => {
    expect(
      rowsOf(
        placed([
          [94, [[419, "Prix"]]],
          [
            100,
            [
              [154, "Description"],
              [344, "Quantité"],
              [513, "Prix HT"],
            ],
          ],
          [106, [[410, "unitaire"]]],
          [
            122,
            [
              [34, "Nougat 250g"],
              [358, "20 Unit(s)"],
              [432, "4,55 €"],
              [532, "91,00 €"],
            ],
          ],
          [
            140,
            [
              [34, "Biscuits 300g"],
              [358, "15 Unit(s)"],
              [432, "3,20 €"],
              [532, "48,00 €"],
            ],
          ],
        ]),
      ),
    ).toEqual([
      ["Nougat 250g", "20", 9100],
      ["Biscuits 300g", "15", 4800],
    ]);
  });

  it("drops position numbers counting up in the description cell, joins hyphenated wraps, signs credited quantities", () => {
    expect(
      rows([
        "Artikel | Anzahl | Betrag",
        "1 Personen- | 2 | -15,96",
        { x: 40, text: "Unfallversicherung" },
        "2 Eisvogel | 3 | -150,00",
      ]),
    ).toEqual([
      ["Personen-Unfallversicherung", "-2", -1596],
      ["Eisvogel", "-3", -15000],
    ]);
  });
});
