import { describe, expect, it } from "vitest";
import {
  type OcrLine,
  type OcrPage,
  ocrPageToWords,
  rotateOcrPage,
} from "../../../../core/invoice/extraction/ocr-words";
import { cleanScan, estimatePageSkew, otsuThreshold } from "../../../../core/invoice/extraction/scan-clean";
import type { RgbaImage } from "../../../../core/invoice/extraction/scan-preprocess";

const WIDTH = 800;
const HEIGHT = 600;

/** A grey page with rows of "words" (dark blocks) and one long table rule, turned by `degrees`. */
function crookedPage(degrees: number): RgbaImage {
  const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4).fill(225);
  const angle = (degrees * Math.PI) / 180;
  const ink = (x: number, y: number): void => {
    const px = Math.round(WIDTH / 2 + (x - WIDTH / 2) * Math.cos(angle) - (y - HEIGHT / 2) * Math.sin(angle));
    const py = Math.round(
      HEIGHT / 2 + (x - WIDTH / 2) * Math.sin(angle) + (y - HEIGHT / 2) * Math.cos(angle),
    );
    if (px < 0 || py < 0 || px >= WIDTH || py >= HEIGHT) return;
    const at = (py * WIDTH + px) * 4;
    data[at] = 30;
    data[at + 1] = 30;
    data[at + 2] = 30;
  };
  for (let row = 0; row < 12; row++)
    for (let word = 0; word < 6; word++)
      for (let y = 0; y < 14; y++)
        for (let x = 0; x < 70; x++) if (x % 11 < 8) ink(80 + word * 110 + x, 60 + row * 40 + y);
  for (let x = 60; x < 740; x++) for (let y = 0; y < 2; y++) ink(x, 540 + y);
  for (let index = 3; index < data.length; index += 4) data[index] = 255;
  return { width: WIDTH, height: HEIGHT, data };
}

function inkAt(image: RgbaImage, x: number, y: number): boolean {
  return (image.data[(y * image.width + x) * 4] ?? 255) < 128;
}

describe("cleaning a scanned page before OCR", () => {
  it("separates ink from paper with Otsu's threshold", () => {
    const grey = new Uint8Array([...new Array(90).fill(230), ...new Array(10).fill(40)]);
    const threshold = otsuThreshold(grey);
    expect(threshold).toBeGreaterThanOrEqual(40);
    expect(threshold).toBeLessThan(230);
  });

  it("measures the skew of the text rows either way", () => {
    for (const degrees of [-1.5, 0, 1.2]) {
      const page = crookedPage(degrees);
      const ink = new Uint8Array(WIDTH * HEIGHT).map((_, index) =>
        inkAt(page, index % WIDTH, Math.floor(index / WIDTH)) ? 1 : 0,
      );
      expect(Math.abs((estimatePageSkew(ink, WIDTH, HEIGHT) * 180) / Math.PI - degrees)).toBeLessThanOrEqual(
        0.15,
      );
    }
  });

  it("straightens the page, keeps the words black on white and removes the table rule", () => {
    const { image, angle } = cleanScan(crookedPage(1.4));
    expect((angle * 180) / Math.PI).toBeCloseTo(1.4, 0);
    // A word block is back on its straight row; the rule below the rows is gone.
    expect(inkAt(image, 81 + 110 * 5, 61)).toBe(true);
    let ruleInk = 0;
    for (let x = 100; x < 700; x++) for (let y = 530; y < 550; y++) if (inkAt(image, x, y)) ruleInk++;
    expect(ruleInk).toBe(0);
    expect(image.data[0]).toBe(255);
  });

  it("removes a thin rule the threshold broke into dashes, and keeps a row of serifs along a baseline", () => {
    const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4).fill(225);
    const ink = (x: number, y: number): void => {
      const at = (y * WIDTH + x) * 4;
      data.fill(30, at, at + 3);
    };
    // Letters with a stem and a foot (a serif either side) every 11 px, as in Courier.
    for (let letter = 0; letter < 50; letter++) {
      const x = 100 + letter * 11;
      for (let y = 300; y < 314; y++) for (const dx of [0, 1]) ink(x + dx, y);
      for (let dx = -3; dx <= 4; dx++) for (const y of [312, 313]) ink(x + dx, y);
    }
    // A hairline cell border 16 px under the text, broken into 20 px dashes.
    for (let x = 80; x < 700; x++) if (x % 23 < 20) for (const y of [330, 331]) ink(x, y);
    for (let index = 3; index < data.length; index += 4) data[index] = 255;
    const { image } = cleanScan({ width: WIDTH, height: HEIGHT, data });
    let ruleInk = 0;
    for (let x = 80; x < 700; x++) for (let y = 328; y < 334; y++) if (inkAt(image, x, y)) ruleInk++;
    expect(ruleInk).toBe(0);
    let feet = 0;
    for (let letter = 0; letter < 50; letter++) if (inkAt(image, 100 + letter * 11 - 3, 313)) feet++;
    expect(feet).toBe(50);
    expect(inkAt(image, 100, 305)).toBe(true);
  });
});

