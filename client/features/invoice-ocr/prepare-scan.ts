import { encodeGreyPgm } from "../../../core/invoice/extraction/grey-pgm";
import { cleanScan } from "../../../core/invoice/extraction/scan-clean";
import { medianFilterGrey, scanUpscaleFactor } from "../../../core/invoice/extraction/scan-preprocess";

/**
 * A page ready for tesseract: the cleaned grey image as a PGM file (ADR 288) and its size; the page
 * as it is where the browser gives no 2D canvas to prepare it on.
 */
export interface PreparedScan {
  readonly image: Blob | HTMLCanvasElement;
  readonly width: number;
  readonly height: number;
  /** The skew turned back before OCR (radians): the OCR boxes are turned by it to fit the original. */
  readonly angle: number;
}

/**
 * A page as OCR reads it: a low-resolution scan drawn at twice its size and despeckled
 * (docs/decisions/083), then binarised, straightened and cleared of table rules (ADR 128). The
 * prepared image may be larger than the canvas; the OCR result carries its size.
 */
export function prepareScanForOcr(canvas: HTMLCanvasElement): PreparedScan {
  const factor = scanUpscaleFactor(canvas.width, canvas.height);
  const prepared = document.createElement("canvas");
  prepared.width = canvas.width * factor;
  prepared.height = canvas.height * factor;
  const context = prepared.getContext("2d", { willReadFrequently: true });
  if (!context) return { image: canvas, width: canvas.width, height: canvas.height, angle: 0 };
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(canvas, 0, 0, prepared.width, prepared.height);
  const image = context.getImageData(0, 0, prepared.width, prepared.height);
  if (factor > 1) medianFilterGrey(image);
  const cleaned = cleanScan(image);
  return {
    image: new Blob([encodeGreyPgm(cleaned.image)], { type: "image/x-portable-graymap" }),
    width: prepared.width,
    height: prepared.height,
    angle: cleaned.angle,
  };
}
