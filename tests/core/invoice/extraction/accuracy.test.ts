import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../core/invoice/extraction/extract-invoice";
import { readPdf } from "../../../../core/invoice/extraction/pdf/read-pdf";
import { loadCorpus } from "../../../bench/extract-corpus";
import { compareExtraction, summarise } from "../../../bench/extract-scoring";

describe("extraction accuracy on the generated corpus (text PDFs)", () => {
  it("has at least 40 invoices with ground truth", async () => {
    expect((await loadCorpus()).length).toBeGreaterThanOrEqual(40);
  });

  it("reaches a field-level exact-match rate of at least 97 %", async () => {
    const corpus = await loadCorpus();
    const results = [];
    for (const entry of corpus) {
      const read = await readPdf(entry.pdf);
      expect(read.ok, entry.truth.id).toBe(true);
      if (!read.ok) continue;
      results.push({
        id: entry.truth.id,
        outcomes: compareExtraction(extractInvoice(read.value.document), entry.truth),
      });
    }
    const report = summarise(results);
    expect(report.mismatches.slice(0, 10)).toEqual(
      report.exactMatchRate >= 0.97 ? report.mismatches.slice(0, 10) : [],
    );
    expect(report.exactMatchRate).toBeGreaterThanOrEqual(0.97);
  }, 60_000);
});