function line(words: Array<[string, number, number, number, number]>, baselineY: number): OcrLine {
  return {
    words: words.map(([text, x0, y0, x1, y1]) => ({ text, confidence: 90, bbox: { x0, y0, x1, y1 } })),
    baseline: { x0: words[0]?.[1] ?? 0, y0: baselineY, x1: words.at(-1)?.[3] ?? 0, y1: baselineY },
    bbox: { x0: 0, y0: 0, x1: 0, y1: 0 },
  };
}

function page(lines: OcrLine[]): OcrPage {
  return { pageNumber: 1, width: 1000, height: 1000, blocks: [{ paragraphs: [{ lines }] }] };
}

describe("OCR words as a text layer would give them", () => {
  it("gives the words of one printed line one height and one baseline, whatever their letters", () => {
    const words = ocrPageToWords(
      page([
        line(
          [
            ["Stylesheet", 100, 100, 263, 123],
            ["zur", 284, 105, 330, 117],
          ],
          118,
        ),
      ]),
    );
    expect(words.map((w) => w.text)).toEqual(["Stylesheet", "zur"]);
    expect(words[0]?.height).toBe(words[1]?.height);
    expect(words[0]?.y).toBe(words[1]?.y);
    // The gap between two words of a sentence is less than one font size, as in a text layer.
    expect((words[1]?.x ?? 0) - ((words[0]?.x ?? 0) + (words[0]?.width ?? 0))).toBeLessThan(
      words[0]?.height ?? 0,
    );
  });

  it("joins an amount split after its decimal comma and drops speckle read as punctuation", () => {
    const words = ocrPageToWords(
      page([
        line(
          [
            ["Total", 100, 100, 180, 124],
            [":", 300, 120, 303, 123],
            ["11,", 600, 100, 640, 124],
            ["76", 648, 100, 680, 124],
          ],
          122,
        ),
      ]),
    );
    expect(words.map((w) => w.text)).toEqual(["Total", "11,76"]);
  });

  it("turns boxes read on a straightened page back onto the crooked original", () => {
    const straight = page([line([["Amount", 400, 490, 600, 510]], 508)]);
    const angle = (1.5 * Math.PI) / 180;
    const back = rotateOcrPage(rotateOcrPage(straight, angle), -angle);
    const word = back.blocks?.[0]?.paragraphs[0]?.lines[0]?.words[0];
    expect(word?.bbox.x0).toBeCloseTo(400, 6);
    expect(word?.bbox.y1).toBeCloseTo(510, 6);
    // On the crooked page the words sit where the page turned them, and come out straight again.
    const words = ocrPageToWords(rotateOcrPage(straight, angle));
    expect(words[0]?.x).toBeCloseTo(400, 0);
  });
});

describe("OCR lines without a baseline", () => {
  it("sits the words on their median bottom instead", () => {
    const flat = line(
      [
        ["Amount", 100, 100, 200, 124],
        ["due", 210, 106, 250, 124],
      ],
      0,
    );
    const words = ocrPageToWords(page([{ ...flat, baseline: { x0: 0, y0: 0, x1: 0, y1: 0 } }]));
    expect(words[0]?.y).toBe(words[1]?.y);
    expect((words[0]?.y ?? 0) + (words[0]?.height ?? 0)).toBeGreaterThan(110);
  });
});
