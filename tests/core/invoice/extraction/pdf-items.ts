import { type PdfTextItem, pageTextToWords } from "../../../../core/invoice/extraction/pdf-words";

/** The words pdf-words.ts makes of pdf.js runs on an A4 page at scale 1 (the viewport flips y). */
export function wordsOfPdfItems(items: readonly PdfTextItem[]): string[] {
  return pageTextToWords({
    pageNumber: 1,
    width: 595,
    height: 842,
    viewportTransform: [1, 0, 0, -1, 0, 842],
    items,
  }).map((word) => word.text);
}
