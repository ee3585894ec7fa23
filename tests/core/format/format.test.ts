import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatMonth, toIsoDate } from "../../../core/format/date";
import { readDecimalInput } from "../../../core/format/decimal-input";
import { centsToDecimal, formatMoney, formatMoneyDecimal } from "../../../core/format/money";
import { formatNumber } from "../../../core/format/number";

/** Intl separates Dutch currency symbols with a no-break space; compare with ordinary spaces. */
function plain(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, " ");
}

describe("money", () => {
  it("writes euros the Dutch and the English way", () => {
    expect(plain(formatMoney(123456, "EUR", "nl"))).toBe("€ 1.234,56");
    expect(formatMoney(123456, "EUR", "en")).toBe("€1,234.56");
    expect(formatMoney(123456n, "EUR", "en")).toBe("€1,234.56");
  });

  it("keeps negative amounts and large amounts exact", () => {
    expect(formatMoney(-5, "EUR", "nl")).toBe("€ −0,05");
    expect(formatMoney(-123456, "EUR", "en")).toBe("−€1,234.56");
    expect(plain(formatMoney(123456789012345678n, "EUR", "nl"))).toBe("€ 1.234.567.890.123.456,78");
  });

  it("shows other currencies by ISO code", () => {
    expect(plain(formatMoney(1250, "USD", "en"))).toBe("USD 12.50");
    expect(plain(formatMoney(1250, "USD", "nl"))).toBe("USD 12,50");
  });

  it("keeps every digit a bank wrote and can round to whole units for chart axes", () => {
    expect(formatMoneyDecimal("-1234.5", "EUR", "nl")).toBe("€ −1.234,50");
    expect(formatMoneyDecimal("0.12345", "EUR", "en")).toBe("€0.12345");
    expect(formatMoney(123456, "EUR", "en", { wholeUnits: true })).toBe("€1,235");
    expect(() => formatMoneyDecimal("12,50", "EUR", "en")).toThrow(/Not a decimal/);
  });

  it("turns cents into an exact decimal", () => {
    expect(centsToDecimal(-1)).toBe("-0.01");
    expect(centsToDecimal(100n)).toBe("1.00");
  });
});

describe("numbers", () => {
  it("groups and separates by language", () => {
    expect(formatNumber(1234567.5, "nl")).toBe("1.234.567,5");
    expect(formatNumber(1234567.5, "en")).toBe("1,234,567.5");
    expect(formatNumber(0.125, "nl", { percent: true, maximumFractionDigits: 1 })).toBe("12,5%");
  });
});

describe("dates", () => {
  it("writes calendar dates in the interface language without shifting the day", () => {
    expect(formatDate("2026-03-09", "en")).toBe("9 Mar 2026");
    expect(formatDate("2026-03-09", "nl")).toBe("9 mrt 2026");
    expect(formatDate("2026-03-09", "nl", "long")).toBe("9 maart 2026");
    expect(formatDate("2026-03-09", "nl", "short")).toBe("09-03-2026");
    expect(formatDate("2026-03-09", "en", "short")).toBe("09/03/2026");
    expect(formatMonth("2026-10", "nl")).toBe("okt 2026");
    expect(() => formatDate("9-3-2026", "en")).toThrow(/ISO date/);
  });

  it("writes instants with a time and files with ISO dates", () => {
    expect(formatDateTime(Date.UTC(2026, 2, 9, 14, 5), "nl", "UTC")).toBe("9 mrt 2026, 14:05");
    expect(formatDateTime(Date.UTC(2026, 2, 9, 14, 5), "en", "UTC")).toBe("9 Mar 2026, 14:05");
    expect(toIsoDate(Date.UTC(2026, 2, 9, 23, 59))).toBe("2026-03-09");
  });
});

describe("money input", () => {
  it("accepts both decimal styles and says which one it read", () => {
    expect(readDecimalInput("1.234,56", "en")).toEqual({ value: "1234.56", style: "comma" });
    expect(readDecimalInput("1,234.56", "nl")).toEqual({ value: "1234.56", style: "point" });
    expect(readDecimalInput("12,5", "en")).toEqual({ value: "12.5", style: "comma" });
    expect(readDecimalInput("€ 1 000", "nl")).toEqual({ value: "1000", style: "whole" });
    expect(readDecimalInput("1.234.567", "en")).toEqual({ value: "1234567", style: "whole" });
    expect(readDecimalInput("-0,50", "nl")).toEqual({ value: "-0.50", style: "comma" });
  });

  it("reads an ambiguous `1.234` the interface language's way", () => {
    expect(readDecimalInput("1.234", "nl")).toEqual({ value: "1234", style: "whole" });
    expect(readDecimalInput("1.234", "en")).toEqual({ value: "1.234", style: "point" });
    expect(readDecimalInput("1,234", "nl")).toEqual({ value: "1.234", style: "comma" });
    expect(readDecimalInput("1,234", "en")).toEqual({ value: "1234", style: "whole" });
  });

  it("refuses text that is not a number", () => {
    expect(readDecimalInput("twelve", "en")).toBeNull();
    expect(readDecimalInput("1,2,3.4.5", "en")).toBeNull();
    expect(readDecimalInput("", "nl")).toBeNull();
  });
});

describe("negative zero", () => {
  it("is never printed, in any language or currency", () => {
    for (const language of ["nl", "en"] as const) {
      expect(formatMoneyDecimal("-0.00", "EUR", language)).not.toMatch(/[-−]/);
      expect(formatMoneyDecimal("-0", "USD", language)).not.toMatch(/[-−]/);
      expect(formatMoney(-40, "EUR", language, { wholeUnits: true })).not.toMatch(/[-−]/);
      expect(formatNumber(-0, language)).toBe("0");
      expect(formatNumber(-0.0001, language, { maximumFractionDigits: 2 })).toBe("0");
    }
    expect(formatMoneyDecimal("-0.00", "EUR", "nl")).toBe("€ 0,00");
    // A real negative keeps its minus sign.
    expect(formatMoney(-1, "EUR", "nl")).toBe("€ −0,01");
    expect(formatMoney(-1, "EUR", "en")).toBe("−€0.01");
  });
});
