import { describe, expect, it } from "vitest";
import {
  lastTwelveMonths,
  monthRange,
  quarterOf,
  quarterRange,
  shiftQuarter,
  todayInAmsterdam,
} from "../../../core/dashboard/periods";

describe("dashboard periods", () => {
  it("names the quarter of a date", () => {
    expect(quarterOf("2026-01-01")).toBe("2026-Q1");
    expect(quarterOf("2026-03-31")).toBe("2026-Q1");
    expect(quarterOf("2026-04-01")).toBe("2026-Q2");
    expect(quarterOf("2026-12-31")).toBe("2026-Q4");
  });

  it("gives first and last day of a quarter, leap years included, and refuses other text", () => {
    expect(quarterRange("2026-Q3")).toEqual({ from: "2026-07-01", to: "2026-09-30" });
    expect(quarterRange("2024-Q1")).toEqual({ from: "2024-01-01", to: "2024-03-31" });
    expect(quarterRange("2026-Q4")).toEqual({ from: "2026-10-01", to: "2026-12-31" });
    for (const bad of ["2026-Q0", "2026-Q5", "2026Q1", "26-Q1", "2026-q1", " 2026-Q1", "2026-Q1 "])
      expect(quarterRange(bad), bad).toBeNull();
  });

  it("gives the month of a date, February of a leap year included", () => {
    expect(monthRange("2024-02-10")).toEqual({ from: "2024-02-01", to: "2024-02-29" });
    expect(monthRange("2026-02-10")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(monthRange("2026-11-22")).toEqual({ from: "2026-11-01", to: "2026-11-30" });
  });

  it("lists twelve months across a year boundary, oldest first", () => {
    expect(lastTwelveMonths("2026-03-15")).toEqual([
      "2025-04",
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
    ]);
  });

  it("moves quarters across years", () => {
    expect(shiftQuarter("2026-Q1", -1)).toBe("2025-Q4");
    expect(shiftQuarter("2025-Q4", 1)).toBe("2026-Q1");
    expect(shiftQuarter("2026-Q3", -8)).toBe("2024-Q3");
    expect(shiftQuarter("nonsense", 1)).toBe("nonsense");
  });

  it("takes today's date in Amsterdam, not in UTC", () => {
    // 23:30 UTC on 31 December is already New Year in Amsterdam (UTC+1 in winter).
    expect(todayInAmsterdam(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    // 21:30 UTC on 30 June is 23:30 in Amsterdam (UTC+2 in summer): still the same day.
    expect(todayInAmsterdam(new Date("2026-06-30T21:30:00Z"))).toBe("2026-06-30");
  });
});
