import { describe, expect, it } from "vitest";
import type { InvoiceExtraction } from "../../../../core/invoice/extraction/types";
import { assessPurchaseExport } from "../../../../core/invoice/purchase/export-readiness";
import { writeUbl } from "../../../../core/invoice/ubl/write-ubl";
import { roundTripDifferences } from "../../../support/ubl-export/check-export";
import type { ReviewedExport } from "../../../support/ubl-export/review-and-export";
import { germanFields, purchase, reviewed } from "./purchase-fixture";

/** A reviewed two-rate invoice whose total was rounded for payment: € 529,87 paid as € 529,85. */
function reviewedExtraction(): InvoiceExtraction {
  return {
    method: "text-layer",
    numberFormat: "comma-decimal",
    fields: { ...germanFields(), totalCents: reviewed(52_985) },
    vatLines: [
      { rate: "7", baseCents: 27_500, vatCents: 1_925, confidence: 1, source: null },
      { rate: "19", baseCents: null, vatCents: 3_762, confidence: 1, source: null },
    ],
    lineItems: [],
    checks: [],
  };
}

function exported(extraction: InvoiceExtraction): ReviewedExport {
  const readiness = assessPurchaseExport(
    purchase(extraction.fields, extraction.vatLines, [], { buyerReference: "Inkoop" }),
  );
  if (!readiness.invoice) throw new Error(`not mapped: ${readiness.questions.map((q) => q.id).join()}`);
  const pdf = { filename: "original.pdf", bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 1]) };
  return {
    extraction,
    answers: { buyerReference: "Inkoop" },
    answered: [],
    open: readiness.questions,
    xml: { peppol: writeUbl(readiness.invoice, { profile: "peppol", pdf }) },
    xmlWithoutPdf: writeUbl(readiness.invoice, { profile: "peppol" }),
  } as unknown as ReviewedExport;
}

describe("the purchase UBL read back by our own readers", () => {
  it("gives the reviewed VAT breakdown (rate, taxable amount, VAT) and the rounding back", () => {
    const result = exported(reviewedExtraction());
    expect(result.xmlWithoutPdf).toContain("PayableRoundingAmount");
    expect(roundTripDifferences(result, result.xmlWithoutPdf)).toEqual([]);
  });

  it("notices a breakdown or a rounding that did not survive the export", () => {
    const result = exported(reviewedExtraction());
    const lostBase = result.xmlWithoutPdf.replace(
      '<cbc:TaxableAmount currencyID="EUR">275.00</cbc:TaxableAmount>',
      '<cbc:TaxableAmount currencyID="EUR">270.00</cbc:TaxableAmount>',
    );
    expect(roundTripDifferences(result, lostBase).join()).toContain("VAT breakdown");
    const lostRounding = result.xmlWithoutPdf
      .replace(/<cbc:PayableRoundingAmount[^<]*<\/cbc:PayableRoundingAmount>/, "")
      .replace(">529.85</cbc:PayableAmount>", ">529.87</cbc:PayableAmount>");
    expect(roundTripDifferences(result, lostRounding).join()).toContain("rounding");
  });
});
