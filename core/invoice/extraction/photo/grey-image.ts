import type { RgbaImage } from "../scan-preprocess";

/** One byte of brightness per pixel, row by row: what every photo step works on. */
export interface GreyImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

export function rgbaToGrey(image: RgbaImage): GreyImage {
  const data = new Uint8Array(image.width * image.height);
  const rgba = image.data;
  for (let index = 0; index < data.length; index++) {
    const at = index * 4;
    data[index] = (77 * (rgba[at] ?? 0) + 150 * (rgba[at + 1] ?? 0) + 29 * (rgba[at + 2] ?? 0)) >> 8;
  }
  return { width: image.width, height: image.height, data };
}

export function greyToRgba(image: GreyImage): RgbaImage {
  const data = new Uint8ClampedArray(image.width * image.height * 4);
  for (let index = 0; index < image.data.length; index++) {
    const value = image.data[index] ?? 255;
    data[index * 4] = value;
    data[index * 4 + 1] = value;
    data[index * 4 + 2] = value;
    data[index * 4 + 3] = 255;
  }
  return { width: image.width, height: image.height, data };
}

/** Brightness at a fractional position, blended from the four pixels around it; `outside` off the image. */
export function sampleGrey(image: GreyImage, x: number, y: number, outside: number): number {
  const { width, height, data } = image;
  if (x < -0.5 || y < -0.5 || x > width - 0.5 || y > height - 0.5) return outside;
  const x0 = Math.max(0, Math.min(width - 1, Math.floor(x)));
  const y0 = Math.max(0, Math.min(height - 1, Math.floor(y)));
  const x1 = Math.min(width - 1, x0 + 1);
  const y1 = Math.min(height - 1, y0 + 1);
  const fx = Math.max(0, Math.min(1, x - x0));
  const fy = Math.max(0, Math.min(1, y - y0));
  const top = (data[y0 * width + x0] ?? 0) * (1 - fx) + (data[y0 * width + x1] ?? 0) * fx;
  const bottom = (data[y1 * width + x0] ?? 0) * (1 - fx) + (data[y1 * width + x1] ?? 0) * fx;
  return Math.round(top * (1 - fy) + bottom * fy);
}

/** A copy shrunk by a whole factor, each pixel the mean of its block (cheap analysis of big photos). */
export function shrinkGrey(image: GreyImage, factor: number): GreyImage {
  if (factor <= 1) return image;
  const width = Math.max(1, Math.floor(image.width / factor));
  const height = Math.max(1, Math.floor(image.height / factor));
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++)
        for (let dx = 0; dx < factor; dx++)
          sum += image.data[(y * factor + dy) * image.width + x * factor + dx] ?? 0;
      data[y * width + x] = Math.round(sum / (factor * factor));
    }
  return { width, height, data };
}

/** The whole factor that brings the longer side down to at most `side` pixels. */
export function shrinkFactorFor(image: GreyImage, side: number): number {
  return Math.max(1, Math.ceil(Math.max(image.width, image.height) / side));
}
