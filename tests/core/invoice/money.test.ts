import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canonicalDecimal,
  formatCents,
  formatDecimal,
  formatMoney,
  normaliseDecimalInput,
  parseCents,
  parseDecimal,
  roundToScale,
} from "../../../core/invoice/money";

describe("parseDecimal", () => {
  it.each([
    ["12.50", 1250n, 2],
    ["-0.5", -5n, 1],
    ["7", 7n, 0],
    [" 3.125 ", 3125n, 3],
  ])("parses %s exactly", (input, units, scale) => {
    expect(parseDecimal(input)).toEqual({ ok: true, value: { units, scale } });
  });

  it.each(["", "1e3", "1,5", "abc", "--1", "1.", ".5", "0x10", "1.2.3", "NaN", "Infinity"])(
    "rejects %j",
    (input) => {
      expect(parseDecimal(input).ok).toBe(false);
    },
  );

  it("rejects too many decimals and absurdly large numbers", () => {
    expect(parseDecimal("1.23456", 4).ok).toBe(false);
    expect(parseDecimal("1".repeat(16)).ok).toBe(false);
    expect(parseDecimal("1".repeat(100_000)).ok).toBe(false);
  });
});

describe("roundToScale (half away from zero)", () => {
  it.each([
    ["0.005", 1n],
    ["0.0049", 0n],
    ["-0.005", -1n],
    ["2.675", 268n],
    ["1.015", 102n],
    ["-1.015", -102n],
  ])("%s → %s cents", (input, cents) => {
    const parsed = parseDecimal(input);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(roundToScale(parsed.value, 2)).toBe(cents);
  });

  it("matches an independent string-based rounding for every value", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.integer({ min: 0, max: 6 }),
        (units, scale) => {
          const rounded = roundToScale({ units, scale }, 2);
          // Reference: integer division on the magnitude, then compare the remainder with half.
          if (scale <= 2) return rounded === units * 10n ** BigInt(2 - scale);
          const divisor = 10n ** BigInt(scale - 2);
          const magnitude = units < 0n ? -units : units;
          const expected = magnitude / divisor + (2n * (magnitude % divisor) >= divisor ? 1n : 0n);
          return rounded === (units < 0n ? -expected : expected);
        },
      ),
    );
  });
});

describe("formatting", () => {
  it("formats cents with exactly two decimals", () => {
    expect(formatCents(0n)).toBe("0.00");
    expect(formatCents(5n)).toBe("0.05");
    expect(formatCents(-5n)).toBe("-0.05");
    expect(formatCents(123456n)).toBe("1234.56");
  });

  it("round-trips cents through formatCents and parseCents", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (cents) => {
        const parsed = parseCents(formatCents(cents));
        return parsed.ok && parsed.value === cents;
      }),
    );
  });

  it("formats money in Dutch and English", () => {
    expect(formatMoney(123456789n, "EUR", "nl")).toBe("€ 1.234.567,89");
    expect(formatMoney(123456789n, "EUR", "en")).toBe("€1,234,567.89");
    expect(formatMoney(-500n, "USD", "en")).toBe("-USD 5.00");
  });

  it("canonicalises decimals", () => {
    expect(canonicalDecimal("1.500")).toBe("1.5");
    expect(canonicalDecimal("-0.0")).toBe("0");
    expect(formatDecimal({ units: -5n, scale: 3 })).toBe("-0.005");
  });

  it("normalises typed input in Dutch and English notation", () => {
    expect(normaliseDecimalInput("1.234,50")).toBe("1234.50");
    expect(normaliseDecimalInput("12,5")).toBe("12.5");
    expect(normaliseDecimalInput("1,234.50")).toBe("1234.50");
    expect(normaliseDecimalInput(" 1 000 ")).toBe("1000");
  });
});
