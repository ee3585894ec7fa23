import { cleanScan } from "../../../core/invoice/extraction/scan-clean";
import { medianFilterGrey, scanUpscaleFactor } from "../../../core/invoice/extraction/scan-preprocess";

export interface PreparedScan {
  readonly canvas: HTMLCanvasElement;
  /** The skew turned back before OCR (radians): the OCR boxes are turned by it to fit the original. */
  readonly angle: number;
}

/**
 * A page as OCR reads it: a low-resolution scan drawn at twice its size and despeckled
 * (docs/decisions/083), then binarised, straightened and cleared of table rules (ADR 128). The
 * returned canvas may be larger than the input; the OCR result carries its size.
 */
export function prepareScanForOcr(canvas: HTMLCanvasElement): PreparedScan {
  const factor = scanUpscaleFactor(canvas.width, canvas.height);
  const prepared = document.createElement("canvas");
  prepared.width = canvas.width * factor;
  prepared.height = canvas.height * factor;
  const context = prepared.getContext("2d", { willReadFrequently: true });
  if (!context) return { canvas, angle: 0 };
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(canvas, 0, 0, prepared.width, prepared.height);
  const image = context.getImageData(0, 0, prepared.width, prepared.height);
  if (factor > 1) medianFilterGrey(image);
  const cleaned = cleanScan(image);
  image.data.set(cleaned.image.data);
  context.putImageData(image, 0, 0);
  return { canvas: prepared, angle: cleaned.angle };
}
