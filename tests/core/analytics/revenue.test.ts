import { describe, expect, it } from "vitest";
import {
  DOCUMENT_ADJUSTMENTS,
  NO_DESCRIPTION,
  revenueByCustomer,
  revenueByMonth,
  revenueByProduct,
  revenueByQuarter,
  sumRevenue,
} from "../../../core/analytics/revenue";
import { invoice } from "./books";

describe("revenue", () => {
  it("lists every month and quarter of the period, excl. and incl. VAT, with empty ones at zero", () => {
    const rows = [
      invoice({ issueDate: "2026-01-15", exclCents: 1000_00 }),
      invoice({ issueDate: "2026-01-31", exclCents: 500_00 }),
      invoice({ issueDate: "2026-04-01", exclCents: 200_00 }),
    ];
    const months = revenueByMonth(rows, "2026-01-01", "2026-04-30");
    expect(months.map((m) => m.month)).toEqual(["2026-01", "2026-02", "2026-03", "2026-04"]);
    expect(months[0]).toEqual({
      month: "2026-01",
      count: 2,
      exclCents: 1500_00,
      vatCents: 315_00,
      inclCents: 1815_00,
    });
    expect(months[1]).toMatchObject({ count: 0, exclCents: 0, inclCents: 0 });
    const quarters = revenueByQuarter(rows, "2026-01-01", "2026-04-30");
    expect(quarters).toEqual([
      { quarter: "2026-Q1", count: 2, exclCents: 1500_00, vatCents: 315_00, inclCents: 1815_00 },
      { quarter: "2026-Q2", count: 1, exclCents: 200_00, vatCents: 42_00, inclCents: 242_00 },
    ]);
  });

  it("subtracts credit notes everywhere: totals, customers and product lines", () => {
    const rows = [
      invoice({ exclCents: 1000_00, customer: "A", product: "Workshop" }),
      invoice({ exclCents: 250_00, customer: "A", product: "Workshop", kind: "credit_note" }),
    ];
    expect(sumRevenue(rows)).toEqual({ count: 2, exclCents: 750_00, vatCents: 157_50, inclCents: 907_50 });
    expect(revenueByCustomer(rows)[0]).toMatchObject({
      customer: "A",
      exclCents: 750_00,
      shareBasisPoints: 10_000,
    });
    expect(revenueByProduct(rows)).toEqual([
      { product: "Workshop", lineCount: 2, exclCents: 750_00, shareBasisPoints: 10_000 },
    ]);
  });

  it("ranks customers by revenue with exact shares in basis points", () => {
    const rows = [
      invoice({ customer: "Small", exclCents: 100_00 }),
      invoice({ customer: "Big", exclCents: 200_00 }),
    ];
    const customers = revenueByCustomer(rows);
    expect(customers.map((c) => [c.customer, c.shareBasisPoints])).toEqual([
      ["Big", 6667],
      ["Small", 3333],
    ]);
  });

  it("groups product lines by description in any case or spacing, and shows what lines do not explain", () => {
    const rows = [
      invoice({
        exclCents: 90_00,
        lines: [
          { product: "Hosting  (month)", netCents: 50_00 },
          { product: "hosting (month)", netCents: 50_00 },
          { product: "  ", netCents: 5_00 },
        ],
      }),
    ];
    const products = revenueByProduct(rows);
    expect(products).toEqual([
      { product: "Hosting (month)", lineCount: 2, exclCents: 100_00, shareBasisPoints: 11_111 },
      { product: NO_DESCRIPTION, lineCount: 1, exclCents: 5_00, shareBasisPoints: 556 },
      { product: DOCUMENT_ADJUSTMENTS, lineCount: 0, exclCents: -15_00, shareBasisPoints: -1667 },
    ]);
    expect(products.reduce((sum, row) => sum + row.exclCents, 0)).toBe(90_00);
  });

  it("has no share when the revenue is not positive", () => {
    const rows = [invoice({ kind: "credit_note", exclCents: 100_00 })];
    expect(revenueByCustomer(rows)[0]?.shareBasisPoints).toBeNull();
  });
});
