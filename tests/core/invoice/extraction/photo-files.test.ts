import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import {
  orientationSwapsSides,
  orientationTransform,
  readJpegOrientation,
} from "../../../../core/invoice/extraction/photo/exif-orientation";
import { isHeic } from "../../../../core/invoice/extraction/photo/heic";
import { readImageSize } from "../../../../core/invoice/image-size";

/** A real JPEG (drawn and encoded here) with an EXIF block carrying `orientation`, as a phone writes it. */
function jpegWithOrientation(orientation: number, littleEndian: boolean): Uint8Array {
  const canvas = createCanvas(40, 20);
  const context = canvas.getContext("2d");
  context.fillStyle = "#fff";
  context.fillRect(0, 0, 40, 20);
  context.fillStyle = "#000";
  context.fillRect(0, 0, 10, 10);
  const jpeg = new Uint8Array(canvas.toBuffer("image/jpeg"));
  const u16 = (value: number): number[] =>
    littleEndian ? [value & 255, value >> 8] : [value >> 8, value & 255];
  const u32 = (value: number): number[] =>
    littleEndian
      ? [...u16(value & 0xffff), ...u16(value >>> 16)]
      : [...u16(value >>> 16), ...u16(value & 0xffff)];
  // TIFF header, one IFD with two entries (a make tag first, then orientation), no next IFD.
  const tiff = [
    ...(littleEndian ? [0x49, 0x49] : [0x4d, 0x4d]),
    ...u16(42),
    ...u32(8),
    ...u16(2),
    ...[...u16(0x010f), ...u16(2), ...u32(4), 0x41, 0x42, 0x43, 0],
    ...[...u16(0x0112), ...u16(3), ...u32(1), ...u16(orientation), 0, 0],
    ...u32(0),
  ];
  const body = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const app1 = [0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 255, ...body];
  return new Uint8Array([...jpeg.subarray(0, 2), ...app1, ...jpeg.subarray(2)]);
}

describe("the EXIF orientation of a phone photo", () => {
  it("reads the tag in either byte order, behind other EXIF entries", () => {
    for (const orientation of [1, 3, 6, 8]) {
      expect(readJpegOrientation(jpegWithOrientation(orientation, true))).toBe(orientation);
      expect(readJpegOrientation(jpegWithOrientation(orientation, false))).toBe(orientation);
    }
  });

  it("keeps the photo upright as stored when there is no tag, a bad one or a damaged file", () => {
    const plain = new Uint8Array(createCanvas(8, 8).toBuffer("image/jpeg"));
    expect(readJpegOrientation(plain)).toBe(1);
    expect(readJpegOrientation(jpegWithOrientation(9, true))).toBe(1);
    expect(readJpegOrientation(jpegWithOrientation(6, true).subarray(0, 30))).toBe(1);
    expect(readJpegOrientation(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff]))).toBe(1);
    expect(readJpegOrientation(new Uint8Array())).toBe(1);
  });

  it("turns a sideways photo (orientation 6) upright: its top-left corner goes to the top right", () => {
    const bytes = jpegWithOrientation(6, true);
    const stored = readImageSize(bytes, "jpeg");
    expect(stored).toEqual({ width: 40, height: 20 });
    expect(orientationSwapsSides(6)).toBe(true);
    const [a, b, c, d, e, f] = orientationTransform(6, 40, 20);
    // The stored pixel (5, 5), in the black corner, lands at (20 - 5, 5) on the 20×40 upright canvas.
    expect([a * 5 + c * 5 + e, b * 5 + d * 5 + f]).toEqual([15, 5]);
  });
});

describe("HEIC photos", () => {
  const box = (major: string, compatible: string[]): Uint8Array => {
    const text = `${major}\0\0\0\0${compatible.join("")}`;
    const size = 8 + text.length;
    return new Uint8Array([0, 0, 0, size, ...new TextEncoder().encode(`ftyp${text}`), 0, 0, 0, 8]);
  };

  it("recognises an iPhone photo and a generic HEIF image by their brands", () => {
    expect(isHeic(box("heic", ["mif1", "heic"]))).toBe(true);
    expect(isHeic(box("mif1", ["heic"]))).toBe(true);
    expect(isHeic(box("heix", []))).toBe(true);
  });

  it("does not take AVIF, MP4, a JPEG or a few stray bytes for HEIC", () => {
    expect(isHeic(box("avif", ["mif1", "miaf"]))).toBe(false);
    expect(isHeic(box("mif1", ["avif"]))).toBe(false);
    expect(isHeic(box("isom", ["mp41"]))).toBe(false);
    expect(isHeic(jpegWithOrientation(1, true))).toBe(false);
    expect(isHeic(new Uint8Array([0, 0, 0, 24, 0x66, 0x74]))).toBe(false);
  });
});
