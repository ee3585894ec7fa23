import { describe, expect, it } from "vitest";
import type { PdfTextItem } from "../../../../core/invoice/extraction/pdf-words";
import { wordsOfPdfItems } from "./pdf-items";

/** A pdf.js run at (x, baseline y) in PDF space, in `size` pt type. */
function run(str: string, x: number, width: number, size = 10, y = 780): PdfTextItem {
  return { str, transform: [size, 0, 0, size, x, y], width, height: size };
}

/** How Chromium's print-to-PDF gives letter-spaced type and synthesised small caps (ADR 310). */
describe("letter-spaced and small-caps type from a browser's PDF", () => {
  it("joins a letter-spaced run that pdf.js gives as one item with spaces between the letters", () => {
    expect(wordsOfPdfItems([run("F J Ä L L N Ä T", 48.75, 93.05, 15), run("Faktura", 497, 50, 15)])).toEqual([
      "FJÄLLNÄT",
      "Faktura",
    ]);
  });

  it("joins small caps given glyph by glyph in two sizes, and keeps the word gaps", () => {
    // "Maple & Finch Photography" in font-variant: small-caps with 0.5 px letter spacing.
    const glyphs: [string, number, number, number][] = [
      ["M", 45.75, 9.05, 9.75],
      ["A", 55.18, 4.57, 6.75],
      ["P", 60.12, 4.05, 6.75],
      ["L", 64.55, 3.47, 6.75],
      ["E", 68.39, 3.9, 6.75],
      [" ", 72.29, 4.33, 6.75],
      ["& F", 75.54, 15.7, 9.75],
      ["I", 91.61, 1.89, 6.75],
      ["N", 93.88, 5.15, 6.75],
      ["C", 99.41, 4.51, 6.75],
      ["H", 104.29, 5.15, 6.75],
      [" ", 109.44, 4.33, 6.75],
      ["P", 112.69, 5.85, 9.75],
      ["H", 118.92, 5.15, 6.75],
      ["O", 124.45, 5.4, 6.75],
      ["T", 130.01, 3.99, 6.75],
      ["O", 134.15, 5.4, 6.75],
    ];
    expect(wordsOfPdfItems(glyphs.map(([str, x, width, size]) => run(str, x, width, size)))).toEqual([
      "MAPLE",
      "&",
      "FINCH",
      "PHOTO",
    ]);
  });

  it("joins a letter-spaced label of two words and splits it where the word gap is", () => {
    // "INVOICE TO" with 2 px letter spacing: each glyph its own item, the word gap wider.
    const letters = "INVOICE".split("").map((letter, index) => run(letter, 219 + index * 6.5, 4.5, 6));
    expect(
      wordsOfPdfItems([
        ...letters,
        run("T", 219 + 7 * 6.5 + 2.7, 4.2, 6),
        run("O", 219 + 7 * 6.5 + 8.9, 4.6, 6),
      ]),
    ).toEqual(["INVOICE", "TO"]);
  });

  it("leaves ordinary short words alone: initials, a quantity column, 'a' and 'I'", () => {
    expect(wordsOfPdfItems([run("J. H. Bakker h.o.d.n. Bakker Installatietechniek", 40, 200)])).toEqual([
      "J.",
      "H.",
      "Bakker",
      "h.o.d.n.",
      "Bakker",
      "Installatietechniek",
    ]);
    expect(wordsOfPdfItems([run("I had a look at it", 40, 80)])).toEqual([
      "I",
      "had",
      "a",
      "look",
      "at",
      "it",
    ]);
  });
});

describe("small caps without letter spacing", () => {
  it("joins capitals in two sizes that touch, and glyphs kerned into each other", () => {
    // "Renovatie Wouters" in small caps: "R" at 12 pt, the rest at 8.25 pt, "V"+"A" kerned.
    const glyphs: [string, number, number, number][] = [
      ["R", 45.35, 8.67, 12],
      ["ENOV", 54.02, 22.84, 8.25],
      ["A", 76.79, 5.96, 8.25],
      ["TIE", 82.74, 13.61, 8.25],
      ["W", 100.0, 11.2, 12],
      ["OUTERS", 111.2, 34.0, 8.25],
    ];
    expect(wordsOfPdfItems(glyphs.map(([str, x, width, size]) => run(str, x, width, size)))).toEqual([
      "RENOVATIE",
      "WOUTERS",
    ]);
  });
});
