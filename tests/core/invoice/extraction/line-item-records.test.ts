import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../core/invoice/extraction/extract-invoice";
import { type PlacedCell, type PlacedRow, placedWords } from "./words";

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

  it("reads the quantity under a '#' header from the row arithmetic, and not a running position number", () => {
    const hashHeaded: PlacedRow[] = [
      {
        y: 300,
        cells: [
          [60, "#"],
          [120, "Produkt"],
          [290, "USt"],
          [346, "Einzelpreis"],
          [421, "Summe"],
        ],
      },
      {
        y: 320,
        cells: [
          [60, "1,00"],
          [120, "Gestaltung (Stunde)"],
          [290, "0%"],
          [346, "160,00 €"],
          [421, "160,00 €"],
        ],
      },
      {
        y: 340,
        cells: [
          [60, "400,00"],
          [120, "Luftballon"],
          [290, "19%"],
          [346, "0,79 €"],
          [421, "316,00 €"],
        ],
      },
      {
        y: 360,
        cells: [
          [60, "200,00"],
          [120, "Heiße Luft pro Liter"],
          [290, "19%"],
          [346, "0,10 €"],
          [421, "20,00 €"],
        ],
      },
    ];
    expect(itemsOf(hashHeaded)).toEqual([
      ["Gestaltung (Stunde)", "1", 16000],
      ["Luftballon", "400", 31600],
      ["Heiße Luft pro Liter", "200", 2000],
    ]);
    const positions: PlacedRow[] = [
      {
        y: 300,
        cells: [
          [60, "Pos"],
          [120, "Beschreibung"],
          [346, "Preis"],
          [421, "Betrag"],
        ],
      },
      {
        y: 320,
        cells: [
          [60, "1"],
          [120, "Beratung"],
          [346, "90,00"],
          [421, "90,00"],
        ],
      },
      {
        y: 340,
        cells: [
          [60, "2"],
          [120, "Anfahrt"],
          [346, "0,50"],
          [421, "21,00"],
        ],
      },
    ];
    expect(itemsOf(positions).map(([, quantity]) => quantity)).toEqual([null, null]);
  });

  it("takes a record's name from the indented line above its numbers, not the codes beside them or the dates below", () => {
    // A record's numeric line: position, price, quantity and amount, with any code beside them.
    const numbers = (y: number, values: readonly string[], code?: PlacedCell): PlacedRow => ({
      y,
      cells: [
        ...[54, 323, 398, 497].map((x, index): PlacedCell => [x, values[index] ?? ""]),
        ...(code ? [code] : []),
      ],
    });
    const rows: PlacedRow[] = [
      {
        y: 300,
        cells: [
          [49, "Ligne"],
          [72, "CODE ARTICLE, NOM & DESIGNATION"],
          [300, "P.U. HT"],
          [386, "Qté"],
          [476, "TOTAL HT"],
        ],
      },
      { y: 320, cells: [[76, "# ligne BC: 1"]] },
      { y: 330, cells: [[125, "PRESTATION SUPPORT"]] },
      numbers(340, ["1", "60,00", "1,00", "60,00"], [69, "GLN:5987854125"]),
      { y: 350, cells: [[125, "Période de 01/12/2018 au 31/12/2018"]] },
      { y: 360, cells: [[85, "98745"]] },
      { y: 376, cells: [[125, "FOURNITURES DIVERSES"]] },
      numbers(386, ["2", "10,00", "3,00", "30,00"], [76, "# ligne BC: 3"]),
      { y: 396, cells: [[125, "Date début : 01/12/2018"]] },
      { y: 412, cells: [[125, "APPEL"]] },
      numbers(422, ["3", "5,00", "1,00", "5,00"]),
      { y: 432, cells: [[125, "Date fin : 31/12/2018"]] },
    ];
    expect(itemsOf(rows)).toEqual([
      ["PRESTATION SUPPORT", "1", 6000],
      ["FOURNITURES DIVERSES", "3", 3000],
      ["APPEL", "1", 500],
    ]);
  });

  it("reads priced lines over a sum that includes tax as gross prices, each item its net part", () => {
    const letter = (sumLabel: string): PlacedRow[] => [
      { y: 300, cells: [[71, "Versicherungsumfang:"]] },
      { y: 312, cells: [[71, "Vollkasko mit 300 € Selbstbeteiligung"]] },
      {
        y: 330,
        cells: [
          [71, "Kfz-Haftpflicht SF25 (30 %) Typkl. 18"],
          [436, "80,00 €"],
        ],
      },
      {
        y: 342,
        cells: [
          [71, "Vollkasko SF25 (30 %) Typkl. 21"],
          [431, "140,00 €"],
        ],
      },
      {
        y: 354,
        cells: [
          [71, sumLabel],
          [431, "220,00 €"],
        ],
      },
      {
        y: 366,
        cells: [
          [71, "Ausstehende Forderung am Ausstellungstag"],
          [431, "220,00 €"],
        ],
      },
    ];
    const items = extractInvoice(
      placedWords(letter("vierteljährlicher Beitrag inklusive 19 % Versicherungsteuer")),
    ).lineItems;
    expect(items.map((item) => [item.description, item.quantity, item.amountCents, item.vatRate])).toEqual([
      ["Kfz-Haftpflicht SF25 (30 %) Typkl. 18", "1", 6723, "19"],
      ["Vollkasko SF25 (30 %) Typkl. 21", "1", 11765, "19"],
    ]);
    // Without a rate the sum says nothing about the prices: no list is guessed.
    expect(itemsOf(letter("vierteljährlicher Beitrag"))).toEqual([]);
  });

  it("ends a wrapped name at a line that prints a number under a price column it could not read", () => {
    expect(
      itemsOf([
        {
          y: 300,
          cells: [
            [50, "Pos"],
            [150, "Beschreibung"],
            [260, "Listenpreis"],
            [360, "Menge"],
            [500, "Betrag"],
          ],
        },
        {
          y: 320,
          cells: [
            [55, "1"],
            [150, "Kfz-"],
            [260, "67,2244"],
            [360, "1 Stk"],
            [500, "80,00"],
          ],
        },
        { y: 331, cells: [[150, "Haftpflicht"]] },
        {
          y: 342,
          cells: [
            [162, "Bruttopreis"],
            [262, "80,0006"],
          ],
        },
      ]),
    ).toEqual([["Kfz-Haftpflicht", "1", 8000]]);
  });

  it("reads a table whose header lost its description word, taking the name column from the first row", () => {
    const rows = (header: PlacedRow): PlacedRow[] => [
      header,
      {
        y: 320,
        cells: [
          [60, "1,00"],
          [120, "Künstlerische Gestaltung"],
          [291, "7%"],
          [346, "160,00 €"],
          [421, "160,00 €"],
        ],
      },
      { y: 332, cells: [[120, "(Stunde)"]] },
      {
        y: 350,
        cells: [
          [60, "400,00"],
          [120, "Luftballon"],
          [291, "19%"],
          [346, "0,79 €"],
          [421, "316,00 €"],
        ],
      },
    ];
    expect(
      itemsOf(
        rows({
          y: 300,
          cells: [
            [60, "Menge"],
            [291, "USt."],
            [421, "Gesamtbetrag"],
          ],
        }),
      ),
    ).toEqual([
      ["Künstlerische Gestaltung (Stunde)", "1", 16000],
      ["Luftballon", "400", 31600],
    ]);
    // A totals block names number columns too, but no name stands between them: it is no table.
    expect(
      itemsOf([
        {
          y: 300,
          cells: [
            [313, "Netto EUR"],
            [397, "MwSt. EUR"],
            [475, "Brutto EUR"],
          ],
        },
        {
          y: 312,
          cells: [
            [205, "19,00% MwSt.:"],
            [331, "376,37"],
            [421, "71,51"],
            [499, "447,88"],
          ],
        },
      ]),
    ).toEqual([]);
  });
});
