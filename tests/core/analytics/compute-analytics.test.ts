import { describe, expect, it } from "vitest";
import { computeSalesAnalytics } from "../../../core/analytics/compute-analytics";
import { invoice, payment } from "./books";

const REQUEST = { from: "2026-01-01", to: "2026-12-31", customer: null, today: "2026-06-30" };

describe("sales analytics", () => {
  it("answers an account without invoices with zeros, not errors", () => {
    const analytics = computeSalesAnalytics([], [], REQUEST);
    expect(analytics.totals).toEqual({ count: 0, exclCents: 0, vatCents: 0, inclCents: 0 });
    expect(analytics.months).toHaveLength(12);
    expect(analytics.quarters).toHaveLength(4);
    expect(analytics.customers).toEqual([]);
    expect(analytics.products).toEqual([]);
    expect(analytics.receivables.count).toBe(0);
    expect(analytics.dso.days).toBeNull();
    expect(analytics.paymentHabits).toEqual([]);
    expect(analytics.expectedCash).toEqual({
      windows: [
        { days: 30, count: 0, cents: 0 },
        { days: 60, count: 0, cents: 0 },
        { days: 90, count: 0, cents: 0 },
      ],
      laterCents: 0,
    });
    expect(analytics.customerNames).toEqual([]);
  });

  it("counts revenue in the period only, but receivables of every period", () => {
    const old = invoice({ issueDate: "2025-11-01", dueDate: "2025-12-01", exclCents: 500_00 });
    const current = invoice({ issueDate: "2026-02-01", exclCents: 1000_00 });
    const analytics = computeSalesAnalytics([old, current], [payment(current, "2026-03-01")], REQUEST);
    expect(analytics.totals.exclCents).toBe(1000_00);
    expect(analytics.receivables).toMatchObject({ count: 1, openCents: 605_00 });
    expect(analytics.receivables.ageing.find((row) => row.bucket === "over_90")?.openCents).toBe(605_00);
  });

  it("filters every figure to one customer, and still lists all customers for the filter", () => {
    const a = invoice({ customer: "A", exclCents: 100_00 });
    const b = invoice({ customer: "B", exclCents: 900_00 });
    const analytics = computeSalesAnalytics([a, b], [payment(b, "2026-04-05")], {
      ...REQUEST,
      customer: "A",
    });
    expect(analytics.totals.exclCents).toBe(100_00);
    expect(analytics.customers.map((row) => row.customer)).toEqual(["A"]);
    expect(analytics.receivables.openCents).toBe(121_00);
    expect(analytics.paymentHabits).toEqual([]);
    expect(analytics.customerNames).toEqual(["A", "B"]);
  });

  it("leaves other currencies out of the sums and counts them apart", () => {
    const dollars = invoice({ currency: "USD", exclCents: 999_00 });
    const euros = invoice({ exclCents: 100_00 });
    const analytics = computeSalesAnalytics([dollars, euros], [], REQUEST);
    expect(analytics.totals.exclCents).toBe(100_00);
    expect(analytics.receivables.openCents).toBe(121_00);
    expect(analytics.otherCurrencyCount).toBe(1);
  });

  it("forecasts with the customer's habit from the whole history, not only the period", () => {
    const history = invoice({ customer: "Late", issueDate: "2025-01-01", dueDate: "2025-01-31" });
    const open = invoice({ customer: "Late", issueDate: "2026-06-01", dueDate: "2026-07-01" });
    const analytics = computeSalesAnalytics([history, open], [payment(history, "2025-03-31")], REQUEST);
    // 59 days late before: due tomorrow + 59 = day 60.
    expect(analytics.paymentHabits).toEqual([]);
    expect(analytics.expectedCash.windows.map((row) => row.count)).toEqual([0, 1, 1]);
  });
});
