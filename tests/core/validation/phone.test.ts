import { describe, expect, it } from "vitest";
import { validatePhone } from "../../../core/validation/phone";

describe("validatePhone", () => {
  it.each([
    ["020 123 4567", "+31201234567"],
    ["+31 20 123 4567", "+31201234567"],
    ["0031201234567", "+31201234567"],
    ["06-12345678", "+31612345678"],
    ["+49 30 901820", "+4930901820"],
  ])("reads %j as %s", (input, e164) => {
    expect(validatePhone(input)).toEqual({ ok: true, value: e164 });
  });

  it.each(["12", "020 123", "not a phone", "+999 123 456 789", "0".repeat(41)])("rejects %j", (input) => {
    expect(validatePhone(input).ok).toBe(false);
  });

  it("asks for a number when empty", () => {
    expect(validatePhone("  ")).toEqual({ ok: false, error: "Enter a phone number." });
  });
});
