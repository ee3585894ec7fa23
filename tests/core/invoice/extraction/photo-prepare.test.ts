import { describe, expect, it } from "vitest";
import { deskewPhoto, estimatePhotoSkew } from "../../../../core/invoice/extraction/photo/deskew-photo";
import { type GreyImage, greyToRgba, rgbaToGrey } from "../../../../core/invoice/extraction/photo/grey-image";
import { mapOcrPage, mapPreparedPhotoPage } from "../../../../core/invoice/extraction/photo/map-ocr-page";
import { normaliseContrast } from "../../../../core/invoice/extraction/photo/normalise-contrast";
import { findPaperQuad, type Point } from "../../../../core/invoice/extraction/photo/paper-quad";
import { flattenQuad, homography } from "../../../../core/invoice/extraction/photo/perspective";
import { preparePhoto } from "../../../../core/invoice/extraction/photo/prepare-photo";
import { estimatePageSkew, otsuThreshold } from "../../../../core/invoice/extraction/scan-clean";

const SURFACE = 60;
const PAPER = 235;
const INK = 30;
const RECEIPT = { width: 300, height: 600 };

/** Rows of dark bars ("words") on a receipt of RECEIPT's size, in its own upright coordinates. */
function receiptAt(x: number, y: number): number | null {
  if (x < 0 || y < 0 || x >= RECEIPT.width || y >= RECEIPT.height) return null;
  const inRow = (y - 30) % 36 < 12 && y >= 30 && y < RECEIPT.height - 30;
  const inWord = x >= 24 && x < RECEIPT.width - 24 && (x - 24) % 64 < 52;
  return inRow && inWord ? INK : PAPER;
}

/** A photo of the receipt on a dark table, turned by `degrees` around the photo's centre. */
function photoOfReceipt(degrees: number, size = { width: 700, height: 900 }): GreyImage {
  const angle = (degrees * Math.PI) / 180;
  const data = new Uint8Array(size.width * size.height);
  for (let y = 0; y < size.height; y++)
    for (let x = 0; x < size.width; x++) {
      const dx = x - size.width / 2;
      const dy = y - size.height / 2;
      const rx = dx * Math.cos(angle) + dy * Math.sin(angle) + RECEIPT.width / 2;
      const ry = -dx * Math.sin(angle) + dy * Math.cos(angle) + RECEIPT.height / 2;
      data[y * size.width + x] = receiptAt(Math.floor(rx), Math.floor(ry)) ?? SURFACE;
    }
  return { ...size, data };
}

/** Where a corner of the upright receipt lands in `photoOfReceipt(degrees)`. */
function photoCorner(degrees: number, x: number, y: number, size = { width: 700, height: 900 }): Point {
  const angle = (degrees * Math.PI) / 180;
  const dx = x - RECEIPT.width / 2;
  const dy = y - RECEIPT.height / 2;
  return {
    x: size.width / 2 + dx * Math.cos(angle) - dy * Math.sin(angle),
    y: size.height / 2 + dx * Math.sin(angle) + dy * Math.cos(angle),
  };
}

function inkOf(image: GreyImage): Uint8Array {
  const threshold = otsuThreshold(image.data);
  return image.data.map((value) => (value <= threshold ? 1 : 0));
}

function skewDegrees(image: GreyImage): number {
  return (estimatePageSkew(inkOf(image), image.width, image.height, 20, 0.25) * 180) / Math.PI;
}

/** Text rows met going down the middle column of bars: a row cut by the crop or smeared by skew is lost. */
function rowsOfBars(image: GreyImage): number {
  const ink = inkOf(image);
  let rows = 0;
  let inside = false;
  for (let y = 0; y < image.height; y++) {
    let count = 0;
    for (let x = 0; x < image.width; x++) count += ink[y * image.width + x] ?? 0;
    const full = count > image.width * 0.5;
    if (full && !inside) rows++;
    inside = full;
  }
  return rows;
}

