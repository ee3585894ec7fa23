import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderInvoicePdf } from "../../../core/invoice/pdf/render-invoice-pdf";
import { loadFontAssets } from "./font-assets";
import { extractPdfText } from "./pdf-text";
import { longInvoice, sampleInvoice } from "./sample-invoices";

describe("renderInvoicePdf", () => {
  it("dev dump", { timeout: 60_000 }, async () => {
    let t = Date.now();
    const bytes = await renderInvoicePdf(sampleInvoice(), loadFontAssets());
    writeFileSync("/tmp/sample.pdf", bytes);
    console.log("render", Date.now() - t);
    t = Date.now();
    const long = await renderInvoicePdf(longInvoice(120), loadFontAssets());
    writeFileSync("/tmp/long.pdf", long);
    console.log("long", Date.now() - t);
    t = Date.now();
    const { text, pages } = await extractPdfText(bytes);
    console.log(pages, text);
    expect(pages).toBe(1);
  });
});
