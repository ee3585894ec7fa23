import { describe, expect, it } from "vitest";
import { validateKvk } from "../../../core/validation/kvk";
import { validateDutchPostcode } from "../../../core/validation/postcode";

describe("validateKvk", () => {
  it("accepts 8 digits, ignoring spaces and dots", () => {
    expect(validateKvk("12345678")).toEqual({ ok: true, value: "12345678" });
    expect(validateKvk("1234 5678")).toEqual({ ok: true, value: "12345678" });
    expect(validateKvk("12.345.678")).toEqual({ ok: true, value: "12345678" });
  });

  it.each(["1234567", "123456789", "1234567a", "１２３４５６７８"])("rejects %j", (input) => {
    expect(validateKvk(input)).toEqual({ ok: false, error: "A KvK number has exactly 8 digits." });
  });
});

describe("validateDutchPostcode", () => {
  it.each([
    ["1234 AB", "1234 AB"],
    ["1234ab", "1234 AB"],
    [" 9999  zz ", "9999 ZZ"],
  ])("accepts %j as %j", (input, value) => {
    expect(validateDutchPostcode(input)).toEqual({ ok: true, value });
  });

  it.each([
    ["0123 AB", "A Dutch postcode looks like 1234 AB."],
    ["123 AB", "A Dutch postcode looks like 1234 AB."],
    ["1234 A", "A Dutch postcode looks like 1234 AB."],
    ["1234 SS", "SS is not used in Dutch postcodes."],
    ["1234 SA", "SA is not used in Dutch postcodes."],
    ["", "Enter a postcode."],
  ])("rejects %j", (input, error) => {
    expect(validateDutchPostcode(input)).toEqual({ ok: false, error });
  });
});
