/**
 * The EXIF orientation of a JPEG (1–8): a phone stores the sensor's pixels as they came and writes
 * in this tag how to turn them. 1 when there is none or the file is odd, so a bad tag never stops
 * the photo from being read.
 */
const APP1 = 0xe1;
const START_OF_SCAN = 0xda;
const ORIENTATION_TAG = 0x0112;

function exifOrientation(bytes: Uint8Array, tiff: number, end: number): number {
  const little = bytes[tiff] === 0x49 && bytes[tiff + 1] === 0x49;
  const big = bytes[tiff] === 0x4d && bytes[tiff + 1] === 0x4d;
  if (!little && !big) return 1;
  const u16 = (at: number): number =>
    little ? (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) : ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
  const u32 = (at: number): number =>
    little ? u16(at) + u16(at + 2) * 65536 : u16(at) * 65536 + u16(at + 2);
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > end) return 1;
  const entries = u16(ifd);
  for (let index = 0; index < entries; index++) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > end) return 1;
    if (u16(entry) !== ORIENTATION_TAG) continue;
    const value = u16(entry + 8);
    return value >= 1 && value <= 8 ? value : 1;
  }
  return 1;
}

export function readJpegOrientation(bytes: Uint8Array): number {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return 1;
  let at = 2;
  while (at + 4 <= bytes.byteLength) {
    if (bytes[at] !== 0xff) return 1;
    const marker = bytes[at + 1] ?? 0;
    if (marker === START_OF_SCAN) return 1;
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    const end = Math.min(bytes.byteLength, at + 2 + length);
    const header = new TextDecoder("latin1").decode(bytes.subarray(at + 4, at + 10));
    if (marker === APP1 && header === "Exif\0\0") return exifOrientation(bytes, at + 10, end);
    at += 2 + length;
  }
  return 1;
}

/** Orientations 5–8 turn the photo a quarter: its width and height trade places. */
export function orientationSwapsSides(orientation: number): boolean {
  return orientation >= 5 && orientation <= 8;
}

/**
 * The canvas transform that draws stored pixels of `width`×`height` upright (the EXIF definition):
 * [a, b, c, d, e, f] for context.setTransform.
 */
export function orientationTransform(
  orientation: number,
  width: number,
  height: number,
): [number, number, number, number, number, number] {
  switch (orientation) {
    case 2:
      return [-1, 0, 0, 1, width, 0];
    case 3:
      return [-1, 0, 0, -1, width, height];
    case 4:
      return [1, 0, 0, -1, 0, height];
    case 5:
      return [0, 1, 1, 0, 0, 0];
    case 6:
      return [0, 1, -1, 0, height, 0];
    case 7:
      return [0, -1, -1, 0, height, width];
    case 8:
      return [0, -1, 1, 0, 0, width];
    default:
      return [1, 0, 0, 1, 0, 0];
  }
}
