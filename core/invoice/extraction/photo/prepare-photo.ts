/**
 * A phone photo of a receipt made to read like a scan before the scan preparation (ADR 271): the
 * paper cut out of the surface it lies on and drawn flat, the lighting evened out, the text rows
 * levelled. Pure pixels in, pixels out: the browser and the bench run the same steps.
 */
import type { RgbaImage } from "../scan-preprocess";
import { deskewPhoto } from "./deskew-photo";
import { greyToRgba, rgbaToGrey } from "./grey-image";
import { normaliseContrast } from "./normalise-contrast";
import { findPaperQuad } from "./paper-quad";
import { flattenQuad, type PointMap } from "./perspective";

export interface PreparedPhoto {
  readonly image: RgbaImage;
  /** Where a point of the prepared image lies in the photo: OCR boxes are drawn back on it. */
  readonly toPhoto: PointMap;
}

export function preparePhoto(image: RgbaImage): PreparedPhoto {
  const grey = rgbaToGrey(image);
  const quad = findPaperQuad(grey);
  // No paper against a darker surface: a scan, or a photo filling the frame. Measured on the
  // receipts set, evening and levelling such images cost totals (ADR 271), so they go on as they are.
  if (!quad) return { image, toPhoto: (point) => point };
  const paper = flattenQuad(grey, quad, 255);
  const level = deskewPhoto(normaliseContrast(paper.image));
  return { image: greyToRgba(level.image), toPhoto: (point) => paper.toPhoto(level.toPhoto(point)) };
}