describe("finding the receipt in a photo", () => {
  it("finds the corners of a receipt lying crooked on a dark table", () => {
    const quad = findPaperQuad(photoOfReceipt(8));
    expect(quad).not.toBeNull();
    const expected = [
      [quad?.topLeft, photoCorner(8, 0, 0)],
      [quad?.topRight, photoCorner(8, RECEIPT.width, 0)],
      [quad?.bottomRight, photoCorner(8, RECEIPT.width, RECEIPT.height)],
      [quad?.bottomLeft, photoCorner(8, 0, RECEIPT.height)],
    ] as const;
    for (const [found, truth] of expected)
      expect(Math.hypot((found?.x ?? 0) - truth.x, (found?.y ?? 0) - truth.y)).toBeLessThan(10);
  });

  it("leaves a scan alone: its paper runs to the edges", () => {
    const scan: GreyImage = {
      width: RECEIPT.width,
      height: RECEIPT.height,
      data: new Uint8Array(RECEIPT.width * RECEIPT.height).map(
        (_, index) => receiptAt(index % RECEIPT.width, Math.floor(index / RECEIPT.width)) ?? PAPER,
      ),
    };
    expect(findPaperQuad(scan)).toBeNull();
  });

  it("hands a scan to the scan preparation exactly as it came", () => {
    const scan = photoOfReceipt(-9, { width: 300, height: 600 });
    const paperOnly = greyToRgba({
      ...scan,
      data: scan.data.map((value) => (value === SURFACE ? PAPER : value)),
    });
    const prepared = preparePhoto(paperOnly);
    expect(prepared.image).toBe(paperOnly);
    expect(prepared.toPhoto({ x: 12, y: 34 })).toEqual({ x: 12, y: 34 });
  });

  it("leaves a photo alone whose surface is barely darker than paper", () => {
    const photo = photoOfReceipt(5);
    const pale = { ...photo, data: photo.data.map((value) => (value === SURFACE ? 215 : value)) };
    expect(findPaperQuad(pale)).toBeNull();
  });
});

describe("drawing a photographed receipt flat", () => {
  it("maps each corner of a quad onto the rectangle", () => {
    const quad = [
      { x: 40, y: 10 },
      { x: 260, y: 30 },
      { x: 290, y: 400 },
      { x: 5, y: 380 },
    ];
    const rectangle = [
      { x: 0, y: 0 },
      { x: 300, y: 0 },
      { x: 300, y: 600 },
      { x: 0, y: 600 },
    ];
    const map = homography(rectangle, quad);
    for (const [index, corner] of rectangle.entries()) {
      const mapped = map?.(corner);
      expect(mapped?.x).toBeCloseTo(quad[index]?.x ?? 0, 6);
      expect(mapped?.y).toBeCloseTo(quad[index]?.y ?? 0, 6);
    }
  });

  it("straightens a receipt shot at an angle (top edge further away and narrower)", () => {
    // The upright receipt seen in perspective: its top is 60 % as wide as its bottom.
    const quad = {
      topLeft: { x: 160, y: 50 },
      topRight: { x: 340, y: 50 },
      bottomRight: { x: 450, y: 650 },
      bottomLeft: { x: 50, y: 650 },
    };
    const toReceipt = homography(
      [quad.topLeft, quad.topRight, quad.bottomRight, quad.bottomLeft],
      [
        { x: 0, y: 0 },
        { x: RECEIPT.width, y: 0 },
        { x: RECEIPT.width, y: RECEIPT.height },
        { x: 0, y: RECEIPT.height },
      ],
    );
    const photo: GreyImage = { width: 500, height: 700, data: new Uint8Array(500 * 700) };
    for (let y = 0; y < photo.height; y++)
      for (let x = 0; x < photo.width; x++) {
        const at = toReceipt?.({ x: x + 0.5, y: y + 0.5 }) ?? { x: -1, y: -1 };
        photo.data[y * photo.width + x] = receiptAt(Math.floor(at.x), Math.floor(at.y)) ?? SURFACE;
      }
    const flat = flattenQuad(photo, quad, 255).image;
    // Bars as long at the top of the receipt as at its bottom, as on the paper.
    const barLength = (row: number): number => {
      let length = 0;
      for (let x = 0; x < flat.width; x++) if ((flat.data[row * flat.width + x] ?? 255) < 128) length++;
      return length;
    };
    const top = barLength(Math.round((36 * flat.height) / RECEIPT.height));
    const bottom = barLength(Math.round(((RECEIPT.height - 60) * flat.height) / RECEIPT.height));
    expect(top).toBeGreaterThan(0);
    expect(Math.abs(top - bottom) / bottom).toBeLessThan(0.08);
  });

  it("cuts the receipt out of the table, draws it level and keeps every row of text", () => {
    const photo = photoOfReceipt(12);
    expect(rowsOfBars(photo)).toBeLessThan(15);
    const prepared = rgbaToGrey(preparePhoto(greyToRgba(photo)).image);
    expect(Math.abs(prepared.width - RECEIPT.width)).toBeLessThan(RECEIPT.width * 0.06);
    expect(Math.abs(prepared.height - RECEIPT.height)).toBeLessThan(RECEIPT.height * 0.06);
    expect(Math.abs(skewDegrees(prepared))).toBeLessThanOrEqual(0.5);
    expect(rowsOfBars(prepared)).toBe(15);
    // No dark table left along the edges.
    const edge = [...prepared.data.subarray(0, prepared.width)];
    expect(edge.filter((value) => value < 128).length).toBeLessThan(prepared.width * 0.05);
  });
});

