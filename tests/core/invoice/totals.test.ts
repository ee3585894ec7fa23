import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InvoiceLine, VatCategory } from "../../../core/invoice/model";
import { calculateCategoryVat, calculateLineAmounts, calculateTotals } from "../../../core/invoice/totals";
import { line, sampleInvoice } from "./sample-invoices";

describe("calculateLineAmounts", () => {
  it("rounds quantity × price to cents", () => {
    expect(calculateLineAmounts(line({ quantity: "3", unitPrice: "0.3333" })).net).toBe(100n);
    expect(calculateLineAmounts(line({ quantity: "0.5", unitPrice: "0.01" })).net).toBe(1n);
    expect(calculateLineAmounts(line({ quantity: "-2", unitPrice: "10.005" })).net).toBe(-2001n);
  });

  it("subtracts a percentage or amount discount, the allowance itself rounded to cents", () => {
    const percent = calculateLineAmounts(
      line({ quantity: "12", unitPrice: "24.95", discount: { kind: "percent", value: "10" } }),
    );
    expect(percent.allowance).toBe(2994n);
    expect(percent.net).toBe(26946n);
    const amount = calculateLineAmounts(
      line({ quantity: "1", unitPrice: "100", discount: { kind: "amount", value: "12.5" } }),
    );
    expect(amount.net).toBe(8750n);
  });
});

describe("calculateTotals", () => {
  it("computes the sample invoice (BT-106 … BT-115)", () => {
    const totals = calculateTotals(sampleInvoice());
    // 3.5 × 85 = 297.50 (21 %); 12 × 24.95 − 10 % = 269.46 (9 %); 12.50 (0 %)
    expect(totals.lineNetSum).toBe(29750n + 26946n + 1250n);
    expect(totals.breakdown).toEqual([
      { category: "S", rate: "21", taxable: 29750n, vat: 6248n },
      { category: "S", rate: "9", taxable: 26946n, vat: 2425n },
      { category: "Z", rate: "0", taxable: 1250n, vat: 0n },
    ]);
    expect(totals.vatTotal).toBe(8673n);
    expect(totals.taxInclusive).toBe(57946n + 8673n);
    expect(totals.payable).toBe(totals.taxInclusive);
  });

  it("rounds VAT per category, not per line", () => {
    // Three lines of 0.05 at 21 %: per line 0.0105 → 0.01 each (0.03); per category 0.15 × 21 % = 0.0315 → 0.03.
    // Ten lines of 0.10 at 9 %: per line 0.009 → 0.01 each (0.10); per category 1.00 × 9 % = 0.09.
    const totals = calculateTotals({
      lines: Array.from({ length: 10 }, () => line({ quantity: "1", unitPrice: "0.10", vatRate: "9" })),
    });
    expect(totals.vatTotal).toBe(9n);
  });

  it("groups by category and rate, with zero VAT outside category S", () => {
    const categories: VatCategory[] = ["Z", "E", "AE", "K", "G", "O"];
    const totals = calculateTotals({
      lines: categories.map((vatCategory) =>
        line({ vatCategory, vatRate: vatCategory === "O" ? "" : "0", unitPrice: "10" }),
      ),
    });
    expect(totals.breakdown.map((row) => `${row.category}:${row.rate}`)).toEqual([
      "Z:0",
      "E:0",
      "AE:0",
      "K:0",
      "G:0",
      "O:",
    ]);
    expect(totals.vatTotal).toBe(0n);
  });
});

const lineArbitrary: fc.Arbitrary<InvoiceLine> = fc
  .record({
    quantityUnits: fc.integer({ min: -100_000, max: 1_000_000 }),
    quantityScale: fc.integer({ min: 0, max: 4 }),
    priceUnits: fc.integer({ min: 0, max: 100_000_000 }),
    priceScale: fc.integer({ min: 0, max: 4 }),
    rate: fc.constantFrom(
      { vatCategory: "S" as const, vatRate: "21" },
      { vatCategory: "S" as const, vatRate: "9" },
      { vatCategory: "Z" as const, vatRate: "0" },
      { vatCategory: "AE" as const, vatRate: "0" },
      { vatCategory: "E" as const, vatRate: "0" },
    ),
    discount: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  })
  .map(({ quantityUnits, quantityScale, priceUnits, priceScale, rate, discount }) =>
    line({
      quantity: toDecimalString(quantityUnits, quantityScale),
      unitPrice: toDecimalString(priceUnits, priceScale),
      discount: discount === null ? null : { kind: "percent", value: String(discount) },
      ...rate,
    }),
  );

function toDecimalString(units: number, scale: number): string {
  const negative = units < 0;
  const digits = String(Math.abs(units)).padStart(scale + 1, "0");
  const body = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${body}` : body;
}

describe("totals properties", () => {
  it("sum of category bases equals sum of line nets; VAT per category = round(base × rate)", () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { minLength: 1, maxLength: 40 }), (lines) => {
        const totals = calculateTotals({ lines });
        const baseSum = totals.breakdown.reduce((sum, row) => sum + row.taxable, 0n);
        const lineSum = totals.lines.reduce((sum, amounts) => sum + amounts.net, 0n);
        expect(baseSum).toBe(lineSum);
        expect(totals.lineNetSum).toBe(lineSum);
        for (const row of totals.breakdown) {
          // Independent reference: base in cents × rate percent, half away from zero, over 100·100.
          const rateHundredths = BigInt(Math.round(Number(row.rate || "0") * 100));
          const product = row.taxable * rateHundredths;
          const magnitude = product < 0n ? -product : product;
          const rounded = magnitude / 10_000n + ((magnitude % 10_000n) * 2n >= 10_000n ? 1n : 0n);
          expect(row.vat).toBe(product < 0n ? -rounded : rounded);
        }
        expect(totals.taxInclusive).toBe(totals.taxExclusive + totals.vatTotal);
        expect(totals.payable).toBe(totals.taxInclusive - totals.prepaid + totals.rounding);
      }),
    );
  });

  it("has no float drift: adding the same line n times gives n × its net", () => {
    fc.assert(
      fc.property(lineArbitrary, fc.integer({ min: 1, max: 200 }), (single, count) => {
        const totals = calculateTotals({ lines: Array.from({ length: count }, () => single) });
        return totals.lineNetSum === calculateLineAmounts(single).net * BigInt(count);
      }),
    );
  });

  it("is independent of line order", () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { minLength: 1, maxLength: 20 }), (lines) => {
        const forward = calculateTotals({ lines });
        const backward = calculateTotals({ lines: [...lines].reverse() });
        return forward.payable === backward.payable && forward.vatTotal === backward.vatTotal;
      }),
    );
  });

  it("category VAT of 0.10 at 21 % is 0.02 (0.021 rounds down) and of 0.50 at 9 % is 0.05 (0.045 rounds up)", () => {
    expect(calculateCategoryVat(10n, "21")).toBe(2n);
    expect(calculateCategoryVat(50n, "9")).toBe(5n);
    expect(calculateCategoryVat(-50n, "9")).toBe(-5n);
  });
});
