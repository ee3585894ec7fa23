import { describe, expect, it } from "vitest";
import {
  detectNumberFormat,
  findAmounts,
  formatCents,
  parseAmount,
} from "../../../../core/invoice/extraction/amounts";

describe("detectNumberFormat", () => {
  it("decides per document by voting", () => {
    expect(detectNumberFormat(["1.234,56", "21,00", "2024"])).toBe("comma-decimal");
    expect(detectNumberFormat(["1,234.56", "21.00"])).toBe("dot-decimal");
  });
  it("does not take dates for amounts and prefers the decimal comma on a tie", () => {
    expect(detectNumberFormat(["15.03.2024", "12-03-2024"])).toBe("comma-decimal");
  });
});

describe("parseAmount", () => {
  it.each([
    ["€ 1.234,56", "comma-decimal", 123456],
    ["1.234,56 €", "comma-decimal", 123456],
    ["EUR 1.234,56", "comma-decimal", 123456],
    ["1 234,56 €", "comma-decimal", 123456],
    ["€1,234.56", "dot-decimal", 123456],
    ["€ -121,00", "comma-decimal", -12100],
    ["-€ 121,00", "comma-decimal", -12100],
    ["121,00-", "comma-decimal", -12100],
    ["(50.00)", "dot-decimal", -5000],
  ] as const)("%s → %i cents", (text, format, cents) => {
    expect(parseAmount(text, format)?.cents).toBe(cents);
  });
  it("refuses whole numbers, the wrong format and garbage", () => {
    expect(parseAmount("2024", "comma-decimal")).toBeNull();
    expect(parseAmount("1,234.56", "comma-decimal")).toBeNull();
    expect(parseAmount("abc", "dot-decimal")).toBeNull();
    expect(parseAmount(`${"9".repeat(400)},00`, "comma-decimal")).toBeNull();
  });
  it("finds the base and the VAT on one line", () => {
    expect(findAmounts("BTW 21% over € 1.000,00 € 210,00", "comma-decimal").map((a) => a.cents)).toEqual([
      100000, 21000,
    ]);
  });
  it("formats cents without floats", () => {
    expect(formatCents(-123405)).toBe("-1234.05");
    expect(formatCents(7)).toBe("0.07");
  });
});
