import type { OcrBox, OcrPage } from "../ocr-types";
import type { PointMap } from "./perspective";

/**
 * OCR of a prepared photo (cut out, flattened, levelled) drawn back onto the photo the preview
 * shows: each box keeps its shape around its moved centre, each baseline's ends move, so the skew the
 * preparation took out is measured and turned back again by the word layout (ocr-words.ts).
 */
export function mapOcrPage(
  page: OcrPage,
  toPhoto: PointMap,
  size: { width: number; height: number },
): OcrPage {
  const box = (b: OcrBox): OcrBox => {
    const cx = (b.x0 + b.x1) / 2;
    const cy = (b.y0 + b.y1) / 2;
    const centre = toPhoto({ x: cx, y: cy });
    // Half the width and height measured along the box's own sides where they land (a turn keeps
    // them, an enlargement undone shrinks them).
    const length = (x: number, y: number): number => {
      const end = toPhoto({ x, y });
      return Math.hypot(end.x - centre.x, end.y - centre.y);
    };
    const halfWidth = length(b.x1, cy);
    const halfHeight = length(cx, b.y1);
    return {
      x0: centre.x - halfWidth,
      y0: centre.y - halfHeight,
      x1: centre.x + halfWidth,
      y1: centre.y + halfHeight,
    };
  };
  const segment = (b: OcrBox): OcrBox => {
    const start = toPhoto({ x: b.x0, y: b.y0 });
    const end = toPhoto({ x: b.x1, y: b.y1 });
    return { x0: start.x, y0: start.y, x1: end.x, y1: end.y };
  };
  return {
    ...page,
    width: size.width,
    height: size.height,
    blocks:
      page.blocks?.map((block) => ({
        paragraphs: block.paragraphs.map((paragraph) => ({
          lines: paragraph.lines.map((line) => ({
            bbox: box(line.bbox),
            baseline: segment(line.baseline),
            words: line.words.map((word) => ({ ...word, bbox: box(word.bbox) })),
          })),
        })),
      })) ?? null,
  };
}

/**
 * OCR of a prepared photo drawn back onto the photo as taken (`size`). The scan preparation may have
 * enlarged the prepared photo, so the page's points go back to its pixels first, then to the photo's.
 * The browser and the receipts evaluation both draw pages back with this, so they score one path.
 */
export function mapPreparedPhotoPage(
  page: OcrPage,
  photo: { readonly width: number; readonly toPhoto: PointMap },
  size: { width: number; height: number },
): OcrPage {
  const factor = page.width / photo.width;
  return mapOcrPage(page, ({ x, y }) => photo.toPhoto({ x: x / factor, y: y / factor }), size);
}
