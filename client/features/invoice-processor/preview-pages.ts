import type { PageSize } from "../../../core/invoice/extraction/types";
import { canvasToUrl, type PreviewPage, renderPdfPages } from "../invoice-ocr/render-pages";

/**
 * Page images of a stored original for the review, sized in the units of the extraction's boxes
 * (PDF points for a text layer, OCR pixels for a scan), so source boxes land on the right spot.
 */
export async function buildPreviewPages(file: Blob, sizes: readonly PageSize[]): Promise<PreviewPage[]> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const isPdf = new TextDecoder("latin1").decode(bytes.subarray(0, 1024)).includes("%PDF-");
  if (!isPdf) {
    const size = sizes[0] ?? { width: 1, height: 1 };
    return [{ pageNumber: 1, url: URL.createObjectURL(file), width: size.width, height: size.height }];
  }
  const rendered = await renderPdfPages(bytes, 1.5);
  return Promise.all(
    rendered.map(async (page, index) => {
      const size = sizes.find((candidate) => candidate.page === index + 1);
      return {
        pageNumber: index + 1,
        url: await canvasToUrl(page.canvas),
        width: size?.width ?? page.pointWidth,
        height: size?.height ?? page.pointHeight,
      };
    }),
  );
}
