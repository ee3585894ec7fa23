import { type PDFFont, PDFHexString } from "pdf-lib";

/**
 * Makes `font.encodeText` encode per character from a cache. pdf-lib runs fontkit's full OpenType
 * layout for every drawText call, about 3 ms each with Inter: a 500-line invoice would take tens
 * of seconds. Invoices need no ligatures or kerning, so each character is laid out once (which
 * also adds its glyph to the subset) and strings are concatenations of those glyph codes.
 */
export function cacheGlyphEncoding(font: PDFFont): void {
  const encodeOne = font.encodeText.bind(font);
  const cache = new Map<string, string>();
  font.encodeText = (text: string): PDFHexString => {
    let hex = "";
    for (const character of text) {
      let code = cache.get(character);
      if (code === undefined) {
        code = encodeOne(character).asString();
        cache.set(character, code);
      }
      hex += code;
    }
    return PDFHexString.of(hex);
  };
}
