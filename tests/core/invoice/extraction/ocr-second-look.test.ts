import { describe, expect, it } from "vitest";
import {
  adoptSecondLook,
  mergeAccents,
  rowsToReread,
  secondLookLanguage,
  takeSecondLook,
} from "../../../../core/invoice/extraction/ocr-second-look";
import type { OcrBox, OcrLine, OcrPage } from "../../../../core/invoice/extraction/ocr-words";
import { ocrPagesToDocument } from "../../../../core/invoice/extraction/ocr-words";

const LETTER = 15;

/** One printed line of OCR words at `y`, each word `[x, text]`, 26 px type. */
function line(y: number, words: ReadonlyArray<readonly [number, string]>): OcrLine {
  const boxes = words.map(([x, text]) => ({
    text,
    confidence: 90,
    bbox: { x0: x, y0: y, x1: x + text.length * LETTER, y1: y + 26 },
  }));
  const last = boxes[boxes.length - 1]?.bbox.x1 ?? 0;
  return {
    words: boxes,
    baseline: { x0: words[0]?.[0] ?? 0, y0: y + 26, x1: last, y1: y + 26 },
    bbox: { x0: words[0]?.[0] ?? 0, y0: y, x1: last, y1: y + 26 },
  };
}

function page(lines: OcrLine[]): OcrPage {
  return { pageNumber: 1, width: 1654, height: 2339, blocks: [{ paragraphs: [{ lines }] }] };
}

/** A German invoice page: a header, two item rows, a total. */
function germanInvoice(first: string, second: string): OcrPage {
  return page([
    line(100, [
      [100, "Rechnung"],
      [300, "Rechnungsnummer"],
      [600, "4711"],
    ]),
    line(700, [
      [150, "Pos"],
      [300, "Beschreibung"],
      [900, "Menge"],
      [1100, "Einzelpreis"],
      [1400, "Betrag"],
    ]),
    line(760, [
      [160, "1"],
      [300, first],
      [910, "10"],
      [1110, "100,00"],
      [1400, "1000,00"],
    ]),
    line(800, [
      [160, "2"],
      [300, second],
      [910, "1"],
      [1110, "20,50"],
      [1420, "20,50"],
    ]),
    line(900, [
      [300, "Zwischensumme"],
      [1400, "1020,50"],
    ]),
  ]);
}

function textsOf(ocr: OcrPage): string[] {
  return ocrPagesToDocument([ocr]).words.map((word) => word.text);
}

