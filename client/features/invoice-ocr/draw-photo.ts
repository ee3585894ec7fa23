import {
  orientationSwapsSides,
  orientationTransform,
  readJpegOrientation,
} from "../../../core/invoice/extraction/photo/exif-orientation";
import { readImageSize } from "../../../core/invoice/image-size";

/**
 * Decodes with the EXIF orientation applied where the browser can ("from-image", the default in
 * current browsers); a browser that ignores the option or the tag is caught by comparing the
 * bitmap with the stored size, and the photo is turned here instead.
 */
async function decodeUpright(file: Blob): Promise<{ bitmap: ImageBitmap; orientation: number }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const orientation = readJpegOrientation(bytes);
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  const stored = orientation === 1 ? null : readImageSize(bytes, "jpeg");
  const turnedByBrowser =
    !stored ||
    !orientationSwapsSides(orientation) ||
    stored.width === stored.height ||
    (bitmap.width === stored.height && bitmap.height === stored.width);
  return { bitmap, orientation: turnedByBrowser ? 1 : orientation };
}

/** Draws an uploaded photo or scan upright onto a canvas, at most `maxSide` pixels on its longest side. */
export async function drawPhoto(file: Blob, maxSide = 3000): Promise<HTMLCanvasElement> {
  const { bitmap, orientation } = await decodeUpright(file);
  const swap = orientationSwapsSides(orientation);
  const ratio = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const width = Math.round(bitmap.width * ratio);
  const height = Math.round(bitmap.height * ratio);
  const canvas = document.createElement("canvas");
  canvas.width = swap ? height : width;
  canvas.height = swap ? width : height;
  const context = canvas.getContext("2d");
  context?.setTransform(...orientationTransform(orientation, width, height));
  context?.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return canvas;
}
