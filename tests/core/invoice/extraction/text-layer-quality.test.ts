import { describe, expect, it } from "vitest";
import { extractPdf } from "../../../../core/invoice/extraction/pdf/extract-pdf";
import { readTextLayerQuality } from "../../../../core/invoice/extraction/pdf/text-layer-quality";
import { GARBLINGS, garble, invoicePdf } from "./garbled-text";
import { buildLanguageInvoice, LANGUAGE_INVOICES, LANGUAGE_LAYOUTS } from "./more-languages-invoices";
import { REAL_LANGUAGE_TEXTS } from "./real-language-texts";

const wordsOf = (text: string): { text: string }[] => text.split(/\s+/).map((word) => ({ text: word }));

describe("a text layer that says what the page shows", () => {
  it.each(Object.entries(REAL_LANGUAGE_TEXTS))("is usable in %s", (_language, text) => {
    expect(readTextLayerQuality(wordsOf(text)).usable).toBe(true);
  });

  it("is usable on the invoices of every language and layout", () => {
    for (const invoice of LANGUAGE_INVOICES)
      for (const layout of LANGUAGE_LAYOUTS)
        expect(readTextLayerQuality(buildLanguageInvoice(invoice, layout).words).usable).toBe(true);
  });

  it("is usable when a page is mostly numbers, codes, e-mail and web addresses", () => {
    const table = Array.from({ length: 40 }, (_, row) => `${row + 1} ART-${1000 + row} 2 x 12,50 25,00 21%`);
    const contact = "info@drukkerij-noord.nl https://www.drukkerij-noord.nl/?ref=factuur KvK 12345678";
    expect(readTextLayerQuality(wordsOf(`${table.join(" ")} ${contact}`)).usable).toBe(true);
  });

  it("is not judged on a handful of letters", () => {
    expect(readTextLayerQuality(wordsOf("Xqzv 12,00 Wrtk")).usable).toBe(true);
  });
});

describe("a text layer of garbage", () => {
  const garbled = Object.entries(REAL_LANGUAGE_TEXTS).flatMap(([language, text]) =>
    GARBLINGS.map((kind) => ({ language, kind, text })),
  );
  it.each(garbled)("is flagged in $language $kind", ({ text, kind }) => {
    // Three paragraphs: a page's worth of text.
    expect(readTextLayerQuality(garble(wordsOf(`${text} ${text} ${text}`), kind)).usable).toBe(false);
  });

  it("is flagged when it is control characters, as Type 3 fonts without a Unicode map give", () => {
    const words = Array.from({ length: 30 }, (_, index) => ({
      text: String.fromCharCode(1 + (index % 20), 2 + (index % 7), 3),
    }));
    expect(readTextLayerQuality(words).usable).toBe(false);
  });

  it("is flagged when it is random letters", () => {
    let seed = 7;
    const random = (): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const words = Array.from({ length: 80 }, () => ({
      text: Array.from({ length: 3 + Math.floor(random() * 7) }, () =>
        String.fromCharCode(97 + Math.floor(random() * 26)),
      ).join(""),
    }));
    expect(readTextLayerQuality(words).usable).toBe(false);
  });

  it("reads an oversized or empty layer without failing", () => {
    const huge = Array.from({ length: 200_000 }, () => ({ text: "\uE001\uE002" }));
    expect(readTextLayerQuality(huge).usable).toBe(false);
    expect(readTextLayerQuality([]).usable).toBe(true);
  });
});

describe("a PDF whose text layer is garbage", () => {
  it("goes to OCR like a scan, while the same PDF with its real text is read from the text", async () => {
    const plain = await extractPdf(await invoicePdf());
    expect(plain.ok && plain.value.extraction?.fields.invoiceNumber?.value).toBe("2026-0418");
    for (const kind of ["shifted by 1", "scrambled", "glyph ids", "cid codes"] as const) {
      const garbled = await extractPdf(await invoicePdf(kind));
      expect(garbled.ok, kind).toBe(true);
      expect(garbled.ok && garbled.value.extraction, kind).toBeNull();
      expect(garbled.ok && garbled.value.pageCount, kind).toBe(1);
    }
  });
});
