import { readFile } from "node:fs/promises";
import { deflateRawSync, deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { extractPdf } from "../../../../core/invoice/extraction/pdf/extract-pdf";
import { checkPdfBudget } from "../../../../core/invoice/extraction/pdf/pdf-budget";
import { PDF_LIMITS, readPdf } from "../../../../core/invoice/extraction/pdf/read-pdf";
import {
  decompressionBomb,
  encryptedPdf,
  manyPages,
  pdfWithJavaScript,
  rawPdf,
  truncated,
} from "../../../fixtures/hostile/hostile-pdfs";

describe("hostile PDFs are bounded and refused with a clear error", { timeout: 60_000 }, () => {
  it("refuses a 2 MB PDF that inflates to 2 GB without inflating it (memory stays bounded)", async () => {
    const bomb = decompressionBomb(2 * 1024 ** 3);
    expect(bomb.byteLength).toBeLessThan(3 * 1024 * 1024);
    const rssBefore = process.memoryUsage().rss;
    const result = await extractPdf(bomb);
    expect(result).toMatchObject({ ok: false, code: "inflates-too-much" });
    if (!result.ok) expect(result.error).toMatch(/unpacks to far more data/);
    // Inflating it would take 2 GB; counting it takes no more than the budget's chunks.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(512 * 1024 * 1024);
  });
  it("still reads a PDF whose streams inflate within the budget", async () => {
    const bytes = new Uint8Array(await readFile("tests/fixtures/invoices/pdf/inv-001.pdf"));
    expect(await checkPdfBudget(bytes)).toEqual({ ok: true });
    expect((await extractPdf(bytes)).ok).toBe(true);
  });
  it("counts what zlib and raw deflate streams inflate to exactly, whole or cut short, to the byte of the budget", async () => {
    const content = new Uint8Array(300_001).map((_, index) => (index * 7919) % 251);
    const zlib = deflateSync(content);
    // The last variant lacks its checksum: all data inflates, yet the stream never ends cleanly.
    for (const body of [zlib, deflateRawSync(content), zlib.subarray(0, -1)]) {
      const pdf = streamPdf(body);
      const exact = { ...PDF_LIMITS, maxInflatedBytes: content.byteLength };
      expect(await checkPdfBudget(pdf, exact)).toEqual({ ok: true });
      const oneLess = { ...exact, maxInflatedBytes: content.byteLength - 1 };
      expect(await checkPdfBudget(pdf, oneLess)).toEqual({ ok: false, problem: "inflates-too-much" });
    }
  });
  it("refuses a bomb of raw deflate data (no zlib header) as it does a zlib one", async () => {
    const spaces = new Uint8Array(8 * 1024 * 1024).fill(0x20);
    const pdf = streamPdf(deflateRawSync(spaces, { level: 9 }));
    expect(await checkPdfBudget(pdf, { ...PDF_LIMITS, maxInflatedBytes: 4 * 1024 * 1024 })).toEqual({
      ok: false,
      problem: "inflates-too-much",
    });
  });
  it("refuses a 5,000-page PDF", async () => {
    expect(await extractPdf(await manyPages(5000))).toMatchObject({ ok: false, code: "too-many-pages" });
  });
  it("refuses a PDF with more objects than the budget", async () => {
    const pages = await manyPages(40);
    expect(await readPdf(pages, { ...PDF_LIMITS, maxObjects: 20 })).toEqual({
      ok: false,
      error: "too-many-objects",
    });
  });
  it("stops when the time budget is spent", async () => {
    const bytes = new Uint8Array(await readFile("tests/fixtures/invoices/pdf/inv-001.pdf"));
    expect(await readPdf(bytes, { ...PDF_LIMITS, maxMilliseconds: -1 })).toEqual({
      ok: false,
      error: "too-slow",
    });
  });
  it("refuses an encrypted PDF with a clear message", async () => {
    const result = await extractPdf(encryptedPdf());
    expect(result).toMatchObject({ ok: false, code: "encrypted" });
  });
  it("reads the text of a PDF with JavaScript and never runs the script", async () => {
    const marker = `pwned${Date.now()}`;
    const result = await extractPdf(await pdfWithJavaScript(marker));
    expect((globalThis as Record<string, unknown>)[marker]).toBeUndefined();
    if (!result.ok) throw new Error(result.error);
    expect(result.value.extraction?.fields.invoiceNumber?.value).toBe("JS-1");
    expect(result.value.extraction?.fields.totalCents?.value).toBe(12100);
  });
  it("answers a truncated PDF with a result, not a hang or a crash", async () => {
    const whole = await pdfWithJavaScript("unused");
    const result = await extractPdf(truncated(whole, 0.4));
    expect(result.ok ? "read" : result.code).toMatch(/^(read|corrupt|empty)$/);
  });
});

/** A one-page PDF whose content stream is `body`, marked FlateDecode. */
function streamPdf(body: Uint8Array): Uint8Array {
  return rawPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
    [
      new TextEncoder().encode(`<< /Length ${body.length} /Filter /FlateDecode >>\nstream\n`),
      body,
      new TextEncoder().encode("\nendstream"),
    ],
  ]);
}
