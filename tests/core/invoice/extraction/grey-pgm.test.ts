import { describe, expect, it } from "vitest";
import { encodeGreyPgm } from "../../../../core/invoice/extraction/grey-pgm";

describe("handing a cleaned page to OCR as a PGM file", () => {
  it("writes the size in the header and one grey byte a pixel, row by row", () => {
    const data = new Uint8ClampedArray([
      10, 10, 10, 255, 200, 200, 200, 255, 0, 0, 0, 255, 255, 255, 255, 255, 7, 7, 7, 255, 90, 90, 90, 255,
    ]);
    const file = encodeGreyPgm({ width: 3, height: 2, data });
    const header = "P5\n3 2\n255\n";
    expect(new TextDecoder().decode(file.subarray(0, header.length))).toBe(header);
    expect([...file.subarray(header.length)]).toEqual([10, 200, 0, 255, 7, 90]);
  });
});
