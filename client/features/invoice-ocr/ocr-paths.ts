/** Where the build puts tesseract.js's files (see ocr-assets-plugin.js); absolute for blob workers. */
export function ocrAssetUrl(name = ""): string {
  return new URL(`/ocr/${name}`, window.location.href).href;
}
