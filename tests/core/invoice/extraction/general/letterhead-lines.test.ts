import { describe, expect, it } from "vitest";
import { buildLayout } from "../../../../../core/invoice/extraction/layout";
import { type PdfTextItem, pageTextToWords } from "../../../../../core/invoice/extraction/pdf-words";
import type { Word } from "../../../../../core/invoice/extraction/types";

/** A word at (x, top) in top-left page space, `size` pt type, about half an em per character. */
function word(text: string, x: number, y: number, size: number): Word {
  return { page: 1, x, y, width: text.length * size * 0.5, height: size, text };
}

/** Words of one line, left to right from `x`, a space of a third of the type size between them. */
function line(text: string, x: number, y: number, size: number): Word[] {
  const words: Word[] = [];
  let left = x;
  for (const part of text.split(" ")) {
    words.push(word(part, left, y, size));
    left += part.length * size * 0.5 + size / 3;
  }
  return words;
}

function linesOf(words: readonly Word[]): string[] {
  return buildLayout({ pages: [{ page: 1, width: 595, height: 842 }], words }).lines.map((l) => l.text);
}

describe("a small two-line block beside a tall letterhead line (Chromium print-to-PDF)", () => {
  // Measured on a printed letterhead: a 12 pt name, a right-aligned 6 pt block whose second line
  // is longer, so its first word stands left of the first line and beside the name.
  const name = line("RENOVATIE WOUTERS", 45, 16, 12);
  const slogan = line("Bouw · Verbouwing · Dakwerken", 470, 15.4, 6);
  const street = line("Steenweg op Antwerpen 212, 2800 Mechelen", 441, 22.2, 6);

  it("keeps the name, the block's first line and its second line apart", () => {
    expect(linesOf([...name, ...slogan, ...street])).toEqual([
      "RENOVATIE WOUTERS",
      "Bouw · Verbouwing · Dakwerken",
      "Steenweg op Antwerpen 212, 2800 Mechelen",
    ]);
  });

  it("keeps a small sender block at the left before a tall title at the right", () => {
    const sender = line("Nimbus Cloudworks Ltd", 46, 48, 9);
    const street = line("4th Floor, 21 Cheapside", 46, 57, 9);
    const title = line("TAX INVOICE", 392, 48.4, 21);
    expect(linesOf([...title, ...sender, ...street])).toEqual([
      "Nimbus Cloudworks Ltd",
      "TAX INVOICE",
      "4th Floor, 21 Cheapside",
    ]);
  });

  it("reads the same lines whatever order the content stream gives the words in", () => {
    expect(linesOf([...street, ...slogan, ...name])).toEqual(linesOf([...name, ...slogan, ...street]));
  });

  it("still reads a small label beside a big amount on one baseline as one line", () => {
    const label = line("BALANCE DUE", 434, 356.2, 7.5);
    const amount = word("$1,317.40", 502, 354.1, 12);
    expect(linesOf([...label, amount])).toEqual(["BALANCE DUE $1,317.40"]);
  });

  it("still reads a big title beside a small one-line label as one line", () => {
    expect(linesOf([...line("Fieldfinch", 51, 52.8, 16.5), ...line("INVOICE", 466, 58.8, 9)])).toEqual([
      "Fieldfinch INVOICE",
    ]);
  });
});

/** A pdf.js run at (x, baseline y) in PDF space (origin bottom-left). */
function run(str: string, x: number, y: number, size: number): PdfTextItem {
  return { str, transform: [size, 0, 0, size, x, y], width: str.length * size * 0.5, height: size };
}

describe("Chromium's header and footer templates come last in the content stream", () => {
  it("reads the running header first and the footer last, as they stand on the page", () => {
    const words = pageTextToWords({
      pageNumber: 1,
      width: 595,
      height: 842,
      viewportTransform: [1, 0, 0, -1, 0, 842],
      items: [
        run("Factuur 2025/0031", 45, 700, 10),
        run("Totaal € 1.234,56", 45, 400, 10),
        // The templates, drawn after the body.
        run("Wouters BV · Mechelen", 45, 815, 7),
        run("BTW BE0123.456.789 · pagina 1/2", 45, 20, 7),
      ],
    });
    expect(linesOf(words)).toEqual([
      "Wouters BV · Mechelen",
      "Factuur 2025/0031",
      "Totaal € 1.234,56",
      "BTW BE0123.456.789 · pagina 1/2",
    ]);
  });
});
