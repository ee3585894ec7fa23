import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Line } from "../../../../core/invoice/extraction/layout";
import { firstLineSpanning } from "../../../../core/invoice/extraction/line-at";

/** The plain scan the index replaces: the first line on the page whose top and bottom enclose y. */
function scanFirstLine(lines: readonly Line[], page: number, y: number): number {
  return lines.findIndex((line) => line.page === page && line.y <= y && line.y + line.height >= y);
}

function lineOf(page: number, y: number, height: number, index: number): Line {
  return { page, x: 0, y, width: 10, height, index, text: "", words: [], segments: [] };
}

describe("the line at a height, looked up in an index instead of a scan per question", () => {
  it("answers every question as the scan does: overlapping, touching, empty and odd lines", () => {
    // Few distinct values so edges coincide, lines overlap and questions hit edges exactly.
    const coordinate = fc.oneof(
      fc.integer({ min: 0, max: 12 }).map((n) => n * 2),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 0.5, 7.25),
    );
    const height = fc.oneof(fc.integer({ min: -2, max: 8 }), fc.constantFrom(Number.NaN, 0.75));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), coordinate, height), { maxLength: 30 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 4 }), coordinate), { minLength: 1, maxLength: 20 }),
        (shapes, questions) => {
          const lines = shapes.map(([page, y, h], index) => lineOf(page, y, h, index));
          for (const [page, y] of questions)
            expect(firstLineSpanning(lines, page, y)).toBe(scanFirstLine(lines, page, y));
        },
      ),
      { numRuns: 500 },
    );
  });
});
