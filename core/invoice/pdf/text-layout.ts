import type { PDFFont } from "pdf-lib";

/** Single-line text: control characters (tabs, line breaks) become spaces. */
export function toSingleLine(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what we replace.
  return text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

const widthCache = new WeakMap<PDFFont, Map<string, number>>();

/**
 * Width of `text` from cached per-character advances. fontkit's full layout per call is slow
 * (Inter has many OpenType features), and wrapping measures thousands of candidate strings;
 * kerning is ignored here, so the wrap width keeps a small margin.
 */
export function measureText(text: string, font: PDFFont, size: number): number {
  let cache = widthCache.get(font);
  if (!cache) {
    cache = new Map();
    widthCache.set(font, cache);
  }
  let width = 0;
  for (const character of text) {
    let advance = cache.get(character);
    if (advance === undefined) {
      advance = font.widthOfTextAtSize(character, 1000) / 1000;
      cache.set(character, advance);
    }
    width += advance;
  }
  return width * size;
}

/** Splits text into lines that fit `maxWidth`, breaking at spaces and, for long words, anywhere. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const limit = maxWidth * 0.97;
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    const words = toSingleLine(paragraph).split(/\s+/).filter(Boolean);
    let current = "";
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word;
      if (measureText(candidate, font, size) <= limit) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = "";
      let rest = word;
      while (measureText(rest, font, size) > limit && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && measureText(rest.slice(0, cut), font, size) > limit) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      current = rest;
    }
    lines.push(current);
  }
  while (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/** Shortens a single line with an ellipsis so it fits. */
export function fitText(text: string, font: PDFFont, size: number, maxWidth: number): string {
  const clean = toSingleLine(text);
  const limit = maxWidth * 0.97;
  if (measureText(clean, font, size) <= limit) return clean;
  let cut = clean.length;
  while (cut > 0 && measureText(`${clean.slice(0, cut)}…`, font, size) > limit) cut--;
  return `${clean.slice(0, cut)}…`;
}
