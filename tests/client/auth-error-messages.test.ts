import { describe, expect, it } from "vitest";
import {
  AUTH_ERROR_TABLE,
  AUTH_SCREEN_MESSAGES,
  mapAuthError,
  UNEXPECTED_ERROR,
} from "../../client/features/auth/error-messages";

describe("the SPEC §8 error table", () => {
  const rows: [string, string][] = [
    ["Invalid login credentials", "Invalid email or password. Please check your credentials and try again."],
    ["Email not confirmed", "Please check your email and click the confirmation link before signing in."],
    ["Invalid email", "Please enter a valid email address."],
    ["Password should be at least 6 characters", "Password must be at least 8 characters long."],
    ["User already registered", "An account with this email already exists. Please sign in instead."],
    ["Signup is disabled", "Account registration is currently disabled. Please contact support."],
    ["Email rate limit exceeded", "Too many emails sent. Please wait before requesting another email."],
    [
      "request-once-every-60-seconds",
      "Please wait 60 seconds before requesting another password reset email.",
    ],
  ];

  it("has exactly the eight rows of SPEC §8, in order", () => {
    expect(AUTH_ERROR_TABLE).toEqual(rows);
  });

  for (const [providerError, shown] of rows) {
    it(`maps '${providerError}' exactly, as a substring and case-insensitively`, () => {
      expect(mapAuthError(providerError)).toBe(shown);
      expect(mapAuthError(`AuthApiError: ${providerError.toUpperCase()} (code 400)`)).toBe(shown);
      expect(mapAuthError(`  ${providerError.toLowerCase()}.`)).toBe(shown);
    });
  }

  it("shows an unknown message with its first letter capitalised", () => {
    expect(mapAuthError("too many sign-in attempts. Please wait 30 seconds and try again.")).toBe(
      "Too many sign-in attempts. Please wait 30 seconds and try again.",
    );
    expect(mapAuthError("Already Capitalised")).toBe("Already Capitalised");
    expect(mapAuthError("élan")).toBe("Élan");
    expect(mapAuthError("42 problems")).toBe("42 problems");
  });

  it("falls back to 'An unexpected error occurred' when the message is empty", () => {
    expect(UNEXPECTED_ERROR).toBe("An unexpected error occurred");
    for (const empty of ["", "   ", null, undefined]) expect(mapAuthError(empty)).toBe(UNEXPECTED_ERROR);
  });

  it("does not match near misses", () => {
    expect(mapAuthError("Invalid login")).toBe("Invalid login");
    expect(mapAuthError("request once every 60 seconds")).toBe("Request once every 60 seconds");
  });
});

describe("screen messages (SPEC §8, §2 Other)", () => {
  it("are exactly the specified texts", () => {
    expect(AUTH_SCREEN_MESSAGES).toEqual({
      formError: "Failed to sign in. Please check your credentials.",
      googleError: "Failed to process login. Please try again.",
      passwordUpdateError: "Failed to send password reset email. Please try again.",
      resendError: "Failed to resend verification email",
      registered: "Account created successfully! Please check your email to verify your account.",
      resetSent: "Password reset instructions have been sent to your email.",
      verificationSent: "Verification email sent! Please check your inbox.",
      renderError: "Sorry.. there was an authentication error. Redirecting to login...",
    });
  });
});
