/**
 * The lines of a till receipt's header that may hold the store's name (ADR 306, 319): from the top
 * to the first date or priced line, less contact, tax and registration lines.
 */
import { findAmounts } from "../../../core/invoice/extraction/amounts";
import { findDates } from "../../../core/invoice/extraction/dates";
import type { OcrBox, OcrLine, OcrPage } from "../../../core/invoice/extraction/ocr-types";

/** The header ends at its first date or priced line; the store's name is in its first lines. */
const MAX_HEADER_LINES = 10;

/** Contact, tax and registration lines: never the store's name. */
const NOT_A_NAME_LINE =
  /(?<!\p{L})(tel|telp|phone|fax|h\/?p|e-?mail|www|http|gst|vat|btw|ust|mwst|reg|regn|roc|co\.? ?no|company no|kvk|sst|tin|tax invoice|invoice|receipt)(?!\p{L})/iu;

export const ocrLineText = (line: OcrLine): string => line.words.map((word) => word.text).join(" ");

function pageLines(page: OcrPage): OcrLine[] {
  return (page.blocks ?? [])
    .flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines))
    .filter((line) => line.words.some((word) => word.text.trim()))
    .sort((a, b) => a.bbox.y0 - b.bbox.y0);
}

/** The header's lines that may hold the store's name, top to bottom: above the first date or priced line. */
export function headerNameLines(page: OcrPage): OcrLine[] {
  const header: OcrLine[] = [];
  for (const line of pageLines(page)) {
    if (header.length >= MAX_HEADER_LINES) break;
    const text = ocrLineText(line);
    if (header.length > 0 && (findDates(text).length > 0 || findAmounts(text, "dot-decimal").length > 1))
      break;
    header.push(line);
  }
  return header
    .filter((line) => (ocrLineText(line).match(/\p{L}/gu)?.length ?? 0) >= 3)
    .filter((line) => !NOT_A_NAME_LINE.test(ocrLineText(line)));
}

/** A line's box with room around it (three tenths of its height), within the page. */
export function paddedBox(line: OcrLine, page: OcrPage): OcrBox {
  const pad = (line.bbox.y1 - line.bbox.y0) * 0.3;
  return {
    x0: Math.max(0, Math.floor(line.bbox.x0 - pad)),
    y0: Math.max(0, Math.floor(line.bbox.y0 - pad)),
    x1: Math.min(page.width, Math.ceil(line.bbox.x1 + pad)),
    y1: Math.min(page.height, Math.ceil(line.bbox.y1 + pad)),
  };
}
