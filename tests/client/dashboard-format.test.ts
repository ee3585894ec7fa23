import { describe, expect, it } from "vitest";
import {
  formatEuro,
  formatMoney,
  formatMonth,
  formatRate,
} from "../../client/features/dashboard/overview/format";
import { describeVatRow } from "../../client/features/dashboard/overview/vat-labels";

describe("overview formats", () => {
  it("formats integer cents exactly, with thousands and a real minus sign", () => {
    expect(formatEuro(0)).toBe("€0.00");
    expect(formatEuro(5)).toBe("€0.05");
    expect(formatEuro(123_456_789)).toBe("€1,234,567.89");
    expect(formatEuro(-2_500)).toBe("−€25.00");
    // Far past 2^53 / 100 a float would lose cents; integers up to 2^53 stay exact.
    expect(formatEuro(9_007_199_254_740_991)).toBe("€90,071,992,547,409.91");
    expect(formatMoney(-1_050, "USD")).toBe("−USD 10.50");
  });

  it("names months, rates and VAT lines", () => {
    expect(formatMonth("2026-03")).toBe("Mar 2026");
    expect(formatRate(2100)).toBe("21%");
    expect(formatRate(550)).toBe("5.5%");
    expect(formatRate(1025)).toBe("10.25%");
    expect(describeVatRow({ category: "AE", rateBasisPoints: 0 })).toBe("Reverse charge (btw verlegd)");
    expect(describeVatRow({ category: "S", rateBasisPoints: 900 })).toBe("Reduced rate 9%");
    expect(describeVatRow({ category: "S", rateBasisPoints: 1900 })).toBe("Standard rated 19%");
  });
});
