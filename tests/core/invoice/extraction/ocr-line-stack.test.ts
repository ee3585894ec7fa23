import { describe, expect, it } from "vitest";
import type { OcrLine } from "../../../../core/invoice/extraction/ocr-words";
import {
  type GreyPage,
  placeStackedLines,
  STACK_MARGIN,
  stackLineCrops,
} from "../../../bench/ocr-compare/line-stack";
import { linesToBlocks } from "../../../bench/ocr-compare/paddle-engine";

/** A white page 200×100 with a dark rectangle where each box says. */
function pageWithInk(boxes: { x0: number; y0: number; x1: number; y1: number }[]): GreyPage {
  const width = 200;
  const grey = new Uint8Array(width * 100).fill(255);
  for (const box of boxes)
    for (let y = box.y0; y < box.y1; y++) for (let x = box.x0; x < box.x1; x++) grey[y * width + x] = 0;
  return { grey, width, height: 100 };
}

const word = (text: string, x0: number, y0: number, x1: number, y1: number) => ({
  text,
  confidence: 90,
  bbox: { x0, y0, x1, y1 },
});

describe("line crops stacked for one tesseract call (ADR 298)", () => {
  const total = { x0: 120, y0: 70, x1: 180, y1: 90 };
  const name = { x0: 40, y0: 10, x1: 160, y1: 30 };

  it("puts each crop's ink at its slot, left-aligned after the margin", () => {
    const page = pageWithInk([total, name]);
    const { stack, slots } = stackLineCrops(page, [name, total]);
    expect(slots.map((slot) => slot.top)).toEqual([STACK_MARGIN, STACK_MARGIN + 20 + 12]);
    const at = (x: number, y: number): number => stack.grey[y * stack.width + x] ?? -1;
    const second = slots[1]?.top ?? 0;
    expect(at(STACK_MARGIN, second)).toBe(0);
    expect(at(STACK_MARGIN + 59, second + 19)).toBe(0);
    expect(at(STACK_MARGIN + 60, second)).toBe(255);
    expect(at(STACK_MARGIN - 1, second)).toBe(255);
  });

  it("gives each word read in the stack its place on the page", () => {
    const { slots } = stackLineCrops(pageWithInk([]), [name, total]);
    const second = slots[1]?.top ?? 0;
    const read: OcrLine = {
      words: [word("12,50", STACK_MARGIN + 5, second + 2, STACK_MARGIN + 55, second + 18)],
      bbox: { x0: 0, y0: 0, x1: 0, y1: 0 },
      baseline: { x0: STACK_MARGIN, y0: second + 18, x1: STACK_MARGIN + 60, y1: second + 18 },
    };
    const [placed] = placeStackedLines([read], slots);
    expect(placed?.words[0]?.bbox).toEqual({ x0: 125, y0: 72, x1: 175, y1: 88 });
    expect(placed?.baseline).toEqual({ x0: 120, y0: 88, x1: 180, y1: 88 });
  });

  it("splits a line tesseract ran across two crops into one line per crop", () => {
    const { slots } = stackLineCrops(pageWithInk([]), [name, total]);
    const second = slots[1]?.top ?? 0;
    const read: OcrLine = {
      words: [
        word("Bakkerij", STACK_MARGIN, STACK_MARGIN + 2, STACK_MARGIN + 80, STACK_MARGIN + 18),
        word("12,50", STACK_MARGIN + 5, second + 2, STACK_MARGIN + 55, second + 18),
      ],
      bbox: { x0: 0, y0: 0, x1: 0, y1: 0 },
      baseline: { x0: 0, y0: 0, x1: 0, y1: 0 },
    };
    const placed = placeStackedLines([read], slots);
    expect(placed.map((line) => line.words.map((w) => w.text))).toEqual([["Bakkerij"], ["12,50"]]);
    expect(placed[0]?.bbox).toEqual({ x0: 40, y0: 12, x1: 120, y1: 28 });
  });
});

describe("a PaddleOCR line split into words", () => {
  it("gives each word the share of the line's box its characters take", () => {
    const [block] = linesToBlocks([
      {
        text: "TOTAL  12.50",
        mean: 0.9,
        box: [
          [100, 10],
          [220, 10],
          [220, 30],
          [100, 30],
        ],
      },
    ]);
    const words = block?.paragraphs[0]?.lines[0]?.words ?? [];
    expect(words.map((w) => w.text)).toEqual(["TOTAL", "12.50"]);
    expect(words.map((w) => [w.bbox.x0, w.bbox.x1])).toEqual([
      [100, 150],
      [170, 220],
    ]);
    expect(words[0]?.confidence).toBeCloseTo(90);
  });

  it("drops a line Paddle read as blanks", () => {
    expect(linesToBlocks([{ text: "  ", mean: 0.9, box: [[0, 0]] }])).toEqual([]);
  });
});
