import { describe, expect, it } from "vitest";
import { readEInvoice } from "../../../../core/invoice/extraction/einvoice/read-einvoice";
import { assessPurchaseExport } from "../../../../core/invoice/purchase/export-readiness";
import { findPayableRounding } from "../../../../core/invoice/purchase/payable-rounding";
import { writeUbl } from "../../../../core/invoice/ubl/write-ubl";
import { hasOfficialValidator, validateOfficially } from "../../../support/official-validator";
import { sampleInvoice } from "../sample-invoices";
import { fatalIds, germanFields, purchase, reviewed } from "./purchase-fixture";

/** A Dutch shop invoice: € 10,05 + 21 % VAT € 2,11 = € 12,16, paid rounded to € 12,15 ("Afronding −0,01"). */
function roundedShopInvoice(totalCents: number, extra: Record<string, unknown> = {}) {
  const fields = {
    ...germanFields(),
    subtotalCents: reviewed(1005),
    vatTotalCents: reviewed(211),
    totalCents: reviewed(totalCents),
    ...extra,
  };
  const vat = [{ rate: "21", baseCents: 1005, vatCents: 211, confidence: 1, source: null }];
  return purchase(fields, vat, [], { buyerReference: "Inkoop" });
}

describe("a cash rounding of the reviewed total", () => {
  it("is the difference from net + VAT up to the currency's cash rounding, else a mismatch", () => {
    expect(findPayableRounding(1216, 1215, "EUR")).toEqual({ kind: "rounding", cents: -1 });
    expect(findPayableRounding(1218, 1220, "EUR")).toEqual({ kind: "rounding", cents: 2 });
    expect(findPayableRounding(1216, 1216, "EUR")).toEqual({ kind: "none" });
    expect(findPayableRounding(1216, 1210, "EUR")).toEqual({ kind: "mismatch", cents: -6 });
    // Sweden rounds to whole kronor.
    expect(findPayableRounding(12_345, 12_300, "SEK")).toEqual({ kind: "rounding", cents: -45 });
    expect(findPayableRounding(12_345, 12_300, "USD")).toEqual({ kind: "mismatch", cents: -45 });
  });

  it("is written as PayableRoundingAmount (BT-114): PayableAmount = TaxInclusiveAmount + rounding", () => {
    const readiness = assessPurchaseExport(roundedShopInvoice(1215));
    expect(readiness.questions).toEqual([]);
    const invoice = readiness.invoice;
    if (!invoice) throw new Error("not mapped");
    for (const profile of ["nlcius", "peppol"] as const) {
      const xml = writeUbl(invoice, { profile });
      expect(xml).toContain('<cbc:TaxInclusiveAmount currencyID="EUR">12.16</cbc:TaxInclusiveAmount>');
      expect(xml).toContain('<cbc:PayableRoundingAmount currencyID="EUR">-0.01</cbc:PayableRoundingAmount>');
      expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">12.15</cbc:PayableAmount>');
      expect(xml).not.toContain("PrepaidAmount");
      expect(fatalIds(xml)).toEqual([]);
    }
  });

  it("reads back: the e-invoice reader gets the unrounded total, the rounding and the amount due", () => {
    const invoice = assessPurchaseExport(roundedShopInvoice(1215)).invoice;
    if (!invoice) throw new Error("not mapped");
    const read = readEInvoice(writeUbl(invoice, { profile: "peppol" }));
    if (!read.ok) throw new Error(read.error);
    expect(read.value.fields.totalCents?.value).toBe(1216);
    expect(read.value.fields.roundingCents?.value).toBe(-1);
    expect(read.value.fields.amountDueCents?.value).toBe(1215);
  });

  it("keeps a rounding stated by an e-invoice as its rounding, not as a prepaid amount", () => {
    const stated = roundedShopInvoice(1216, {
      roundingCents: reviewed(-1),
      amountDueCents: reviewed(1215),
    });
    const invoice = assessPurchaseExport(stated).invoice;
    expect(invoice?.roundingAmount).toBe("-0.01");
    expect(invoice?.prepaidAmount).toBeUndefined();
  });

  it("never invents a rounding for a larger difference: the review asks the amounts again", () => {
    const readiness = assessPurchaseExport(roundedShopInvoice(1230));
    expect(readiness.invoice).toBeNull();
    expect(readiness.questions.map((question) => question.id)).toEqual(["totals"]);
  });

  it("leaves the generator's own invoices as they were: no rounding element, payable unchanged", () => {
    const xml = writeUbl(sampleInvoice(), { profile: "peppol" });
    expect(xml).not.toContain("PayableRoundingAmount");
    expect(fatalIds(xml)).toEqual([]);
  });
});

describe.skipIf(!hasOfficialValidator())("a rounded purchase invoice under the official rules", () => {
  it("has 0 fatal in SI-UBL 2.0 (EN 16931 + SI-UBL) and Peppol BIS 3 (EN 16931 + Peppol)", () => {
    const invoice = assessPurchaseExport(roundedShopInvoice(1215)).invoice;
    if (!invoice) throw new Error("not mapped");
    expect(validateOfficially(writeUbl(invoice, { profile: "nlcius" }), ["en", "si-ubl"]).fatal).toEqual([]);
    expect(validateOfficially(writeUbl(invoice, { profile: "peppol" }), ["en", "peppol"]).fatal).toEqual([]);
  }, 300_000);
});
