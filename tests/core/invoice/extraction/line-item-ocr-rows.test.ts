import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../core/invoice/extraction/extract-invoice";
import type { DocumentWords, LineItem, Word } from "../../../../core/invoice/extraction/types";

/** One OCR word: boxes hug the ink, in pixels of a 200 dpi page, 26 px type. */
type Placed = [x: number, text: string];
type Row = { y: number; words: readonly Placed[] };

const HEIGHT = 26;
const LETTER = 15;

function scanned(rows: readonly Row[]): DocumentWords {
  const words: Word[] = rows.flatMap(({ y, words: placed }) =>
    placed.map(([x, text]) => ({ page: 1, x, y, width: text.length * LETTER, height: HEIGHT, text })),
  );
  return { pages: [{ page: 1, width: 1654, height: 2339 }], words };
}

function itemsOf(rows: readonly Row[]): [string, string | null, number | null, number][] {
  return extractInvoice(scanned(rows), "ocr").lineItems.map((item: LineItem) => [
    item.description,
    item.quantity,
    item.unitPriceCents,
    item.amountCents,
  ]);
}

/** A monospaced header: Pos | Beschreibung | (another column) | Nettopreis | Menge | USt. | Betrag. */
function header(unitPriceWord = "Nettopreis", otherColumn?: Placed): Row {
  return {
    y: 700,
    words: [
      [150, "Pos"],
      [420, "Beschreibung"],
      ...(otherColumn ? [otherColumn] : []),
      [900, unitPriceWord],
      [1080, "Menge"],
      [1260, "USt."],
      [1400, "Betrag"],
    ],
  };
}

describe("line items read from OCR rows", () => {
  it("keeps a description's last words when OCR sets a monospaced word space wider than half the type", () => {
    // "Mischpalette Joghurt Karton 3" in Courier: each word space reads as ~17 px of paper, and the
    // last two words reach past the description header's right edge, still left of "Nettopreis".
    const items = itemsOf([
      header(),
      {
        y: 760,
        words: [
          [157, "6"],
          [420, "Mischpalette"],
          [617, "Joghurt"],
          [739, "Karton"],
          [844, "3"],
          [905, "29,1000"],
          [1090, "2"],
          [1110, "Stk"],
          [1270, "7%"],
          [1420, "58,20"],
        ],
      },
      {
        y: 795,
        words: [
          [420, "x"],
          [452, "20"],
        ],
      },
    ]);
    expect(items[0]?.[0]).toBe("Mischpalette Joghurt Karton 3 x 20");
    expect(items[0]?.[1]).toBe("2");
    expect(items[0]?.[3]).toBe(5820);
  });

  it("does not add a labelled price to the name when OCR glued the number to the colon", () => {
    // "Bruttopreis :80,0006" — the number's centre falls under the next column, the label alone
    // under the description, the number under a column we do not read: the line is still a detail
    // line, not more of the item's name.
    const items = itemsOf([
      header("Nettopreis", [690, "Lief."]),
      {
        y: 760,
        words: [
          [160, "1"],
          [420, "Kfz-Haftpflicht"],
          [905, "67,2269"],
          [1090, "1"],
          [1110, "Stk"],
          [1270, "0%"],
          [1420, "80,00"],
        ],
      },
      {
        y: 795,
        words: [
          [420, "SF25"],
          [495, "(30"],
          [545, "%)"],
        ],
      },
      {
        y: 830,
        words: [
          [450, "Bruttopreis"],
          [700, ":80,0006"],
        ],
      },
      {
        y: 900,
        words: [
          [140, "Nettobetrag"],
          [1420, "80,00"],
        ],
      },
    ]);
    expect(items.map((item) => item[0])).toEqual(["Kfz-Haftpflicht SF25 (30 %)"]);
  });

  it("gives a pack size that ends a scanned item's name its litre sign; a text layer keeps what it prints", () => {
    const row: Row = {
      y: 760,
      words: [
        [160, "5"],
        [420, "Leergutpfand"],
        [620, "20"],
        [660, "x"],
        [690, "0,51"],
        [905, "3,10"],
        [1090, "15"],
        [1125, "Stk"],
        [1270, "19%"],
        [1420, "46,50"],
      ],
    };
    expect(itemsOf([header(), row])[0]?.[0]).toBe("Leergutpfand 20 x 0,5l");
    const textLayer = extractInvoice(scanned([header(), row]), "text-layer").lineItems[0];
    expect(textLayer?.description).toBe("Leergutpfand 20 x 0,51");
  });

  it("reads a header word that carries a table rule's remnant ('_Nettopreis') as its column", () => {
    const row: Row = {
      y: 760,
      words: [
        [160, "1"],
        [420, "Stahlcoil"],
        [905, "100,00"],
        [1090, "10"],
        [1125, "Stk"],
        [1270, "0%"],
        [1400, "1000,00"],
      ],
    };
    expect(itemsOf([header("_Nettopreis"), row])[0]).toEqual(["Stahlcoil", "10", 10000, 100000]);
  });
});
