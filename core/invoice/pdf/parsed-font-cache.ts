import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument } from "pdf-lib";
import { subsetWithEvenGlyphs } from "./even-glyph-subset";

type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];

type ParsedFont = ReturnType<Fontkit["create"]>;

const parsedFonts = new WeakMap<Uint8Array, ParsedFont>();

/**
 * fontkit with each font file parsed once (by identity) and reused by later documents. Parsing
 * Inter's tables took most of a PDF's render time (~0.4 s of ~0.5 s per invoice); the parsed font
 * is only read afterwards (metrics, glyph lookups, layout, subsets), so documents can share it.
 * Its subsets pad glyph records to an even length (even-glyph-subset.ts).
 */
export const cachedFontkit: Fontkit = {
  create(buffer: Uint8Array, postscriptName?: string): ParsedFont {
    if (postscriptName !== undefined) return subsetWithEvenGlyphs(fontkit.create(buffer, postscriptName));
    const cached = parsedFonts.get(buffer);
    if (cached) return cached;
    const parsed = subsetWithEvenGlyphs(fontkit.create(buffer));
    parsedFonts.set(buffer, parsed);
    return parsed;
  },
};
