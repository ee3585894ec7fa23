import { describe, expect, it } from "vitest";
import { type BreakdownInput, checkVatBreakdown } from "../../../../core/invoice/purchase/breakdown-check";
import { assessPurchaseExport } from "../../../../core/invoice/purchase/export-readiness";
import { GERMAN_VAT, germanFields, purchase, reviewed } from "./purchase-fixture";

/** € 275,00 at 7 % and € 198,00 at 19 %: net € 473,00, VAT € 56,87, total € 529,87. */
function input(overrides: Partial<BreakdownInput> = {}): BreakdownInput {
  return {
    rows: GERMAN_VAT,
    subtotalCents: 47_300,
    vatTotalCents: 5_687,
    totalCents: 52_987,
    roundingCents: null,
    currency: "EUR",
    ...overrides,
  };
}

describe("checking a VAT breakdown as the person edits it", () => {
  it("finds nothing to say when the rows, the net amount, the VAT and the total agree", () => {
    expect(checkVatBreakdown(input())).toEqual([]);
  });

  it("names the row whose VAT is not its taxable amount × rate, allowing a cent or two of rounding", () => {
    const rows = [
      { rate: "7", baseCents: 27_500, vatCents: 1_927 },
      { rate: "19", baseCents: 19_800, vatCents: 3_000 },
    ];
    expect(checkVatBreakdown(input({ rows, vatTotalCents: 4_927, totalCents: 52_227 }))).toEqual([
      { code: "row-vat", index: 1, rate: "19", baseCents: 19_800, vatCents: 3_000, expectedCents: 3_762 },
    ]);
    const reverse = [{ rate: "reverse-charge", baseCents: 47_300, vatCents: 1 }];
    expect(
      checkVatBreakdown(input({ rows: reverse, vatTotalCents: 1, totalCents: 47_301 }))[0],
    ).toMatchObject({
      code: "row-vat",
      expectedCents: 0,
    });
  });

  it("says when the taxable amounts do not make the net amount, or the VAT amounts the VAT total", () => {
    const rows = [{ rate: "19", baseCents: 19_800, vatCents: 3_762 }];
    expect(checkVatBreakdown(input({ rows }))).toEqual([
      { code: "taxable-sum", sumCents: 19_800, netCents: 47_300 },
      { code: "vat-sum", sumCents: 3_762, vatCents: 5_687 },
    ]);
  });

  it("skips the taxable sum while one taxable amount is unknown (the net amount makes it)", () => {
    const rows = [
      { rate: "7", baseCents: null, vatCents: 1_925 },
      { rate: "19", baseCents: 19_800, vatCents: 3_762 },
    ];
    expect(checkVatBreakdown(input({ rows }))).toEqual([]);
  });

  it("reports a total rounded for payment as the rounding, and a larger difference as a mismatch", () => {
    expect(checkVatBreakdown(input({ totalCents: 52_985 }))).toEqual([
      { code: "rounding", netPlusVatCents: 52_987, roundingCents: -2 },
    ]);
    expect(checkVatBreakdown(input({ totalCents: 53_000 }))).toEqual([
      { code: "total", netCents: 47_300, vatCents: 5_687, totalCents: 53_000 },
    ]);
    // An e-invoice states its rounding beside the unrounded total.
    expect(checkVatBreakdown(input({ roundingCents: 3 }))).toEqual([
      { code: "rounding", netPlusVatCents: 52_987, roundingCents: 3 },
    ]);
  });

  it("checks net + VAT against the total even without a breakdown", () => {
    expect(checkVatBreakdown(input({ rows: [], totalCents: 60_000 }))).toEqual([
      { code: "total", netCents: 47_300, vatCents: 5_687, totalCents: 60_000 },
    ]);
  });
});

describe("the export and the reviewed breakdown", () => {
  it("asks about taxable amounts that do not make the reviewed net amount instead of writing another net amount", () => {
    // The rows make € 473,00 + € 56,87 = € 529,87, the total; the net amount was reviewed as € 470,00.
    const fields = { ...germanFields(), subtotalCents: reviewed(47_000) };
    const readiness = assessPurchaseExport(purchase(fields, GERMAN_VAT, [], { buyerReference: "x" }));
    expect(readiness.invoice).toBeNull();
    expect(readiness.questions.map((question) => [question.id, question.inputs])).toEqual([
      ["vat-breakdown-sum", [{ kind: "field", name: "subtotalCents" }]],
    ]);
  });
});
