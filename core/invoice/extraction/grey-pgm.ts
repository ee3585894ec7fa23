import type { RgbaImage } from "./scan-preprocess";

/**
 * A cleaned page (grey: red = green = blue) as a binary PGM file for tesseract (ADR 288). Leptonica
 * reads it as it is, where a PNG has to be compressed by the browser and inflated again inside
 * tesseract's WebAssembly: on a doubled receipt that round trip cost a second of the reading, for the
 * same words and boxes.
 */
export function encodeGreyPgm(image: RgbaImage): Uint8Array<ArrayBuffer> {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const pixels = image.width * image.height;
  const file = new Uint8Array(header.length + pixels);
  file.set(header);
  for (let index = 0; index < pixels; index++) file[header.length + index] = image.data[index * 4] ?? 255;
  return file;
}
