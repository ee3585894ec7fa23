import { type PreparedPhoto, preparePhoto } from "../../../core/invoice/extraction/photo/prepare-photo";

export interface PreparedPhotoCanvas {
  readonly canvas: HTMLCanvasElement;
  readonly toPhoto: PreparedPhoto["toPhoto"];
}

/** A photo's receipt cut out, flattened, evenly lit and levelled (ADR 271), on a canvas of its own. */
export function preparePhotoCanvas(photo: HTMLCanvasElement): PreparedPhotoCanvas {
  const context = photo.getContext("2d", { willReadFrequently: true });
  if (!context) return { canvas: photo, toPhoto: (point) => point };
  const pixels = context.getImageData(0, 0, photo.width, photo.height);
  const prepared = preparePhoto(pixels);
  // A scan (no paper on a darker surface) comes back as it was: no copy onto a second canvas.
  if (prepared.image === pixels) return { canvas: photo, toPhoto: prepared.toPhoto };
  const canvas = document.createElement("canvas");
  canvas.width = prepared.image.width;
  canvas.height = prepared.image.height;
  const out = canvas.getContext("2d");
  if (!out) return { canvas: photo, toPhoto: (point) => point };
  const image = out.createImageData(canvas.width, canvas.height);
  image.data.set(prepared.image.data);
  out.putImageData(image, 0, 0);
  return { canvas, toPhoto: prepared.toPhoto };
}
