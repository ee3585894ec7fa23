import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../core/invoice/extraction/extract-invoice";
import { repairRowNumbers } from "../../../../core/invoice/extraction/line-item-repair";
import { type PlacedRow, placedWords } from "./words";

type Row = PlacedRow;

function itemsOf(rows: readonly Row[]): [string, string | null, number][] {
  return extractInvoice(placedWords(rows)).lineItems.map((item) => [
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

  it("reads a header whose column words carry qualifiers ('Unit Price Excl.' over 'VAT', 'Line Amount Excl. VAT')", () => {
    expect(
      itemsOf([
        {
          y: 370,
          cells: [
            [218, "Shipment"],
            [358, "Unit Price Excl."],
          ],
        },
        {
          y: 380,
          cells: [
            [57, "No."],
            [104, "Description"],
            [218, "Date"],
            [278, "Quantity"],
            [398, "VAT"],
            [456, "VAT % Line Amount Excl. VAT"],
          ],
        },
        {
          y: 403,
          cells: [
            [57, "1908-S"],
            [104, "LONDON Schreibtischstuhl,"],
            [218, "02/17/26"],
            [307, "3 Piece"],
            [389, "191.00"],
            [471, "19"],
            [542, "573.00"],
          ],
        },
        { y: 414, cells: [[104, "blau"]] },
        {
          y: 449,
          cells: [
            [348, "Subtotal"],
            [536, "573.00"],
          ],
        },
      ]),
    ).toEqual([["LONDON Schreibtischstuhl, blau", "3", 57300]]);
  });

  const simpleHeader: Row = {
    y: 100,
    cells: [
      [50, "Pos"],
      [150, "Beschreibung"],
      [250, "Nettopreis"],
      [350, "Menge"],
      [500, "Entgelt"],
    ],
  };

  it("takes the exact quantity when the page prints it rounded to whole units, not when a price is rounded", () => {
    expect(
      itemsOf([
        simpleHeader,
        {
          y: 120,
          cells: [
            [55, "1"],
            [150, "Stadtfahrt"],
            [270, "2,00"],
            [355, "6 Stk"],
            [520, "13,00"],
          ],
        },
        {
          y: 140,
          cells: [
            [55, "2"],
            [150, "Pfand"],
            [270, "2,77"],
            [355, "20 Stk"],
            [520, "55,46"],
          ],
        },
      ]),
    ).toEqual([
      ["Stadtfahrt", "6.5", 1300],
      ["Pfand", "20", 5546],
    ]);
  });

  it("reads a quantity with a unit code that has digits ('1 H87')", () => {
    expect(
      itemsOf([
        simpleHeader,
        {
          y: 120,
          cells: [
            [55, "1"],
            [150, "Deckenhalterung"],
            [262, "122,50"],
            [355, "1 H87"],
            [515, "122,50"],
          ],
        },
      ]),
    ).toEqual([["Deckenhalterung", "1", 12250]]);
  });

  it("joins hyphenated compounds wrapped over lines and over a page break", () => {
    expect(
      itemsOf([
        { ...simpleHeader, y: 720 },
        {
          y: 740,
          cells: [
            [55, "1"],
            [150, "4-"],
            [270, "8,41"],
            [355, "1 Stk"],
            [525, "8,41"],
          ],
        },
        { y: 751, cells: [[150, "Fahrten"]] },
        { y: 762, cells: [[150, "-Karte"]] },
        {
          y: 780,
          cells: [
            [55, "2"],
            [150, "Kfz-"],
            [270, "80,00"],
            [355, "1 Stk"],
            [520, "80,00"],
          ],
        },
        { page: 2, y: 56, cells: [[150, "Haftpflicht"]] },
        { page: 2, y: 67, cells: [[150, "SF25"]] },
        {
          page: 2,
          y: 90,
          cells: [
            [300, "Total"],
            [520, "88,41"],
          ],
        },
      ]),
    ).toEqual([
      ["4-Fahrten-Karte", "1", 841],
      ["Kfz-Haftpflicht SF25", "1", 8000],
    ]);
  });

  it("leaves an article code printed under the article-number column out of the description", () => {
    expect(
      itemsOf([
        {
          y: 100,
          cells: [
            [53, "Pos"],
            [74, "Art-Nr"],
            [151, "Beschreibung"],
            [244, "Nettopreis"],
            [358, "Menge"],
            [484, "Betrag"],
          ],
        },
        {
          y: 120,
          cells: [
            [57, "1 Toolbox 0815 Windschutzscheibe"],
            [280, "100,00"],
            [369, "10 Stk"],
            [502, "1000,00"],
          ],
        },
      ]),
    ).toEqual([["Windschutzscheibe", "10", 100000]]);
  });

  it("picks the number in a widened quantity cell that times the unit price gives the amount", () => {
    expect(
      itemsOf([
        {
          y: 100,
          cells: [
            [50, "Beschreibung"],
            [240, "Menge VKE/Geb"],
            [400, "Nettopreis"],
            [520, "Nettowert"],
          ],
        },
        {
          y: 120,
          cells: [
            [50, "Zitronensäure 100ml"],
            [240, "-5,0000 Stk."],
            [320, "1"],
            [410, "1,00"],
            [530, "-5,00"],
          ],
        },
      ]),
    ).toEqual([["Zitronensäure 100ml", "-5", -500]]);
  });

  it("keeps a scanned quantity that a rounded price explains, and still puts back a lost decimal separator", () => {
    expect(repairRowNumbers({ quantity: "20", unitPriceCents: 277, amountCents: 5546 }, true)).toMatchObject({
      quantity: "20",
      repaired: false,
    });
    expect(repairRowNumbers({ quantity: "65", unitPriceCents: 200, amountCents: 1300 }, true)).toMatchObject({
      quantity: "6.5",
      repaired: true,
    });
  });

  it("reads priced lines without a header when they add up to the net total, and not a lone sum line", () => {
    const letter = (items: readonly Row[]): Row[] => [
      { y: 60, cells: [[71, "Versicherungsverein Musterstadt"]] },
      { y: 300, cells: [[71, "Folgende Risiken sind versichert:"]] },
      ...items,
      {
        y: 400,
        cells: [
          [71, "Versicherungsteuer 19 %"],
          [300, "9,50 €"],
        ],
      },
      {
        y: 411,
        cells: [
          [71, "Rechnungsbetrag"],
          [294, "59,50 €"],
        ],
      },
    ];
    expect(
      itemsOf(
        letter([
          {
            y: 320,
            cells: [
              [71, "Privathaftpflicht"],
              [295, "50,00 €"],
            ],
          },
          { y: 331, cells: [[80, "- Deckung 5 Mio. je Schadenereignis"]] },
          {
            y: 342,
            cells: [
              [71, "Lebensgefährte/in zur Privathaftpflicht"],
              [300, "0,00 €"],
            ],
          },
          {
            y: 389,
            cells: [
              [71, "Gesamtbeitrag"],
              [294, "50,00 €"],
            ],
          },
        ]),
      ),
    ).toEqual([
      ["Privathaftpflicht", "1", 5000],
      ["Lebensgefährte/in zur Privathaftpflicht", "1", 0],
    ]);
    expect(
      itemsOf(
        letter([
          {
            y: 389,
            cells: [
              [71, "Positionssumme"],
              [294, "50,00 €"],
            ],
          },
        ]),
      ),
    ).toEqual([]);
  });

  it("ends a name at a note line in smaller type, and keeps a pack size that wraps", () => {
    expect(
      itemsOf([
        {
          y: 100,
          cells: [
            [17, "Position Material/Beschreibung"],
            [318, "Menge"],
            [431, "Preis"],
            [518, "Betrag"],
          ],
          height: 10,
        },
        {
          y: 120,
          cells: [
            [28, "10"],
            [59, "Sony Sunny01"],
            [322, "5 ST"],
            [415, "1.630,00"],
            [507, "8.150,00"],
          ],
          height: 10,
        },
        { y: 134, cells: [[59, "Dieses Gerät ist strahlungsarm"]], height: 8 },
        {
          y: 160,
          cells: [
            [28, "20"],
            [59, "Bierbrau Pils"],
            [322, "15 ST"],
            [420, "12,00"],
            [515, "180,00"],
          ],
          height: 10,
        },
        { y: 171, cells: [[59, "20/0500"]], height: 10 },
      ]),
    ).toEqual([
      ["Sony Sunny01", "5", 815000],
      ["Bierbrau Pils 20/0500", "15", 18000],
    ]);
  });

  it("reads 'Qté' as the quantity and a 'UNIT' column as the unit of measure", () => {
    expect(
      itemsOf([
        {
          y: 100,
          cells: [
            [49, "Ligne"],
            [72, "Désignation"],
            [299, "P.U. HT"],
            [345, "UNIT"],
            [386, "Q\u0074\u0065\u0301"],
            [476, "TOTAL HT"],
          ],
        },
        {
          y: 115,
          cells: [
            [54, "2"],
            [72, "Fournitures diverses"],
            [313, "10,00"],
            [350, "PCE"],
            [392, "3,00"],
            [485, "30,00"],
          ],
        },
      ]),
    ).toEqual([["Fournitures diverses", "3", 3000]]);
  });
});

describe("a hostile line of tens of thousands of words", () => {
  it("is read without a minute of header matching: supplier, number and total still come out", () => {
    // Before, every word joined the whole rest of the line to look for a column word: half this line
    // took about a minute of CPU, this one about four, far past a Worker's limit and the hang guard.
    const flood = "Acme Trading B.V. ".repeat(16_000);
    const extraction = extractInvoice(
      placedWords([
        { y: 60, cells: [[40, "Acme Trading B.V."]] },
        { y: 80, cells: [[40, "Factuurnummer 2026-0042"]] },
        { y: 100, cells: [[40, flood]] },
        { y: 700, cells: [[40, "Totaal 121,00"]] },
      ]),
    );
    expect(extraction.fields.supplierName?.value).toBe("Acme Trading B.V.");
    expect(extraction.fields.invoiceNumber?.value).toBe("2026-0042");
    expect(extraction.fields.totalCents?.value).toBe(12100);
  });
});
