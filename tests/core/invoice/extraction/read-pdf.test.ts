import { readFile } from "node:fs/promises";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { detectFileKind, extractPdf } from "../../../../core/invoice/extraction/pdf/extract-pdf";
import { readPdf } from "../../../../core/invoice/extraction/pdf/read-pdf";

async function pdfWithPages(count: number, text?: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < count; index++) {
    const page = document.addPage([595, 842]);
    if (text) page.drawText(text, { x: 50, y: 800, size: 10, font });
  }
  return document.save();
}

describe("readPdf", () => {
  it("reads words with top-left boxes from a generated invoice", async () => {
    const bytes = new Uint8Array(await readFile("tests/fixtures/invoices/pdf/inv-001.pdf"));
    const result = await readPdf(bytes);
    if (!result.ok) throw new Error(result.error);
    const word = result.value.document.words.find((w) => w.text === "FACTUUR");
    expect(word).toBeDefined();
    expect(word?.y).toBeGreaterThan(40);
    expect(word?.y).toBeLessThan(60);
  });
  it("gives a clear error for empty, disguised, corrupt, oversized and page-bomb files", async () => {
    expect(await readPdf(new Uint8Array())).toEqual({ ok: false, error: "empty" });
    expect(await readPdf(new TextEncoder().encode("MZ not a pdf"))).toEqual({
      ok: false,
      error: "not-a-pdf",
    });
    expect(await readPdf(new TextEncoder().encode("%PDF-1.7\n garbage garbage %%EOF"))).toEqual({
      ok: false,
      error: "corrupt",
    });
    expect(await readPdf(new Uint8Array(21 * 1024 * 1024))).toEqual({ ok: false, error: "too-large" });
    expect(await readPdf(await pdfWithPages(51))).toEqual({ ok: false, error: "too-many-pages" });
  }, 30_000);
  it("says a PDF without a text layer needs OCR", async () => {
    const result = await extractPdf(await pdfWithPages(1));
    expect(result).toMatchObject({ ok: true, value: { extraction: null, pageCount: 1 } });
  });
  it("detects file kinds by magic bytes, not names", () => {
    expect(detectFileKind(new TextEncoder().encode("%PDF-1.4"))).toBe("pdf");
    expect(detectFileKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d]))).toBe("png");
    expect(detectFileKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(detectFileKind(new TextEncoder().encode('<?xml version="1.0"?><Invoice/>'))).toBe("xml");
    expect(detectFileKind(new TextEncoder().encode("MZ\u0090"))).toBe("unknown");
  });
});
