import fontkit from "@pdf-lib/fontkit";
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFRef,
} from "pdf-lib";
import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../core/invoice/extraction/extract-invoice";
import { readPdf } from "../../../core/invoice/extraction/pdf/read-pdf";
import { renderInvoicePdf } from "../../../core/invoice/pdf/render-invoice-pdf";
import { calculateTotals } from "../../../core/invoice/totals";
import { loadFontAssets } from "./font-assets";
import { extractPdfText } from "./pdf-text";
import { GERMAN_CUSTOMER, longInvoice, sampleInvoice } from "./sample-invoices";

const assets = loadFontAssets();

/** A one-page invoice is a few KB of text, a QR code and two font subsets; whole fonts made it ~370 KB. */
const ONE_PAGE_BUDGET_BYTES = 60 * 1024;

interface EmbeddedFont {
  readonly name: string;
  readonly program: Uint8Array;
  /** CID → the text it stands for, from the font's ToUnicode map. */
  readonly unicode: ReadonlyMap<number, string>;
}

function streamBytes(document: PDFDocument, reference: unknown): Uint8Array {
  const stream = document.context.lookup(reference as PDFRef);
  if (!(stream instanceof PDFRawStream)) throw new Error("not a stream");
  return decodePDFRawStream(stream).decode();
}

/** `<0001> <0046>` pairs (bfchar) and `<0001> <0003> <0041>` ranges (bfrange) of a ToUnicode CMap. */
function readToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const hexText = (hex: string): string =>
    String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));
  for (const [, cid, text] of cmap.matchAll(/^<([0-9a-f]+)>\s*<([0-9a-f]+)>$/gim))
    map.set(Number.parseInt(cid ?? "", 16), hexText(text ?? ""));
  for (const [, first, last, text] of cmap.matchAll(/^<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*<([0-9a-f]+)>$/gim)) {
    const start = Number.parseInt(first ?? "", 16);
    const base = hexText(text ?? "").codePointAt(0) ?? 0;
    for (let cid = start; cid <= Number.parseInt(last ?? "", 16); cid++)
      map.set(cid, String.fromCodePoint(base + cid - start));
  }
  return map;
}

function readEmbeddedFonts(document: PDFDocument): EmbeddedFont[] {
  const fonts: EmbeddedFont[] = [];
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of("Subtype"))?.toString() !== "/Type0") continue;
    const descendants = document.context.lookup(object.get(PDFName.of("DescendantFonts")), PDFArray);
    const cidFont = document.context.lookup(descendants.get(0), PDFDict);
    const descriptor = document.context.lookup(cidFont.get(PDFName.of("FontDescriptor")), PDFDict);
    fonts.push({
      name: object.get(PDFName.of("BaseFont"))?.toString() ?? "",
      program: streamBytes(document, descriptor.get(PDFName.of("FontFile2"))),
      unicode: readToUnicode(
        new TextDecoder().decode(streamBytes(document, object.get(PDFName.of("ToUnicode")))),
      ),
    });
  }
  return fonts;
}

/** Each CID whose outline in the embedded subset differs from the same character's in the original font. */
function findBlankedGlyphs(font: EmbeddedFont): string[] {
  const original = fontkit.create(font.name.includes("Bold") ? assets.boldFont : assets.regularFont);
  const subset = fontkit.create(font.program);
  const wrong: string[] = [];
  for (const [cid, text] of font.unicode) {
    const expected = original.layout(text).glyphs[0]?.path.toSVG();
    let actual: string;
    try {
      actual = subset.getGlyph(cid).path.toSVG();
    } catch {
      actual = "(unreadable)";
    }
    if (actual !== expected) wrong.push(text);
  }
  return wrong;
}

describe("invoice PDF fonts", () => {
  it("embeds subsets of both fonts in which every printed character keeps its outline", {
    timeout: 60_000,
  }, async () => {
    const invoice = {
      ...sampleInvoice(),
      customer: GERMAN_CUSTOMER,
      notes: "Größe ÄÖÜ ß — ĳ Ĳ € ½ « » café naïve Zoë ‘’ “” …",
    };
    const bytes = await renderInvoicePdf(invoice, assets);
    const fonts = readEmbeddedFonts(await PDFDocument.load(bytes));
    expect(fonts.map((font) => font.name.replace(/-\d+$/, "")).sort()).toEqual([
      "/Inter-Bold",
      "/Inter-Regular",
    ]);
    for (const font of fonts) {
      expect(font.program.length).toBeLessThan(assets.regularFont.length / 10);
      expect(font.unicode.size).toBeGreaterThan(20);
      expect(findBlankedGlyphs(font)).toEqual([]);
    }
    const { text } = await extractPdfText(bytes);
    expect(text).toContain("Müller Großhandel GmbH");
    expect(text).toContain("Größe ÄÖÜ ß — ĳ Ĳ € ½");
  });

  it("keeps a one-page invoice under 60 KB", { timeout: 60_000 }, async () => {
    const bytes = await renderInvoicePdf(sampleInvoice(), assets);
    expect((await extractPdfText(bytes)).pages).toBe(1);
    expect(bytes.length).toBeLessThan(ONE_PAGE_BUDGET_BYTES);
  });

  it("is read back by our own extractor", { timeout: 60_000 }, async () => {
    const invoice = sampleInvoice();
    const read = await readPdf(await renderInvoicePdf(invoice, assets));
    if (!read.ok) throw new Error(read.error);
    const { fields } = extractInvoice(read.value.document);
    expect(fields.invoiceNumber?.value).toBe(invoice.number);
    expect(fields.invoiceDate?.value).toBe(invoice.issueDate);
    expect(fields.dueDate?.value).toBe(invoice.dueDate);
    expect(fields.totalCents?.value).toBe(Number(calculateTotals(invoice).taxInclusive));
    expect(fields.supplierIban?.value).toBe(invoice.supplier.iban);
  });

  it("keeps outlines right in a long invoice that uses many glyphs", { timeout: 120_000 }, async () => {
    const bytes = await renderInvoicePdf(longInvoice(60), assets);
    for (const font of readEmbeddedFonts(await PDFDocument.load(bytes)))
      expect(findBlankedGlyphs(font)).toEqual([]);
  });
});
