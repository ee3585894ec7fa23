import { describe, expect, it } from "vitest";
import { type OcrLine, type OcrPage, ocrPageToWords } from "../../../../core/invoice/extraction/ocr-words";

type Box = [text: string, x0: number, y0: number, x1: number, y1: number, confidence?: number];

function line(words: readonly Box[]): OcrLine {
  return {
    words: words.map(([text, x0, y0, x1, y1, confidence = 90]) => ({
      text,
      confidence,
      bbox: { x0, y0, x1, y1 },
    })),
    baseline: { x0: words[0]?.[1] ?? 0, y0: 124, x1: words.at(-1)?.[3] ?? 0, y1: 124 },
    bbox: { x0: 0, y0: 0, x1: 0, y1: 0 },
  };
}

function pageOf(words: readonly Box[]): OcrPage {
  return { pageNumber: 1, width: 1000, height: 1000, blocks: [{ paragraphs: [{ lines: [line(words)] }] }] };
}

function textsOf(words: readonly Box[]): string[] {
  return ocrPageToWords(pageOf(words)).map((word) => word.text);
}

describe("OCR words keep tesseract's confidence", () => {
  it("on each word, and the lower of the two on an amount split after its comma", () => {
    const words = ocrPageToWords(
      pageOf([
        ["KEDAI", 100, 100, 180, 124, 93],
        ["11,", 200, 100, 240, 124, 91],
        ["76", 245, 100, 275, 124, 62],
      ]),
    );
    expect(words.map((word) => [word.text, word.confidence])).toEqual([
      ["KEDAI", 93],
      ["11,76", 62],
    ]);
  });
});

describe("OCR words tesseract is unsure of", () => {
  it("keeps a word of print size it found in no dictionary (confidence 0), and drops a small one", () => {
    expect(
      textsOf([
        ["1", 100, 100, 110, 124],
        ["GTIN", 150, 100, 215, 124, 0],
        ["Zitronensäure", 230, 100, 430, 124],
        ["oa", 450, 118, 470, 122, 4],
      ]),
    ).toEqual(["1", "GTIN", "Zitronensäure"]);
  });

  it("drops an unsure word with signs no printed word has, or one far taller than its line", () => {
    expect(
      textsOf([
        ["Qua_ifizingains", 100, 100, 330, 124, 15],
        ["ÉD", 340, 80, 400, 150, 0],
        ["Textart:", 420, 100, 520, 124],
      ]),
    ).toEqual(["Textart:"]);
  });
});

describe("OCR dashes", () => {
  it("keeps a printed dash and drops a hair-thin scratch read as one", () => {
    expect(
      textsOf([
        ["Stoff", 100, 100, 180, 124],
        ["-", 190, 110, 202, 113],
        ["rot", 212, 100, 260, 124],
        ["-", 280, 101, 282, 124],
      ]),
    ).toEqual(["Stoff", "-", "rot"]);
  });
});

describe("OCR quotation marks", () => {
  it("pairs a German quote on one line: a comma opening it becomes „, a straight close becomes “", () => {
    expect(
      textsOf([
        ["Hot", 100, 100, 150, 124],
        [",heiße", 160, 100, 250, 124],
        ['Luft"', 260, 100, 330, 124],
      ]),
    ).toEqual(["Hot", "„heiße", "Luft“"]);
  });
});

describe("OCR return-address lines", () => {
  it("reads the small dots between the parts of a return address as •, whatever letter OCR saw", () => {
    expect(
      textsOf([
        ["Bei", 100, 100, 121, 112],
        ["Spiel", 130, 99, 163, 114],
        ["GmbH", 173, 100, 215, 112],
        ["+", 237, 104, 244, 111],
        ["Ecke12", 266, 100, 323, 112],
        ["e", 345, 105, 351, 111],
        ["12345", 375, 100, 417, 112],
      ]),
    ).toEqual(["Bei", "Spiel", "GmbH", "•", "Ecke12", "•", "12345"]);
  });

  it("leaves a single small letter or sign alone: one is not a separator pattern", () => {
    expect(
      textsOf([
        ["Plan", 100, 100, 140, 112],
        ["e", 150, 105, 156, 111],
        ["Gebouw", 166, 100, 230, 112],
      ]),
    ).toEqual(["Plan", "e", "Gebouw"]);
  });
});
