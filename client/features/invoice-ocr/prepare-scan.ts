import { medianFilterGrey, scanUpscaleFactor } from "../../../core/invoice/extraction/scan-preprocess";

/**
 * A low-resolution scan drawn at twice its size and despeckled before OCR (docs/decisions/083);
 * pages that are sharp enough are returned as they are. Box coordinates then refer to the returned
 * canvas, whose size the OCR result carries.
 */
export function prepareScanForOcr(canvas: HTMLCanvasElement): HTMLCanvasElement {
  const factor = scanUpscaleFactor(canvas.width, canvas.height);
  if (factor === 1) return canvas;
  const prepared = document.createElement("canvas");
  prepared.width = canvas.width * factor;
  prepared.height = canvas.height * factor;
  const context = prepared.getContext("2d", { willReadFrequently: true });
  if (!context) return canvas;
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(canvas, 0, 0, prepared.width, prepared.height);
  const image = context.getImageData(0, 0, prepared.width, prepared.height);
  medianFilterGrey(image);
  context.putImageData(image, 0, 0);
  return prepared;
}