describe("OCR boxes drawn back on the photo", () => {
  it("puts a word read on the prepared receipt where it lies in the photo", () => {
    const photo = photoOfReceipt(12);
    const prepared = preparePhoto(greyToRgba(photo));
    // The first bar of the first row: (24..76, 30..42) on the upright receipt.
    const word = { x0: 24, y0: 30, x1: 76, y1: 42 };
    const line = { words: [{ text: "TOTAL", confidence: 90, bbox: word }], bbox: word, baseline: word };
    const page = {
      pageNumber: 1,
      width: prepared.image.width,
      height: prepared.image.height,
      blocks: [{ paragraphs: [{ lines: [line] }] }],
    };
    const mapped = mapOcrPage(page, prepared.toPhoto, photo);
    expect(mapped.width).toBe(photo.width);
    const box = mapped.blocks?.[0]?.paragraphs[0]?.lines[0]?.words[0]?.bbox;
    const centre = photoCorner(12, 50, 36);
    expect(
      Math.hypot(
        ((box?.x0 ?? 0) + (box?.x1 ?? 0)) / 2 - centre.x,
        ((box?.y0 ?? 0) + (box?.y1 ?? 0)) / 2 - centre.y,
      ),
    ).toBeLessThan(8);
  });

  it("puts a word read on the enlarged prepared receipt where it lies in the photo", () => {
    // The scan preparation doubles a low-resolution photo before OCR (ADR 083): the browser and the
    // receipts evaluation both undo that before the photo's own map (ADR 313).
    const photo = photoOfReceipt(12);
    const prepared = preparePhoto(greyToRgba(photo));
    const word = { x0: 48, y0: 60, x1: 152, y1: 84 };
    const line = { words: [{ text: "TOTAL", confidence: 90, bbox: word }], bbox: word, baseline: word };
    const page = {
      pageNumber: 1,
      width: 2 * prepared.image.width,
      height: 2 * prepared.image.height,
      blocks: [{ paragraphs: [{ lines: [line] }] }],
    };
    const mapped = mapPreparedPhotoPage(
      page,
      { width: prepared.image.width, toPhoto: prepared.toPhoto },
      photo,
    );
    expect([mapped.width, mapped.height]).toEqual([photo.width, photo.height]);
    const box = mapped.blocks?.[0]?.paragraphs[0]?.lines[0]?.words[0]?.bbox;
    const centre = photoCorner(12, 50, 36);
    expect(
      Math.hypot(
        ((box?.x0 ?? 0) + (box?.x1 ?? 0)) / 2 - centre.x,
        ((box?.y0 ?? 0) + (box?.y1 ?? 0)) / 2 - centre.y,
      ),
    ).toBeLessThan(8);
  });
});

describe("levelling a crooked receipt without a visible edge", () => {
  it("measures and turns back a skew a flatbed scan never has", () => {
    const photo = photoOfReceipt(-9, { width: 300, height: 600 });
    // Paper all round: no edge to find, only text rows.
    const paperOnly = { ...photo, data: photo.data.map((value) => (value === SURFACE ? PAPER : value)) };
    expect((estimatePhotoSkew(paperOnly) * 180) / Math.PI).toBeCloseTo(-9, 0);
    expect(Math.abs(skewDegrees(deskewPhoto(paperOnly).image))).toBeLessThanOrEqual(0.5);
  });

  it("leaves a receipt whose rows are level as it is", () => {
    const level = photoOfReceipt(0, { width: 300, height: 600 });
    expect(deskewPhoto(level).image).toBe(level);
  });
});

describe("evening out the lighting of a photo", () => {
  it("makes ink in the light darker than paper in the shadow", () => {
    // Paper from 100 (shadow, left) to 240 (lit, right); ink at 45 % of the paper around it.
    const width = 400;
    const height = 200;
    const data = new Uint8Array(width * height);
    const isInk = (x: number, y: number): boolean => y % 20 < 6 && x % 16 < 10;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const paper = 100 + (140 * x) / (width - 1);
        data[y * width + x] = Math.round(isInk(x, y) ? paper * 0.45 : paper);
      }
    const lit = { width, height, data };
    const inkLevels = (image: GreyImage, ink: boolean): number[] =>
      [...image.data].filter((_, index) => isInk(index % width, Math.floor(index / width)) === ink);
    // Before: the lit ink (108) is brighter than the shaded paper (100).
    expect(Math.max(...inkLevels(lit, true))).toBeGreaterThan(Math.min(...inkLevels(lit, false)));
    const even = normaliseContrast(lit);
    expect(Math.max(...inkLevels(even, true))).toBeLessThan(100);
    expect(Math.min(...inkLevels(even, false))).toBeGreaterThan(200);
  });
});
