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

/** Median of nine values with a fixed sorting network (no allocation per pixel). */
function median9(v: number[]): number {
  const swap = (i: number, j: number): void => {
    const a = v[i] ?? 0;
    const b = v[j] ?? 0;
    if (a > b) {
      v[i] = b;
      v[j] = a;
    }
  };
  swap(1, 2);
  swap(4, 5);
  swap(7, 8);
  swap(0, 1);
  swap(3, 4);
  swap(6, 7);
  swap(1, 2);
  swap(4, 5);
  swap(7, 8);
  swap(0, 3);
  swap(5, 8);
  swap(4, 7);
  swap(3, 6);
  swap(1, 4);
  swap(2, 5);
  swap(4, 7);
  swap(4, 2);
  swap(6, 4);
  swap(4, 2);
  return v[4] ?? 0;
}

/** Greys the image and replaces each pixel by the median of its 3×3 neighbourhood, in place. */
export function medianFilterGrey(image: RgbaImage): void {
  const { width, height, data } = image;
  const grey = new Uint8Array(width * height);
  for (let index = 0; index < grey.length; index++) {
    const at = index * 4;
    grey[index] = Math.round(
      0.299 * (data[at] ?? 0) + 0.587 * (data[at + 1] ?? 0) + 0.114 * (data[at + 2] ?? 0),
    );
  }
  const window = new Array<number>(9).fill(0);
  for (let y = 0; y < height; y++) {
    const rows = [Math.max(0, y - 1), y, Math.min(height - 1, y + 1)];
    for (let x = 0; x < width; x++) {
      const columns = [Math.max(0, x - 1), x, Math.min(width - 1, x + 1)];
      let n = 0;
      for (const row of rows) for (const column of columns) window[n++] = grey[row * width + column] ?? 255;
      const value = median9(window);
      const at = (y * width + x) * 4;
      data[at] = value;
      data[at + 1] = value;
      data[at + 2] = value;
    }
  }
}
