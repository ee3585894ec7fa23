/**
 * Even lighting for a photo: a phone's shadow or a lamp's falloff makes one corner of the paper
 * darker than the ink in another, and a single threshold then loses one of them. Each pixel is
 * divided by the paper's brightness around it (the brightest level of its neighbourhood), then the
 * darkest ink is stretched to black.
 */
import type { GreyImage } from "./grey-image";

/** Neighbourhood for the paper's brightness: larger than a letter, smaller than a shadow. */
const BLOCKS_ON_LONG_SIDE = 40;
/** Share of pixels taken as the ink's black point (specks below it are clipped). */
const BLACK_POINT_SHARE = 0.005;

/** The brightest value per block, smoothed over the 3×3 blocks around it. */
function paperLevels(
  image: GreyImage,
  block: number,
): { levels: Float32Array; columns: number; rows: number } {
  const columns = Math.ceil(image.width / block);
  const rows = Math.ceil(image.height / block);
  const brightest = new Float32Array(columns * rows);
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      const at = Math.floor(y / block) * columns + Math.floor(x / block);
      brightest[at] = Math.max(brightest[at] ?? 0, image.data[y * image.width + x] ?? 0);
    }
  const levels = new Float32Array(columns * rows);
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++) {
      // The brightest of the neighbourhood: a block filled by a big letter still sees paper.
      let level = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const r = row + dy;
          const c = column + dx;
          if (r >= 0 && c >= 0 && r < rows && c < columns)
            level = Math.max(level, brightest[r * columns + c] ?? 0);
        }
      levels[row * columns + column] = Math.max(level, 1);
    }
  return { levels, columns, rows };
}

/** Paper level at a pixel, blended between the centres of the blocks around it. */
function levelAt(
  levels: Float32Array,
  columns: number,
  rows: number,
  block: number,
  x: number,
  y: number,
): number {
  const gx = Math.max(0, Math.min(columns - 1, (x + 0.5) / block - 0.5));
  const gy = Math.max(0, Math.min(rows - 1, (y + 0.5) / block - 0.5));
  const c0 = Math.floor(gx);
  const r0 = Math.floor(gy);
  const c1 = Math.min(columns - 1, c0 + 1);
  const r1 = Math.min(rows - 1, r0 + 1);
  const fx = gx - c0;
  const fy = gy - r0;
  const top = (levels[r0 * columns + c0] ?? 1) * (1 - fx) + (levels[r0 * columns + c1] ?? 1) * fx;
  const bottom = (levels[r1 * columns + c0] ?? 1) * (1 - fx) + (levels[r1 * columns + c1] ?? 1) * fx;
  return top * (1 - fy) + bottom * fy;
}

function blackPoint(data: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const value of data) histogram[value] = (histogram[value] ?? 0) + 1;
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += histogram[level] ?? 0;
    if (seen >= BLACK_POINT_SHARE * data.length) return level;
  }
  return 0;
}

/** The photo with its paper evenly white and its ink stretched to black. */
export function normaliseContrast(image: GreyImage): GreyImage {
  const block = Math.max(8, Math.ceil(Math.max(image.width, image.height) / BLOCKS_ON_LONG_SIDE));
  const { levels, columns, rows } = paperLevels(image, block);
  const flat = new Uint8Array(image.data.length);
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      const at = y * image.width + x;
      const level = levelAt(levels, columns, rows, block, x, y);
      flat[at] = Math.min(255, Math.round(((image.data[at] ?? 0) * 255) / level));
    }
  const black = Math.min(blackPoint(flat), 200);
  const data = flat.map((value) => Math.max(0, Math.round(((value - black) * 255) / (255 - black))));
  return { width: image.width, height: image.height, data };
}
