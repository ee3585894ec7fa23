import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findReferencesInText } from "../../../core/reconcile/payment-references";
import {
  computeBetalingskenmerkCheckDigit,
  createBetalingskenmerk,
  formatBetalingskenmerk,
  isValidBetalingskenmerk,
} from "../../../core/validation/betalingskenmerk";
import {
  createCreditorReference,
  formatCreditorReference,
  isValidCreditorReference,
} from "../../../core/validation/creditor-reference";

describe("betalingskenmerk", () => {
  it("accepts the Betaalvereniging's examples and rejects a changed digit", () => {
    expect(isValidBetalingskenmerk("5000056789012345")).toBe(true);
    expect(isValidBetalingskenmerk("5000 0567 8901 2345")).toBe(true);
    expect(isValidBetalingskenmerk("4000056789012345")).toBe(false);
    expect(isValidBetalingskenmerk("5000056789012346")).toBe(false);
    // 14 digits: check digit 1, length code 2 ("twelve digits follow").
    expect(isValidBetalingskenmerk("12 2345 3462 2567")).toBe(true);
    expect(isValidBetalingskenmerk("13 2345 3462 2567")).toBe(false);
  });
  it("checks the length code of the short forms", () => {
    const nine = `7${"1234567"}`;
    const body = `7${"1234567"}`;
    const valid = `${computeBetalingskenmerkCheckDigit(body)}${body}`;
    expect(valid).toHaveLength(9);
    expect(isValidBetalingskenmerk(valid)).toBe(true);
    // Same digits with a wrong length code.
    const wrongLength = `8${"1234567"}`;
    expect(isValidBetalingskenmerk(`${computeBetalingskenmerkCheckDigit(wrongLength)}${wrongLength}`)).toBe(
      false,
    );
    expect(nine).toHaveLength(8);
    expect(isValidBetalingskenmerk("1234567")).toBe(false);
    expect(isValidBetalingskenmerk("123456789012345")).toBe(false);
  });
  it("maps a remainder giving 10 to 1 and 11 to 0", () => {
    // Weighted sum 0 → 11 - 0 = 11 → check digit 0.
    expect(computeBetalingskenmerkCheckDigit("000000000000000")).toBe(0);
    expect(isValidBetalingskenmerk("0000000000000000")).toBe(true);
    // Sum 1 (last digit 1 with weight 2 gives 2; find one with remainder 1): digit 6 × weight 2 = 12 ≡ 1 → 10 → 1.
    expect(computeBetalingskenmerkCheckDigit("000000000000006")).toBe(1);
  });
  it("creates 16-digit references that validate, for any number up to 15 digits", () => {
    expect(createBetalingskenmerk("56789012345")).toBe("5000056789012345");
    expect(formatBetalingskenmerk("5000056789012345")).toBe("5000 0567 8901 2345");
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,15}$/), (digits) => {
        const reference = createBetalingskenmerk(digits);
        expect(reference).toHaveLength(16);
        expect(isValidBetalingskenmerk(reference)).toBe(true);
      }),
    );
    expect(() => createBetalingskenmerk("1234567890123456")).toThrow(RangeError);
  });
});

describe("ISO 11649 RF creditor reference", () => {
  it("accepts the standard's example and rejects changed check digits", () => {
    expect(isValidCreditorReference("RF18539007547034")).toBe(true);
    expect(isValidCreditorReference("RF18 5390 0754 7034")).toBe(true);
    expect(isValidCreditorReference("rf18 5390 0754 7034")).toBe(true);
    expect(isValidCreditorReference("RF19539007547034")).toBe(false);
    expect(isValidCreditorReference("RF18")).toBe(false);
    expect(isValidCreditorReference(`RF18${"1".repeat(22)}`)).toBe(false);
  });
  it("creates references that validate, check digits zero-padded", () => {
    expect(createCreditorReference("539007547034")).toBe("RF18539007547034");
    expect(formatCreditorReference("RF18539007547034")).toBe("RF18 5390 0754 7034");
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{1,21}$/), (base) => {
        const reference = createCreditorReference(base);
        expect(reference).toMatch(/^RF\d{2}/);
        expect(isValidCreditorReference(reference)).toBe(true);
      }),
    );
  });
});

describe("references in remittance text", () => {
  it("finds printed RF references and betalingskenmerken, and ignores numbers that fail the check", () => {
    const found = findReferencesInText(
      "Betaling RF18 5390 0754 7034 en kenmerk 5000 0567 8901 2345, tel 0612345678, IBAN NL91ABNA0417164300",
    ).map((reference) => reference.value);
    expect(found).toContain("RF18539007547034");
    expect(found).toContain("5000056789012345");
    expect(found).toHaveLength(2);
  });
  it("does not swallow the word after an RF reference", () => {
    expect(findReferencesInText("RF18 5390 0754 7034 BEDANKT").map((reference) => reference.value)).toEqual([
      "RF18539007547034",
    ]);
  });
});
