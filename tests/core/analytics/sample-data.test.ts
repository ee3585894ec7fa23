import { describe, expect, it } from "vitest";
import { resolvePeriod } from "../../../core/analytics/analytics-period";
import { computeSalesAnalytics } from "../../../core/analytics/compute-analytics";
import { buildSampleBooks } from "../../../core/analytics/sample-data";

describe("sample data for visitors", () => {
  it.each(["2026-01-01", "2026-08-14", "2027-12-31"])("fills every part of the page on %s", (today) => {
    const books = buildSampleBooks(today);
    const analytics = computeSalesAnalytics(books.invoices, books.payments, {
      ...resolvePeriod({}, today),
      customer: null,
      today,
    });
    expect(analytics.months.filter((month) => month.exclCents > 0).length).toBeGreaterThanOrEqual(11);
    expect(analytics.customers.length).toBeGreaterThanOrEqual(4);
    expect(analytics.products.length).toBeGreaterThanOrEqual(4);
    expect(analytics.receivables.count).toBeGreaterThan(0);
    expect(analytics.receivables.ageing.filter((row) => row.count > 0).length).toBeGreaterThanOrEqual(2);
    expect(analytics.dso.days).not.toBeNull();
    expect(analytics.paymentHabits.length).toBeGreaterThanOrEqual(4);
    expect(analytics.expectedCash.windows[2]?.cents).toBeGreaterThan(0);
    // No invoice is dated after today.
    expect(books.invoices.every((invoice) => invoice.issueDate <= today)).toBe(true);
    expect(books.payments.every((payment) => payment.date <= today)).toBe(true);
  });
});
