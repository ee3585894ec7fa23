import { describe, expect, it } from "vitest";
import { invoicePdf } from "../core/invoice/extraction/garbled-text";
import { api, signedInUser, upload } from "./support/processor-api";

interface Detail {
  invoice: { status: string; invoiceNumber: string | null; data: { extraction: unknown } };
}

describe("uploading a PDF whose text layer is garbage", () => {
  it("ends in 'needs OCR' with nothing read from the garbage, while the readable twin is extracted", async () => {
    const cookie = await signedInUser("garbled-text");
    const results = await upload(cookie, [
      { name: "readable.pdf", bytes: await invoicePdf() },
      { name: "shifted-font.pdf", bytes: await invoicePdf("shifted by 1") },
      { name: "glyph-ids.pdf", bytes: await invoicePdf("glyph ids") },
    ]);
    expect(results.map((result) => result.invoice?.status)).toEqual(["extracted", "needs_ocr", "needs_ocr"]);
    expect(results[0]?.invoice?.invoiceNumber).toBe("2026-0418");
    const garbled = results[1]?.invoice;
    if (!garbled) throw new Error("the garbled PDF was not stored");
    const detail = (await (await api(`/${garbled.id}`, cookie)).json()) as Detail;
    expect(detail.invoice.status).toBe("needs_ocr");
    expect(detail.invoice.invoiceNumber).toBeNull();
    expect(detail.invoice.data.extraction).toBeNull();
  });
});