describe("a second look at the line-item rows", () => {
  it("adds the accents of a second reading to the letters both readings agree on", () => {
    expect(mergeAccents("Okosteuer", "Ökosteuer")).toBe("Ökosteuer");
    expect(mergeAccents("StoBfanger", "Stoßfänger")).toBe("Stoßfänger");
    expect(mergeAccents("Trennblatter", "Trennblätter")).toBe("Trennblätter");
    // The dots taken for part of another letter: one letter apart, the second reading accented.
    expect(mergeAccents("Zitronensdure", "Zitronensäure")).toBe("Zitronensäure");
    expect(mergeAccents("griin", "grün")).toBe("grün");
    expect(mergeAccents("Stoffänger", "Stoßfänger")).toBe("Stoßfänger");
  });

  it("never changes a letter, drops an accent or takes a word it does not match", () => {
    expect(mergeAccents("Zitronensaure", "Zitronensdure")).toBe("Zitronensaure");
    expect(mergeAccents("ÜBERWEISUNG", "UBERWEISUNG")).toBe("ÜBERWEISUNG");
    expect(mergeAccents("1000,00", "1000,08")).toBe("1000,00");
    expect(mergeAccents("Rabatt", "Rabett")).toBe("Rabatt");
    expect(mergeAccents("Halle", "Hallo")).toBe("Halle");
  });

  it("reads a page's language from its invoice words; English has no accents to win", () => {
    expect(secondLookLanguage(germanInvoice("Stahlcoil", "Ökosteuer"))).toBe("deu");
    const french = page([
      line(100, [
        [100, "Facture"],
        [300, "Date"],
        [500, "TVA"],
        [700, "Montant"],
      ]),
    ]);
    expect(secondLookLanguage(french)).toBe("fra");
    const english = page([
      line(100, [
        [100, "Invoice"],
        [300, "Date"],
        [500, "VAT"],
        [700, "Amount"],
      ]),
    ]);
    expect(secondLookLanguage(english)).toBeNull();
    // An English invoice from a French seller: its names carry French accents.
    const frenchNames = page([
      line(100, [
        [100, "Invoice"],
        [300, "Malaucène"],
        [500, "Nougat"],
        [600, "de"],
        [650, "Abbaye"],
      ]),
      line(140, [
        [100, "Huile"],
        [200, "d'olive"],
        [320, "à"],
        [350, "l'ancienne"],
      ]),
    ]);
    expect(secondLookLanguage(frenchNames)).toBe("fra");
  });

  it("reads the line-item rows again in the page's language and keeps everything else as read", async () => {
    const read = germanInvoice("StoBfanger", "Okosteuer");
    const asked: { box: OcrBox; language: string }[] = [];
    const checked = await takeSecondLook(read, async (box, language) => {
      asked.push({ box, language });
      // The second look sees the accents, and misreads a number the first reading had right.
      return box.y0 < 780 ? "1 Stoßfänger 10 100,00 1000,08" : "2 Ökosteuer 1 20,50 20,50";
    });
    expect(asked.map((call) => call.language)).toEqual(["deu", "deu"]);
    for (const { box } of asked) expect(box.x0).toBeLessThanOrEqual(160);
    const texts = textsOf(checked);
    expect(texts).toContain("Ökosteuer");
    expect(texts).toContain("1000,00");
    expect(texts).not.toContain("1000,08");
    expect(texts.some((text) => text.includes("fänger"))).toBe(true);
    // Outside the rows nothing is read again.
    expect(texts).toContain("Rechnung");
  });

  it("finds the rows of a table that goes on from the page before without a header", () => {
    const first = germanInvoice("Stahlcoil", "Ökosteuer");
    const lines = first.blocks?.[0]?.paragraphs[0]?.lines ?? [];
    // Page 1 ends after the first row; page 2 goes on with the second row and the total.
    const pageOne: OcrPage = { ...first, blocks: [{ paragraphs: [{ lines: lines.slice(0, 3) }] }] };
    const pageTwo: OcrPage = {
      ...first,
      pageNumber: 2,
      blocks: [{ paragraphs: [{ lines: lines.slice(3) }] }],
    };
    expect(rowsToReread(pageTwo)).toEqual([]);
    const rows = rowsToReread(pageTwo, [pageOne]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.y0).toBeLessThanOrEqual(800);
    expect(rows[0]?.y1).toBeGreaterThanOrEqual(826);
  });

  it("keeps the first reading when the second look's engine fails", async () => {
    const read = germanInvoice("StoBfanger", "Okosteuer");
    const failing = async (): Promise<string> => {
      throw new Error("worker failed to load");
    };
    expect(await takeSecondLook(read, failing)).toBe(read);
  });

  it("leaves a page without line items, or in English, as it was", async () => {
    let calls = 0;
    const reader = async (): Promise<string> => {
      calls++;
      return "";
    };
    const letter = page([line(100, [[100, "Sehr geehrte Damen und Herren, die Rechnung folgt"]])]);
    expect(await takeSecondLook(letter, reader)).toBe(letter);
    expect(calls).toBe(0);
  });

  it("takes back an elision, drops a speck read as a dash and splits a number glued to a word", () => {
    const box = { x0: 0, y0: 0, x1: 1654, y1: 200 };
    const read = page([
      line(100, [
        [100, "Nougat"],
        [200, "de"],
        [240, "Abbaye"],
      ]),
      line(140, [
        [100, "Lebensgefährte/in-"],
        [400, "-zur"],
        [600, "0815Windschutzscheibe"],
      ]),
    ]);
    const checked = adoptSecondLook(read, [
      { box, text: "Nougat de l'Abbaye\nLebensgefährte/in zur 0815 Windschutzscheibe" },
    ]);
    const words = ocrPagesToDocument([checked]).words;
    expect(words.map((word) => word.text)).toEqual([
      "Nougat",
      "de",
      "l'Abbaye",
      "Lebensgefährte/in",
      "zur",
      "0815",
      "Windschutzscheibe",
    ]);
    // The split word's parts share its box: the number stays left of the name.
    const [number, name] = words.slice(-2);
    expect(number && name && number.x + number.width <= name.x + 0.01).toBe(true);
  });

  it("keeps a dash, elision or number the second reading also has, or does not explain", () => {
    const box = { x0: 0, y0: 0, x1: 1654, y1: 200 };
    const read2 = page([
      line(100, [
        [100, "-Karte"],
        [300, "4711Muster"],
        [600, "Abbaye"],
        [800, "Kfz-"],
      ]),
    ]);
    const checked = adoptSecondLook(read2, [{ box, text: "-Karte 4711 Master d'Abbey Kfz-" }]);
    expect(textsOf(checked)).toEqual(["-Karte", "4711Muster", "Abbaye", "Kfz-"]);
  });

  it("adopts accents only for words inside a row read again, and only from the same word", () => {
    const read = page([line(100, [[100, "Okosteuer"]]), line(300, [[100, "Okosteuer"]])]);
    const box = { x0: 90, y0: 90, x1: 400, y1: 140 };
    const checked = adoptSecondLook(read, [{ box, text: "Ökosteuer" }]);
    expect(textsOf(checked)).toEqual(["Ökosteuer", "Okosteuer"]);
    const other = page([line(100, [[100, "Kosten"]])]);
    expect(textsOf(adoptSecondLook(other, [{ box, text: "Köln" }]))).toEqual(["Kosten"]);
  });
});
