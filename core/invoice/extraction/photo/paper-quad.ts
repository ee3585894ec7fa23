/**
 * Where the receipt lies in a photo: the largest bright region, when the surface around it is
 * clearly darker (a receipt on a table). A scan, whose edges are paper, has no such region and is
 * left as it is.
 */
import { otsuThreshold } from "../scan-clean";
import { type GreyImage, shrinkFactorFor, shrinkGrey } from "./grey-image";

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The paper's corners in the photo's pixels. */
export interface Quad {
  readonly topLeft: Point;
  readonly topRight: Point;
  readonly bottomRight: Point;
  readonly bottomLeft: Point;
}

/** Analysis runs on a copy this many pixels on its long side: the paper edge needs no more. */
const ANALYSIS_SIDE = 256;
/** The paper must be this share of the photo at least (else it is a label or a glare spot)… */
const MIN_PAPER_SHARE = 0.12;
/** …and the surface around it this much darker, in grey levels, than the paper. */
const MIN_BACKGROUND_CONTRAST = 50;
/** At most this share of the photo's edge may be paper: a scan is paper all round. */
const MAX_EDGE_PAPER_SHARE = 0.6;

/** The largest 4-connected region of `mask`, as a mask of its own, with its size. */
function largestRegion(mask: Uint8Array, width: number): { region: Uint8Array; size: number } {
  const label = new Int32Array(mask.length);
  const queue = new Int32Array(mask.length);
  let best = 0;
  let bestSize = 0;
  let next = 0;
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || label[start]) continue;
    next++;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    label[start] = next;
    while (head < tail) {
      const at = queue[head++] ?? 0;
      const x = at % width;
      const neighbours = [x > 0 ? at - 1 : -1, x < width - 1 ? at + 1 : -1, at - width, at + width];
      for (const n of neighbours)
        if (n >= 0 && n < mask.length && mask[n] && !label[n]) {
          label[n] = next;
          queue[tail++] = n;
        }
    }
    if (tail > bestSize) {
      bestSize = tail;
      best = next;
    }
  }
  const region = new Uint8Array(mask.length);
  for (let index = 0; index < mask.length; index++) region[index] = label[index] === best && best > 0 ? 1 : 0;
  return { region, size: bestSize };
}

function edgePaperShare(region: Uint8Array, width: number, height: number): number {
  let paper = 0;
  for (let x = 0; x < width; x++) paper += (region[x] ?? 0) + (region[(height - 1) * width + x] ?? 0);
  for (let y = 0; y < height; y++) paper += (region[y * width] ?? 0) + (region[y * width + width - 1] ?? 0);
  return paper / (2 * (width + height));
}

function meanWhere(grey: Uint8Array, region: Uint8Array, inside: boolean): number {
  let sum = 0;
  let count = 0;
  for (let index = 0; index < grey.length; index++)
    if ((region[index] === 1) === inside) {
      sum += grey[index] ?? 0;
      count++;
    }
  return count === 0 ? 0 : sum / count;
}

/** Corners as the region's extreme points along the two diagonals. */
function cornersOf(region: Uint8Array, width: number): Quad {
  let topLeft = { x: 0, y: 0, score: Number.POSITIVE_INFINITY };
  let bottomRight = { x: 0, y: 0, score: Number.NEGATIVE_INFINITY };
  let topRight = { x: 0, y: 0, score: Number.NEGATIVE_INFINITY };
  let bottomLeft = { x: 0, y: 0, score: Number.POSITIVE_INFINITY };
  for (let index = 0; index < region.length; index++) {
    if (!region[index]) continue;
    const x = index % width;
    const y = Math.floor(index / width);
    if (x + y < topLeft.score) topLeft = { x, y, score: x + y };
    if (x + y > bottomRight.score) bottomRight = { x, y, score: x + y };
    if (x - y > topRight.score) topRight = { x, y, score: x - y };
    if (x - y < bottomLeft.score) bottomLeft = { x, y, score: x - y };
  }
  return { topLeft, topRight, bottomRight, bottomLeft };
}

/** Area of a quad (shoelace), in square pixels. */
export function quadArea(quad: Quad): number {
  const points = [quad.topLeft, quad.topRight, quad.bottomRight, quad.bottomLeft];
  let twice = 0;
  for (const [index, point] of points.entries()) {
    const following = points[(index + 1) % points.length] ?? point;
    twice += point.x * following.y - following.x * point.y;
  }
  return Math.abs(twice) / 2;
}

function scaleQuad(quad: Quad, factor: number): Quad {
  // A shrunk pixel covers `factor` pixels: its centre is half a block further in.
  const scale = (point: Point): Point => ({ x: (point.x + 0.5) * factor, y: (point.y + 0.5) * factor });
  return {
    topLeft: scale(quad.topLeft),
    topRight: scale(quad.topRight),
    bottomRight: scale(quad.bottomRight),
    bottomLeft: scale(quad.bottomLeft),
  };
}

/** The receipt's corners in a photo of it on a darker surface, or null when there is no such paper. */
export function findPaperQuad(image: GreyImage): Quad | null {
  const factor = shrinkFactorFor(image, ANALYSIS_SIDE);
  const small = shrinkGrey(image, factor);
  const { width, height, data } = small;
  const threshold = otsuThreshold(data);
  const bright = data.map((value) => (value > threshold ? 1 : 0));
  const { region, size } = largestRegion(bright, width);
  if (size < MIN_PAPER_SHARE * data.length) return null;
  if (edgePaperShare(region, width, height) > MAX_EDGE_PAPER_SHARE) return null;
  const paperMean = meanWhere(data, region, true);
  const outsideMean = meanWhere(data, region, false);
  if (paperMean - outsideMean < MIN_BACKGROUND_CONTRAST) return null;
  const quad = cornersOf(region, width);
  // A ragged region whose corners span much less than it covers is no sheet of paper.
  if (quadArea(quad) < 0.7 * size) return null;
  return scaleQuad(quad, factor);
}
