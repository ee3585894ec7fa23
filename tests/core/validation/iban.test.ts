import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatIban, normaliseIban, validateIban } from "../../../core/validation/iban";

/** Independent reference: BigInt over the rearranged, letter-expanded IBAN (ISO 13616). */
function referenceIbanChecksumOk(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const numeric = [...rearranged]
    .map((ch) => (/[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch))
    .join("");
  return BigInt(numeric) % 97n === 1n;
}

/** Builds a valid IBAN for a country/BBAN by computing the check digits the textbook way. */
function makeIban(country: string, bban: string): string {
  const numeric = [...`${bban}${country}00`]
    .map((ch) => (/[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch))
    .join("");
  const check = 98n - (BigInt(numeric) % 97n);
  return `${country}${check.toString().padStart(2, "0")}${bban}`;
}

describe("validateIban", () => {
  it.each([
    "NL91ABNA0417164300",
    "NL91 ABNA 0417 1643 00",
    "nl91abna0417164300",
    "DE89370400440532013000",
    "GB82WEST12345698765432",
    "BE68539007547034",
    "FR1420041010050500013M02606",
  ])("accepts %s", (input) => {
    expect(validateIban(input)).toEqual({ ok: true, value: normaliseIban(input) });
  });

  it.each([
    ["", "Enter an IBAN."],
    ["NL91ABNA0417164301", "This IBAN has a typo: its check digits do not match."],
    ["NL91ABNA041716430", "An IBAN from NL has 18 characters; this one has 17."],
    ["XX91ABNA0417164300", "XX is not a country that uses IBANs."],
    ["91ABNA0417164300", "An IBAN starts with a country code and two digits, like NL91ABNA0417164300."],
    ["NL91ABNA04171643€0", "An IBAN starts with a country code and two digits, like NL91ABNA0417164300."],
  ])("rejects %j with a clear message", (input, message) => {
    expect(validateIban(input)).toEqual({ ok: false, error: message });
  });

  it("copes with very long hostile input", () => {
    expect(validateIban(`NL${"9".repeat(100_000)}`).ok).toBe(false);
  });

  it("formats in groups of four", () => {
    expect(formatIban("nl91abna0417164300")).toBe("NL91 ABNA 0417 1643 00");
  });

  it("agrees with a BigInt reference on valid and mutated Dutch IBANs", () => {
    const bban = fc
      .tuple(fc.stringMatching(/^[A-Z]{4}$/), fc.stringMatching(/^\d{10}$/))
      .map(([bank, account]) => bank + account);
    fc.assert(
      fc.property(bban, fc.nat(17), fc.integer({ min: 0, max: 9 }), (b, position, digit) => {
        const iban = makeIban("NL", b);
        expect(validateIban(iban).ok).toBe(true);
        const chars = [...iban];
        if (/\d/.test(chars[position] ?? "")) chars[position] = String(digit);
        const mutated = chars.join("");
        expect(validateIban(mutated).ok).toBe(referenceIbanChecksumOk(mutated));
      }),
    );
  });
});
