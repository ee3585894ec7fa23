import { describe, expect, it } from "vitest";
import { medianFilterGrey } from "../../../../core/invoice/extraction/scan-preprocess";

/** The median of each pixel's 3×3 neighbourhood (edges repeated), by sorting: the definition. */
function referenceMedian(grey: readonly number[], width: number, height: number): number[] {
  const clamp = (value: number, top: number): number => Math.min(top, Math.max(0, value));
  return grey.map((_, index) => {
    const x = index % width;
    const y = Math.floor(index / width);
    const window: number[] = [];
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++)
        window.push(grey[clamp(y + dy, height - 1) * width + clamp(x + dx, width - 1)] ?? 0);
    return window.sort((a, b) => a - b)[4] ?? 0;
  });
}

describe("despeckling a low-resolution scan", () => {
  it("gives every pixel the median of its neighbourhood, at the edges and on a one-pixel page too", () => {
    let seed = 7;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (const [width, height] of [
      [1, 1],
      [1, 6],
      [6, 1],
      [2, 3],
      [37, 23],
    ] as const) {
      const grey = Array.from({ length: width * height }, () =>
        random() < 0.3 ? Math.floor(random() * 256) : 220,
      );
      const data = new Uint8ClampedArray(width * height * 4);
      for (const [index, value] of grey.entries()) data.fill(value, index * 4, index * 4 + 3);
      medianFilterGrey({ width, height, data });
      const filtered = Array.from({ length: width * height }, (_, index) => data[index * 4] ?? -1);
      expect(filtered).toEqual(referenceMedian(grey, width, height));
    }
  });

  it("removes an isolated speck and keeps a stroke three pixels wide", () => {
    const width = 12;
    const height = 12;
    const data = new Uint8ClampedArray(width * height * 4).fill(230);
    const ink = (x: number, y: number): void => {
      data.fill(20, (y * width + x) * 4, (y * width + x) * 4 + 3);
    };
    ink(2, 2);
    for (let y = 0; y < height; y++) for (const x of [7, 8, 9]) ink(x, y);
    medianFilterGrey({ width, height, data });
    expect(data[(2 * width + 2) * 4]).toBe(230);
    expect(data[(5 * width + 8) * 4]).toBe(20);
  });
});
