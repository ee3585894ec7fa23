import { describe, expect, it } from "vitest";
import { cleanScan, medianTextHeight } from "../../../../core/invoice/extraction/scan-clean";
import type { RgbaImage } from "../../../../core/invoice/extraction/scan-preprocess";

/**
 * A till roll as OCR gets it (ADR 273): narrow and long (a 25th of its width is 28 px, as long as the strokes of
 * its large type), with lines of small print 20 px high below a title drawn by each test.
 */
const WIDTH = 700;
const HEIGHT = 1200;

interface TillRoll {
  readonly image: RgbaImage;
  readonly ink: (x: number, y: number) => void;
}

function tillRoll(): TillRoll {
  const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4).fill(235);
  for (let index = 3; index < data.length; index += 4) data[index] = 255;
  const ink = (x: number, y: number): void => {
    const at = (y * WIDTH + x) * 4;
    data.fill(25, at, at + 3);
  };
  // Twenty lines of small print: 9 px wide letters with a 2 px stem, 20 px high, 14 px between lines.
  for (let row = 0; row < 20; row++)
    for (let letter = 0; letter < 40; letter++) {
      const x = 60 + letter * 14;
      const top = 220 + row * 34;
      for (let y = top; y < top + 20; y++) for (const dx of [0, 1]) ink(x + dx, y);
      for (let dx = 0; dx < 9; dx++) for (const y of [top, top + 1]) ink(x + dx, y);
    }
  return { image: { width: WIDTH, height: HEIGHT, data }, ink };
}

function inkAt(image: RgbaImage, x: number, y: number): boolean {
  return (image.data[(y * image.width + x) * 4] ?? 255) < 128;
}

function inkIn(image: RgbaImage, x0: number, x1: number, y0: number, y1: number): number {
  let count = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (inkAt(image, x, y)) count++;
  return count;
}

describe("cleaning a till roll keeps its large type", () => {
  it("measures the height of a line of text from the bands of inked rows", () => {
    const { image, ink } = tillRoll();
    const binary = new Uint8Array(WIDTH * HEIGHT);
    for (let index = 0; index < binary.length; index++)
      binary[index] = (image.data[index * 4] ?? 255) < 128 ? 1 : 0;
    expect(medianTextHeight(binary, WIDTH, HEIGHT)).toBe(20);
    // A tall table band among many lines does not move it.
    for (let y = 20; y < 200; y++) ink(100, y);
    expect(medianTextHeight(binary, WIDTH, HEIGHT)).toBe(20);
  });

  it("keeps the touching top bars of a bold header ('STER') and still removes a rule under it", () => {
    const { image, ink } = tillRoll();
    // Eight bold capitals 36 px high whose 6 px top bars touch: one run of 320 px along the row.
    // Every other one has a single stem in the middle (T), the others a stem either side (R, N).
    for (let letter = 0; letter < 8; letter++) {
      const x = 80 + letter * 40;
      const stems = letter % 2 === 0 ? [16] : [2, 30];
      for (let y = 60; y < 66; y++) for (let dx = 0; dx < 40; dx++) ink(x + dx, y);
      for (const stem of stems)
        for (let y = 66; y < 96; y++) for (let dx = 0; dx < 8; dx++) ink(x + stem + dx, y);
    }
    // A table rule 3 px thick across the roll under the header.
    for (let x = 40; x < 660; x++) for (let y = 150; y < 153; y++) ink(x, y);
    const { image: cleaned } = cleanScan(image);
    // The bars between the stems (the crossbars of T, E, R) are still there.
    expect(inkIn(cleaned, 80, 400, 60, 66)).toBeGreaterThan(0.9 * 320 * 6);
    expect(inkIn(cleaned, 40, 660, 148, 156)).toBe(0);
  });

  it("keeps the stems of a large title and of a dot-matrix title, and still removes a column rule", () => {
    const { image, ink } = tillRoll();
    // A solid title 44 px high (longer than a 25th of the roll's width, shorter than 2.5 lines).
    for (let letter = 0; letter < 6; letter++)
      for (let y = 40; y < 84; y++) for (let dx = 0; dx < 4; dx++) ink(80 + letter * 30 + dx, y);
    // A dot-matrix title 44 px high: stems of 2 px dots 2 px apart, which line up like a dashed rule.
    for (let letter = 0; letter < 6; letter++)
      for (let y = 110; y < 154; y += 4) for (let dy = 0; dy < 2; dy++) ink(380 + letter * 30, y + dy);
    // A column rule down the whole roll: long enough to be a rule whatever the line height.
    for (let y = 20; y < 880; y++) for (let dx = 0; dx < 2; dx++) ink(20 + dx, y);
    const { image: cleaned } = cleanScan(image);
    for (let letter = 0; letter < 6; letter++) {
      expect(inkIn(cleaned, 80 + letter * 30, 84 + letter * 30, 40, 84)).toBeGreaterThan(0.9 * 4 * 44);
      expect(inkIn(cleaned, 380 + letter * 30, 381 + letter * 30, 110, 154)).toBeGreaterThan(15);
    }
    expect(inkIn(cleaned, 18, 24, 20, 880)).toBe(0);
  });
});
