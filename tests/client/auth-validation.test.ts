import { describe, expect, it } from "vitest";
import {
  type AuthFormValues,
  validateAuthForm,
  validateNewPassword,
  validateResendEmail,
} from "../../client/features/auth/form-validation";
import { EMAIL_MESSAGES, normalizeEmail, validateEmail } from "../../core/validation/email";
import {
  listConfirmationErrors,
  listPasswordErrors,
  PASSWORD_MESSAGES,
  ratePasswordStrength,
} from "../../core/validation/password";

const ALL_PASSWORD_ERRORS = [
  "Password must be at least 8 characters long",
  "Password must contain at least one uppercase letter",
  "Password must contain at least one lowercase letter",
  "Password must contain at least one number",
  "Password must contain at least one special character",
];

function values(overrides: Partial<AuthFormValues>): AuthFormValues {
  return {
    email: "jan@example.nl",
    password: "Sterk-Wachtwoord-1!",
    confirmPassword: "Sterk-Wachtwoord-1!",
    name: "Jan",
    ...overrides,
  };
}

describe("password rules (SPEC §5)", () => {
  it("lists every message exactly, in order", () => {
    expect(listPasswordErrors("")).toEqual(ALL_PASSWORD_ERRORS);
    expect(Object.values(PASSWORD_MESSAGES)).toEqual(
      expect.arrayContaining([
        ...ALL_PASSWORD_ERRORS,
        "Password confirmation is required",
        "Passwords do not match",
      ]),
    );
  });

  it("checks each rule on its own", () => {
    expect(listPasswordErrors("Aa1!aaa")).toEqual([ALL_PASSWORD_ERRORS[0]]);
    expect(listPasswordErrors("aa1!aaaa")).toEqual([ALL_PASSWORD_ERRORS[1]]);
    expect(listPasswordErrors("AA1!AAAA")).toEqual([ALL_PASSWORD_ERRORS[2]]);
    expect(listPasswordErrors("Aa!aaaaa")).toEqual([ALL_PASSWORD_ERRORS[3]]);
    expect(listPasswordErrors("Aa1aaaaa")).toEqual([ALL_PASSWORD_ERRORS[4]]);
    expect(listPasswordErrors("Aa1!aaaa")).toEqual([]);
  });

  it("accepts each special character of the SPEC list and nothing else as special", () => {
    for (const special of '!@#$%^&*(),.?":{}|<>')
      expect(listPasswordErrors(`Aa1aaaa${special}`), special).toEqual([]);
    for (const other of ["-", "_", "+", "=", "~", " ", "€"]) {
      expect(listPasswordErrors(`Aa1aaaa${other}`), other).toEqual([ALL_PASSWORD_ERRORS[4]]);
    }
  });

  it("counts characters as typed (code points), and caps at 256", () => {
    expect(listPasswordErrors("Aa1!🔐🔐🔐")).toEqual([ALL_PASSWORD_ERRORS[0]]); // 7 characters, 10 UTF-16 units
    expect(listPasswordErrors(`Aa1!${"x".repeat(252)}`)).toEqual([]);
    expect(listPasswordErrors(`Aa1!${"x".repeat(253)}`)).toEqual([
      "Password must be at most 256 characters long",
    ]);
  });

  it("confirmation: required, then equal", () => {
    expect(listConfirmationErrors("Abc-1234", "")).toEqual(["Password confirmation is required"]);
    expect(listConfirmationErrors("Abc-1234", "Abc-1235")).toEqual(["Passwords do not match"]);
    expect(listConfirmationErrors("Abc-1234", "Abc-1234")).toEqual([]);
  });
});

describe("password strength (SPEC §5/§9)", () => {
  it("is weak at 3 or more failed rules, medium at 1-2, strong at none", () => {
    expect(ratePasswordStrength("")).toBe("weak"); // 5 failed
    expect(ratePasswordStrength("abc")).toBe("weak"); // length, upper, number, special
    expect(ratePasswordStrength("abcdefgh")).toBe("weak"); // upper, number, special
    expect(ratePasswordStrength("Abcdefgh")).toBe("medium"); // number, special
    expect(ratePasswordStrength("Abcdefg1")).toBe("medium"); // special
    expect(ratePasswordStrength("Abcdef1!")).toBe("strong");
  });
});

describe("e-mail rules (SPEC §5)", () => {
  it("requires an address and a form without spaces", () => {
    expect(validateEmail("")).toBe("Email is required");
    expect(validateEmail("   ")).toBe("Email is required");
    for (const bad of [
      "jan",
      "jan@",
      "@example.nl",
      "jan@example",
      "j an@example.nl",
      "jan@exa mple.nl",
      "a@b@c.nl",
    ]) {
      expect(validateEmail(bad), bad).toBe("Please enter a valid email address");
    }
    expect(validateEmail(" jan@example.nl ")).toBeNull();
    expect(validateEmail(`${"a".repeat(250)}@example.nl`)).toBe("Please enter a valid email address");
  });

  it("normalises by trimming and lower-casing", () => {
    expect(normalizeEmail("  Jan@Example.NL ")).toBe("jan@example.nl");
  });

  it("resend verification asks for the address first", () => {
    expect(EMAIL_MESSAGES.resendRequired).toBe("Please enter your email address");
    expect(validateResendEmail("")).toBe("Please enter your email address");
    expect(validateResendEmail("nope")).toBe("Please enter a valid email address");
    expect(validateResendEmail("jan@example.nl")).toBeNull();
  });
});

describe("form validation per mode (SPEC §5 joining rules)", () => {
  it("login shows only the first password error", () => {
    expect(validateAuthForm("login", values({ password: "" }))).toEqual({ password: ALL_PASSWORD_ERRORS[0] });
    expect(validateAuthForm("login", values({ password: "abcdefgh" }))).toEqual({
      password: ALL_PASSWORD_ERRORS[1],
    });
  });

  it("registration shows all password errors joined by commas, plus name and confirmation", () => {
    expect(
      validateAuthForm("register", values({ password: "", confirmPassword: "", name: " ", email: "" })),
    ).toEqual({
      email: "Email is required",
      password: ALL_PASSWORD_ERRORS.join(", "),
      confirmPassword: "Password confirmation is required",
      name: "Name is required",
    });
    expect(validateAuthForm("register", values({ confirmPassword: "different" }))).toEqual({
      confirmPassword: "Passwords do not match",
    });
    expect(validateAuthForm("register", values({}))).toEqual({});
  });

  it("reset request checks the address only, no password rules", () => {
    expect(validateAuthForm("reset", values({ password: "" }))).toEqual({});
    expect(validateAuthForm("reset", values({ email: "x" }))).toEqual({
      email: "Please enter a valid email address",
    });
  });

  it("password update shows all errors joined by commas, then the confirmation", () => {
    expect(validateNewPassword("abc", "")).toEqual({
      password: [
        ALL_PASSWORD_ERRORS[0],
        ALL_PASSWORD_ERRORS[1],
        ALL_PASSWORD_ERRORS[3],
        ALL_PASSWORD_ERRORS[4],
      ].join(", "),
      confirmPassword: "Password confirmation is required",
    });
    expect(validateNewPassword("Abcdef1!", "Abcdef1!")).toEqual({});
  });
});
