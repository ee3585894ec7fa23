import type { PDFDocument } from "pdf-lib";

const compressedFonts = new WeakMap<Uint8Array, Uint8Array>();

/**
 * pdf-lib deflates the whole embedded font file for every PDF it saves: ~680 KB for the two Inter
 * styles, most of the time a preview takes. The font bytes are the same every time, so the
 * compressed stream is kept per font file (by identity) and reused by later documents.
 */
export function reuseCompressedFonts(document: PDFDocument, fontFiles: readonly Uint8Array[]): void {
  const context = document.context;
  const deflate = context.flateStream.bind(context);
  context.flateStream = (contents, dict = {}) => {
    if (typeof contents === "string" || !fontFiles.includes(contents)) return deflate(contents, dict);
    const cached = compressedFonts.get(contents);
    if (cached) return context.stream(cached, { ...dict, Filter: "FlateDecode" });
    const stream = deflate(contents, dict);
    compressedFonts.set(contents, stream.getContents());
    return stream;
  };
}
