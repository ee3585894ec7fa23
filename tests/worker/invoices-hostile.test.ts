import { describe, expect, it } from "vitest";
import { decompressionBomb, encryptedPdf, truncated } from "../fixtures/hostile/hostile-pdfs";
import { signedInUser, upload } from "./support/processor-api";
import { TEXT_PDF } from "./support/processor-files";

describe("a hostile file in a batch fails alone", () => {
  it("refuses a decompression bomb, an encrypted and a truncated PDF, and still reads the good invoice", async () => {
    const cookie = await signedInUser("hostile");
    const results = await upload(cookie, [
      { name: "bomb.pdf", bytes: decompressionBomb(256 * 1024 ** 2), type: "application/pdf" },
      { name: "locked.pdf", bytes: encryptedPdf(), type: "application/pdf" },
      { name: "cut.pdf", bytes: truncated(TEXT_PDF, 0.3), type: "application/pdf" },
      { name: "good.pdf", bytes: TEXT_PDF, type: "application/pdf" },
    ]);
    expect(results.map((r) => (r.ok ? "ok" : r.error?.code))).toEqual([
      "over_budget",
      "encrypted_pdf",
      expect.stringMatching(/^(corrupt_file|needs_ocr|ok)$/),
      "ok",
    ]);
    // Over the inflate budget, or over the time budget on a slow machine: refused either way.
    expect(results[0]?.error?.message).toMatch(/unpacks to far more data|took too long/);
    expect(results[3]?.invoice?.invoiceNumber).toBe("INV-2025540");
  });
});
