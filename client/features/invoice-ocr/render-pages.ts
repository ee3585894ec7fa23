import { m } from "../../../core/i18n/messages";

/** A page as an image for the preview, with the size in the units of the extraction's boxes. */
export interface PreviewPage {
  readonly pageNumber: number;
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

export interface RenderedPdfPage {
  readonly canvas: HTMLCanvasElement;
  /** Size at scale 1 (PDF points). */
  readonly pointWidth: number;
  readonly pointHeight: number;
}

export const MAX_PREVIEW_PAGES = 10;

/** Renders PDF pages to canvases with unpdf's pdf.js (eval off), loaded only when needed. */
export async function renderPdfPages(
  bytes: Uint8Array,
  scale: number,
  maxPages = MAX_PREVIEW_PAGES,
): Promise<RenderedPdfPage[]> {
  const { getDocumentProxy } = await import("unpdf");
  const pdf = await getDocumentProxy(bytes.slice(), { isEvalSupported: false, verbosity: 0 });
  const pages: RenderedPdfPage[] = [];
  try {
    for (let pageNumber = 1; pageNumber <= Math.min(pdf.numPages, maxPages); pageNumber++) {
      const page = await pdf.getPage(pageNumber);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale });
      const canvas = document.createElement("canvas");
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      const context = canvas.getContext("2d");
      if (!context) throw new Error(m.ocr_no_canvas());
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvas, canvasContext: context, viewport }).promise;
      pages.push({ canvas, pointWidth: base.width, pointHeight: base.height });
      page.cleanup();
    }
  } finally {
    await pdf.destroy();
  }
  return pages;
}

export async function canvasToUrl(canvas: HTMLCanvasElement): Promise<string> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) throw new Error(m.ocr_draw_failed());
  return URL.createObjectURL(blob);
}

/** Photos are drawn upright by their EXIF orientation (draw-photo.ts). */
export { drawPhoto as imageToCanvas } from "./draw-photo";
