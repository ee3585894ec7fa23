import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateDutchBtwId, validateVatNumber } from "../../../core/validation/btw-id";

/** Independent reference for the 11-test: explicit weights, written out. */
function reference11Test(nine: string): boolean {
  const weights = [9, 8, 7, 6, 5, 4, 3, 2];
  const total = weights.reduce((sum, weight, index) => sum + weight * Number(nine[index]), 0);
  return total % 11 !== 10 && total % 11 === Number(nine[8]);
}

/** Independent reference for MOD 97-10: the letters replaced by their numbers, then BigInt. */
function referenceMod97(full: string): boolean {
  const numeric = full.replace("NL", "2321").replace("B", "11");
  return BigInt(numeric) % 97n === 1n;
}

describe("validateDutchBtwId", () => {
  it("accepts a number passing the 11-test", () => {
    expect(validateDutchBtwId("NL123456782B01")).toEqual({
      ok: true,
      value: { country: "NL", number: "123456782B01", full: "NL123456782B01" },
    });
  });

  it("accepts the Belastingdienst's sole-trader example, which passes MOD 97-10 only", () => {
    expect(reference11Test("000099998")).toBe(false);
    expect(validateDutchBtwId("NL000099998B57").ok).toBe(true);
  });

  it("normalises spaces, dots and case", () => {
    expect(validateDutchBtwId(" nl 1234.56782 b01 ")).toMatchObject({
      ok: true,
      value: { full: "NL123456782B01" },
    });
  });

  it.each([
    ["", "Enter a BTW-id."],
    ["NL123456789B01", "This BTW-id has a typo: its check digit does not match."],
    ["NL12345678B01", "A Dutch BTW-id looks like NL123456789B01: NL, 9 digits, B and 2 digits."],
    ["NL123456782X01", "A Dutch BTW-id looks like NL123456789B01: NL, 9 digits, B and 2 digits."],
    ["123456782B01", "A Dutch BTW-id looks like NL123456789B01: NL, 9 digits, B and 2 digits."],
  ])("rejects %j", (input, error) => {
    expect(validateDutchBtwId(input)).toEqual({ ok: false, error });
  });

  it("accepts exactly what one of the two reference checksums accepts", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), fc.stringMatching(/^\d{2}$/), (nine, suffix) => {
        const full = `NL${nine}B${suffix}`;
        expect(validateDutchBtwId(full).ok).toBe(reference11Test(nine) || referenceMod97(full));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("validateVatNumber", () => {
  it.each([
    "DE123456789",
    "BE0123456789",
    "ATU12345678",
    "FR12345678901",
    "EL123456789",
    "ESX1234567X",
    "SE123456789001",
    "IE1234567WA",
  ])("accepts the format of %s", (input) => {
    expect(validateVatNumber(input).ok).toBe(true);
  });

  it("checks Dutch numbers with their checksum", () => {
    expect(validateVatNumber("NL123456789B01").ok).toBe(false);
    expect(validateVatNumber("NL123456782B01").ok).toBe(true);
  });

  it.each([
    ["DE12345678", "This is not the format of a VAT number from DE."],
    ["GR123456789", "Greek VAT numbers start with EL, not GR."],
    ["US123456789", "A VAT number starts with the country prefix of an EU member state, like NL or DE."],
    ["", "Enter a VAT number."],
  ])("rejects %j", (input, error) => {
    expect(validateVatNumber(input)).toEqual({ ok: false, error });
  });
});
