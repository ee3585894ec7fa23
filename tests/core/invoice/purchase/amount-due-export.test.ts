import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../core/invoice/extraction/extract-invoice";
import type { InvoiceExtraction } from "../../../../core/invoice/extraction/types";
import { isAmountDueShown, listFieldsToReview } from "../../../../core/invoice/purchase/amount-due";
import { assessPurchaseExport, isReadyFor } from "../../../../core/invoice/purchase/export-readiness";
import { writeUbl } from "../../../../core/invoice/ubl/write-ubl";
import { placeDutchInvoice } from "../extraction/dutch-totals-page";
import { type PlacedRow, placedWords } from "../extraction/words";
import { fatalIds, GERMAN_VAT, germanFields, purchase, reviewed } from "./purchase-fixture";

/** The German invoice (total 529,87) with a deposit of 29,87 already paid: 500,00 to pay. */
function depositPaid(dueCents: number) {
  return purchase({ ...germanFields(), amountDueCents: reviewed(dueCents) }, GERMAN_VAT, [], {
    buyerReference: "Inkoop",
  });
}

describe("the reviewed amount due in the UBL export", () => {
  it("writes PayableAmount = the amount due and PrepaidAmount = total − amount due, valid in both forms", () => {
    const readiness = assessPurchaseExport(depositPaid(50_000));
    if (!readiness.invoice) throw new Error("not mapped");
    for (const profile of ["peppol", "nlcius"] as const) {
      const xml = writeUbl(readiness.invoice, { profile });
      expect(xml).toContain('<cbc:TaxInclusiveAmount currencyID="EUR">529.87</cbc:TaxInclusiveAmount>');
      expect(xml).toContain('<cbc:PrepaidAmount currencyID="EUR">29.87</cbc:PrepaidAmount>');
      expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">500.00</cbc:PayableAmount>');
      // BR-CO-16: payable = total − prepaid + rounding, checked by our own validator.
      expect(fatalIds(xml)).toEqual([]);
      expect(isReadyFor(readiness, profile)).toBe(true);
    }
  });

  it("writes nothing prepaid when the whole total is still to pay, and PayableAmount 0 when all was paid", () => {
    const whole = assessPurchaseExport(depositPaid(52_987)).invoice;
    if (!whole) throw new Error("not mapped");
    expect(whole.prepaidAmount).toBeUndefined();
    const paid = assessPurchaseExport(depositPaid(0)).invoice;
    if (!paid) throw new Error("not mapped");
    const xml = writeUbl(paid, { profile: "peppol" });
    expect(xml).toContain('<cbc:PrepaidAmount currencyID="EUR">529.87</cbc:PrepaidAmount>');
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">0.00</cbc:PayableAmount>');
    expect(fatalIds(xml)).toEqual([]);
  });

  it("writes an open balance from before (due above the total) and a refund (due below zero), valid in both forms", () => {
    const cases = [
      { due: 105_974, prepaid: "-529.87", payable: "1059.74" },
      { due: -52_987, prepaid: "1059.74", payable: "-529.87" },
    ];
    for (const { due, prepaid, payable } of cases) {
      const readiness = assessPurchaseExport(depositPaid(due));
      if (!readiness.invoice) throw new Error("not mapped");
      expect(readiness.questions).toEqual([]);
      for (const profile of ["peppol", "nlcius"] as const) {
        const xml = writeUbl(readiness.invoice, { profile });
        expect(xml).toContain(`<cbc:PrepaidAmount currencyID="EUR">${prepaid}</cbc:PrepaidAmount>`);
        expect(xml).toContain(`<cbc:PayableAmount currencyID="EUR">${payable}</cbc:PayableAmount>`);
        expect(fatalIds(xml)).toEqual([]);
        expect(isReadyFor(readiness, profile)).toBe(true);
      }
    }
  });

  it("takes a credit note's amount due with the total's sign", () => {
    const fields = {
      ...germanFields(),
      documentType: reviewed("credit-note" as const),
      subtotalCents: reviewed(-19800),
      vatTotalCents: reviewed(-3762),
      totalCents: reviewed(-23562),
      amountDueCents: reviewed(-20000),
    };
    const vat = [{ rate: "19", baseCents: -19800, vatCents: -3762, confidence: 1, source: null }];
    const readiness = assessPurchaseExport(purchase(fields, vat, [], { buyerReference: "Inkoop" }));
    if (!readiness.invoice) throw new Error("not mapped");
    const xml = writeUbl(readiness.invoice, { profile: "nlcius" });
    expect(xml).toContain('<cbc:PrepaidAmount currencyID="EUR">35.62</cbc:PrepaidAmount>');
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">200.00</cbc:PayableAmount>');
    expect(fatalIds(xml)).toEqual([]);
  });
});

