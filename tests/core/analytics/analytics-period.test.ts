import { describe, expect, it } from "vitest";
import { checkPeriod, parseAnalyticsSearch, resolvePeriod } from "../../../core/analytics/analytics-period";

const TODAY = "2026-08-14";

describe("analytics period", () => {
  it("resolves each choice to dates", () => {
    expect(resolvePeriod({}, TODAY)).toEqual({ from: "2025-09-01", to: "2026-08-31" });
    expect(resolvePeriod({ period: "this-year" }, TODAY)).toEqual({ from: "2026-01-01", to: "2026-12-31" });
    expect(resolvePeriod({ period: "quarter" }, TODAY)).toEqual({ from: "2026-07-01", to: "2026-09-30" });
    expect(resolvePeriod({ period: "quarter", quarter: "2025-Q1" }, TODAY)).toEqual({
      from: "2025-01-01",
      to: "2025-03-31",
    });
    expect(resolvePeriod({ period: "custom", from: "2026-02-03", to: "2026-02-10" }, TODAY)).toEqual({
      from: "2026-02-03",
      to: "2026-02-10",
    });
    // Half a custom range, or a reversed one, falls back to the default.
    expect(resolvePeriod({ period: "custom", from: "2026-02-03" }, TODAY)).toEqual(resolvePeriod({}, TODAY));
    expect(resolvePeriod({ period: "custom", from: "2026-03-01", to: "2026-02-01" }, TODAY)).toEqual(
      resolvePeriod({}, TODAY),
    );
  });

  it("keeps only valid search params from a hand-edited URL", () => {
    expect(
      parseAnalyticsSearch({
        period: "forever",
        quarter: "2026-Q5",
        from: "2026-02-30",
        to: "2026-03-01",
        customer: "x".repeat(201),
      }),
    ).toEqual({ to: "2026-03-01" });
    expect(parseAnalyticsSearch({ period: "quarter", quarter: "2026-Q2", customer: "Gemeente" })).toEqual({
      period: "quarter",
      quarter: "2026-Q2",
      customer: "Gemeente",
    });
  });

  it("says what is wrong with a range", () => {
    expect(checkPeriod("2026-01-01", "2026-12-31")).toBeNull();
    expect(checkPeriod("2026-13-01", "2026-12-31")).toMatch(/YYYY-MM-DD/);
    expect(checkPeriod("2026-12-31", "2026-01-01")).toMatch(/not be after/);
    expect(checkPeriod("2000-01-01", "2015-01-01")).toMatch(/ten years/);
    expect(checkPeriod("1999-12-31", "2000-01-01")).toMatch(/between 2000 and 2100/);
  });
});
