/**
 * A receipt photographed crooked, turned level by its text rows. Phones hold receipts at any small
 * angle, so the range is wider than a flatbed scan's (±3°, scan-clean.ts), measured coarsely on a
 * shrunk copy; the scan cleaning after it takes out what is left.
 */
import { estimatePageSkew, otsuThreshold } from "../scan-clean";
import { type GreyImage, sampleGrey, shrinkFactorFor, shrinkGrey } from "./grey-image";
import type { FlatSheet } from "./perspective";

const MAX_PHOTO_SKEW_DEGREES = 20;
const PHOTO_SKEW_STEP_DEGREES = 0.5;
/** Skews below this are left to the scan cleaning, which measures them finer. */
const MIN_TURN_DEGREES = 1.5;
const ANALYSIS_SIDE = 1000;

/** The skew of the text rows, radians, positive when they run downhill to the right. */
export function estimatePhotoSkew(image: GreyImage): number {
  const small = shrinkGrey(image, shrinkFactorFor(image, ANALYSIS_SIDE));
  const threshold = otsuThreshold(small.data);
  const ink = small.data.map((value) => (value <= threshold ? 1 : 0));
  return estimatePageSkew(ink, small.width, small.height, MAX_PHOTO_SKEW_DEGREES, PHOTO_SKEW_STEP_DEGREES);
}

/** The image turned by `-angle` on a canvas grown to hold all of it, the new corners `fill`. */
export function rotateGrey(image: GreyImage, angle: number, fill: number): FlatSheet {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const width = Math.ceil(Math.abs(image.width * cos) + Math.abs(image.height * sin));
  const height = Math.ceil(Math.abs(image.width * sin) + Math.abs(image.height * cos));
  const cx = image.width / 2;
  const cy = image.height / 2;
  // Where a point of the level image was on the crooked one.
  const toPhoto = ({ x, y }: { x: number; y: number }): { x: number; y: number } => ({
    x: cx + (x - width / 2) * cos - (y - height / 2) * sin,
    y: cy + (x - width / 2) * sin + (y - height / 2) * cos,
  });
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const source = toPhoto({ x: x + 0.5, y: y + 0.5 });
      data[y * width + x] = sampleGrey(image, source.x - 0.5, source.y - 0.5, fill);
    }
  return { image: { width, height, data }, toPhoto };
}

/** The photo levelled when its text rows slope more than a scan's cleaning would take out. */
export function deskewPhoto(image: GreyImage): FlatSheet {
  const angle = estimatePhotoSkew(image);
  if (Math.abs(angle) < (MIN_TURN_DEGREES * Math.PI) / 180) return { image, toPhoto: (point) => point };
  return rotateGrey(image, angle, 255);
}
