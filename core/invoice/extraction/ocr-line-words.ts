/**
 * Which words of one OCR line are read, and as what, before they become a text layer (ocr-words.ts):
 * confidence and shape decide what is noise; small separator dots get back the sign they print.
 */

import { median } from "./median";
import type { OcrLine, OcrWord } from "./ocr-types";

/** Words tesseract is less sure of than this are noise (speckles read as letters)... */
const MIN_WORD_CONFIDENCE = 20;

/** ...unless they look printed: two or more letters and digits as tall as the line's words. */
const PRINTED_WORD = /^[\p{L}\p{N}][\p{L}\p{N}.,:'’-]+$/u;

/**
 * The words of a line worth reading. tesseract gives a word it has no dictionary entry for in any
 * of its languages ("GTIN", "ZUGFeRD-", a surname) a confidence near 0 even when every letter is
 * right; a speckle read as letters is small. So a word under the confidence bar stays when it has
 * the shape of print: letters and digits only, about as tall as the line's other words.
 */
export function readableWords(line: OcrLine): OcrWord[] {
  const words = line.words.filter((word) => word.text.trim());
  const lineHeight = median(words.map((word) => word.bbox.y1 - word.bbox.y0));
  return words.filter((word) => {
    if (word.confidence >= MIN_WORD_CONFIDENCE) return true;
    const height = word.bbox.y1 - word.bbox.y0;
    return PRINTED_WORD.test(word.text.trim()) && height >= lineHeight * 0.6 && height <= lineHeight * 1.5;
  });
}

/** The separator the return-address parser (address-blocks.ts) looks for. */
export const SEPARATOR_DOT = "•";

/** What OCR reads a small round separator dot as. */
const READ_AS_DOT = /^[e+#«»°*o·•]$/u;

/**
 * The dots between the parts of a one-line return address ("Bei Spiel GmbH • Ecke 12 • 12345 Ort")
 * are small, and OCR reads them as "e", "+", "#" or "«". Two or more one-character words like that
 * on a line, between words, about as wide as high and at most two thirds as tall as the line's
 * longer words, are those dots: the address parser looks for "•".
 */
export function readSeparatorDots(words: readonly OcrWord[]): string[] {
  const texts = words.map((word) => word.text.trim());
  const heightOf = (word: OcrWord): number => word.bbox.y1 - word.bbox.y0;
  const lineHeight = median(words.filter((word) => word.text.trim().length >= 3).map(heightOf));
  const isDot = words.map((word, index) => {
    const width = word.bbox.x1 - word.bbox.x0;
    const height = heightOf(word);
    return (
      index > 0 &&
      index < words.length - 1 &&
      READ_AS_DOT.test(texts[index] ?? "") &&
      height <= lineHeight * 0.67 &&
      width >= height * 0.6 &&
      width <= height * 1.5
    );
  });
  if (isDot.filter(Boolean).length < 2) return texts;
  return texts.map((text, index) => (isDot[index] ? SEPARATOR_DOT : text));
}
