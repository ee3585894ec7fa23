/**
 * A photographed sheet drawn flat: the quad of its corners mapped onto an upright rectangle with a
 * homography, so a receipt shot at an angle reads as if scanned.
 */
import { type GreyImage, sampleGrey } from "./grey-image";
import type { Point, Quad } from "./paper-quad";

/** Solves a·x = b by Gaussian elimination with partial pivoting; null when singular. */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const rows = a.map((row, index) => [...row, b[index] ?? 0]);
  for (let column = 0; column < n; column++) {
    let pivot = column;
    for (let row = column + 1; row < n; row++)
      if (Math.abs(rows[row]?.[column] ?? 0) > Math.abs(rows[pivot]?.[column] ?? 0)) pivot = row;
    const pivotRow = rows[pivot];
    if (!pivotRow || Math.abs(pivotRow[column] ?? 0) < 1e-12) return null;
    rows[pivot] = rows[column] ?? [];
    rows[column] = pivotRow;
    for (let row = 0; row < n; row++) {
      if (row === column) continue;
      const current = rows[row] ?? [];
      const ratio = (current[column] ?? 0) / (pivotRow[column] ?? 1);
      for (let k = column; k <= n; k++) current[k] = (current[k] ?? 0) - ratio * (pivotRow[k] ?? 0);
    }
  }
  return rows.map((row, index) => (row[n] ?? 0) / (row[index] ?? 1));
}

/** The homography taking each `from` point to its `to` point, as a function. */
export function homography(from: readonly Point[], to: readonly Point[]): PointMap | null {
  const a: number[][] = [];
  const b: number[] = [];
  for (const [index, source] of from.entries()) {
    const target = to[index] ?? source;
    a.push([source.x, source.y, 1, 0, 0, 0, -source.x * target.x, -source.y * target.x]);
    b.push(target.x);
    a.push([0, 0, 0, source.x, source.y, 1, -source.x * target.y, -source.y * target.y]);
    b.push(target.y);
  }
  const h = solve(a, b);
  if (!h) return null;
  const [h0 = 0, h1 = 0, h2 = 0, h3 = 0, h4 = 0, h5 = 0, h6 = 0, h7 = 0] = h;
  return ({ x, y }) => {
    const w = h6 * x + h7 * y + 1;
    return { x: (h0 * x + h1 * y + h2) / w, y: (h3 * x + h4 * y + h5) / w };
  };
}

const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

export type PointMap = (point: Point) => Point;

export interface FlatSheet {
  readonly image: GreyImage;
  /** Where a point of the flat sheet lies in the photo. */
  readonly toPhoto: PointMap;
}

/** The sheet inside `quad`, straightened onto a rectangle as wide and tall as its longer edges. */
export function flattenQuad(image: GreyImage, quad: Quad, outside: number): FlatSheet {
  const width = Math.max(
    1,
    Math.round(Math.max(distance(quad.topLeft, quad.topRight), distance(quad.bottomLeft, quad.bottomRight))),
  );
  const height = Math.max(
    1,
    Math.round(Math.max(distance(quad.topLeft, quad.bottomLeft), distance(quad.topRight, quad.bottomRight))),
  );
  const corners = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
  // Each output pixel looks up where it lay in the photo.
  const toPhoto = homography(corners, [quad.topLeft, quad.topRight, quad.bottomRight, quad.bottomLeft]);
  if (!toPhoto) return { image, toPhoto: (point) => point };
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const source = toPhoto({ x: x + 0.5, y: y + 0.5 });
      data[y * width + x] = sampleGrey(image, source.x - 0.5, source.y - 0.5, outside);
    }
  return { image: { width, height, data }, toPhoto };
}