function extraction(
  fields: InvoiceExtraction["fields"],
  amountDueVerdict?: InvoiceExtraction["amountDueVerdict"],
): InvoiceExtraction {
  return {
    method: "text-layer",
    numberFormat: "comma-decimal",
    fields,
    vatLines: [],
    lineItems: [],
    checks: [],
    ...(amountDueVerdict ? { amountDueVerdict } : {}),
  };
}

const SURE_TOTAL = { value: 188_000, confidence: 0.95, source: null, verdict: "sure" as const };

describe("when the review shows the amount due and counts it", () => {
  it("shows it when read apart from the total, or when the page says something was paid", () => {
    const read = extraction({
      totalCents: SURE_TOTAL,
      amountDueCents: { value: 138_000, confidence: 0.95, source: null, verdict: "sure" },
    });
    expect(isAmountDueShown(read)).toBe(true);
    expect(listFieldsToReview(read)).toEqual([]);
    const paidSign = extraction({ totalCents: SURE_TOTAL }, "check");
    expect(isAmountDueShown(paidSign)).toBe(true);
    expect(listFieldsToReview(paidSign)).toEqual(["amountDueCents"]);
  });

  it("hides it when the total stands for it, and on rows stored before the verdict", () => {
    expect(isAmountDueShown(extraction({ totalCents: SURE_TOTAL }, "sure"))).toBe(false);
    expect(listFieldsToReview(extraction({ totalCents: SURE_TOTAL }, "sure"))).toEqual([]);
    expect(isAmountDueShown(extraction({ totalCents: SURE_TOTAL }))).toBe(false);
    const confirmed = extraction({ totalCents: SURE_TOTAL, amountDueCents: { ...SURE_TOTAL } }, "check");
    expect(isAmountDueShown(confirmed)).toBe(false);
  });
});

/** A Dutch invoice's totals block as positioned words; `extra` rows go under the total. */
function placedInvoice(extra: readonly (readonly [string, string])[]): PlacedRow[] {
  return placeDutchInvoice(extra, { net: "1.000,00", vat: "210,00", total: "1.210,00" });
}

describe("from the page read to the review and the export", () => {
  it("hides the amount due of an ordinary invoice and counts nothing for it", () => {
    const read = extractInvoice(placedWords(placedInvoice([])));
    expect(isAmountDueShown(read)).toBe(false);
    expect(listFieldsToReview(read)).not.toContain("amountDueCents");
  });

  it("shows a part payment's amount due, and the export writes the rest as prepaid", () => {
    const read = extractInvoice(
      placedWords(
        placedInvoice([
          ["Reeds betaald", "210,00"],
          ["Te betalen", "1.000,00"],
        ]),
      ),
    );
    expect(read.fields.amountDueCents?.value).toBe(100_000);
    expect(isAmountDueShown(read)).toBe(true);
    const exported = assessPurchaseExport(
      purchase(read.fields, read.vatLines, [], { vatRate: "21" }),
    ).invoice;
    expect(exported?.prepaidAmount).toBe("210");
  });

  it("shows the amount due to check when the page only says it was paid", () => {
    const read = extractInvoice(placedWords(placedInvoice([["Reeds betaald", "1.210,00"]])));
    expect(read.fields.amountDueCents).toBeUndefined();
    expect(isAmountDueShown(read)).toBe(true);
    expect(listFieldsToReview(read)).toContain("amountDueCents");
  });
});
