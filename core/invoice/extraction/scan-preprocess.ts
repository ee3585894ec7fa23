/**
 * Preparing a low-resolution scan for OCR (measured with `npm run bench:extract`, docs/decisions/083):
 * scans under ~170 dpi are drawn at twice their size, then a 3×3 median removes the speckle that
 * tesseract would otherwise read as punctuation. At the original size the median eats thin strokes,
 * so it is only applied together with the upscaling.
 */
export interface RgbaImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

/** Longest side below which a page counts as a low-resolution scan (A4 at ~170 dpi). */
export const LOW_RESOLUTION_SIDE = 2000;

/** How much to enlarge a page before OCR: 2 for a low-resolution scan, else 1. */
export function scanUpscaleFactor(width: number, height: number): number {
  return Math.max(width, height) < LOW_RESOLUTION_SIDE ? 2 : 1;
}

/** Greys an RGBA image with rounded BT.601 weights (the median's input). */
function roundedGrey(data: Uint8ClampedArray, pixels: number): Uint8Array {
  const grey = new Uint8Array(pixels);
  for (let index = 0; index < pixels; index++) {
    const at = index * 4;
    grey[index] = Math.round(
      0.299 * (data[at] ?? 0) + 0.587 * (data[at + 1] ?? 0) + 0.114 * (data[at + 2] ?? 0),
    );
  }
  return grey;
}

const min3 = (a: number, b: number, c: number): number => Math.min(a, b, c);
const max3 = (a: number, b: number, c: number): number => Math.max(a, b, c);
const median3 = (a: number, b: number, c: number): number =>
  Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));

/**
 * Greys the image and replaces each pixel by the median of its 3×3 neighbourhood (edges repeated),
 * in place. Each column of three is sorted once per row; the median of nine is then the median of
 * the largest low, the middle middle and the smallest high of three neighbouring columns. That is
 * exact, and it allocates per row instead of per pixel: on a doubled receipt (5 Mpx) the per-pixel
 * version took longer than tesseract's reading itself (ADR 288).
 */
export function medianFilterGrey(image: RgbaImage): void {
  const { width, height, data } = image;
  const grey = roundedGrey(data, width * height);
  const low = new Uint8Array(width);
  const middle = new Uint8Array(width);
  const high = new Uint8Array(width);
  for (let y = 0; y < height; y++) {
    const above = Math.max(0, y - 1) * width;
    const row = y * width;
    const below = Math.min(height - 1, y + 1) * width;
    for (let x = 0; x < width; x++) {
      const a = grey[above + x] ?? 255;
      const b = grey[row + x] ?? 255;
      const c = grey[below + x] ?? 255;
      low[x] = min3(a, b, c);
      high[x] = max3(a, b, c);
      middle[x] = a + b + c - (low[x] ?? 0) - (high[x] ?? 0);
    }
    for (let x = 0; x < width; x++) {
      const left = Math.max(0, x - 1);
      const right = Math.min(width - 1, x + 1);
      const value = median3(
        max3(low[left] ?? 0, low[x] ?? 0, low[right] ?? 0),
        median3(middle[left] ?? 0, middle[x] ?? 0, middle[right] ?? 0),
        min3(high[left] ?? 0, high[x] ?? 0, high[right] ?? 0),
      );
      const at = (row + x) * 4;
      data[at] = value;
      data[at + 1] = value;
      data[at + 2] = value;
    }
  }
}
