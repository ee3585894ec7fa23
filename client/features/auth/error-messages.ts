/** SPEC §8: provider errors matched by substring, case-insensitive, in this order. */
export const AUTH_ERROR_TABLE: readonly (readonly [string, string])[] = [
  ["Invalid login credentials", "Invalid email or password. Please check your credentials and try again."],
  ["Email not confirmed", "Please check your email and click the confirmation link before signing in."],
  ["Invalid email", "Please enter a valid email address."],
  ["Password should be at least 6 characters", "Password must be at least 8 characters long."],
  ["User already registered", "An account with this email already exists. Please sign in instead."],
  ["Signup is disabled", "Account registration is currently disabled. Please contact support."],
  ["Email rate limit exceeded", "Too many emails sent. Please wait before requesting another email."],
  ["request-once-every-60-seconds", "Please wait 60 seconds before requesting another password reset email."],
];

export const UNEXPECTED_ERROR = "An unexpected error occurred";

/** Screen messages of SPEC §8. */
export const AUTH_SCREEN_MESSAGES = {
  formError: "Failed to sign in. Please check your credentials.",
  googleError: "Failed to process login. Please try again.",
  passwordUpdateError: "Failed to send password reset email. Please try again.",
  resendError: "Failed to resend verification email",
  registered: "Account created successfully! Please check your email to verify your account.",
  resetSent: "Password reset instructions have been sent to your email.",
  verificationSent: "Verification email sent! Please check your inbox.",
  renderError: "Sorry.. there was an authentication error. Redirecting to login...",
} as const;

/**
 * What a person reads for a provider error: the table's message on a substring match, otherwise the
 * message itself with its first letter capitalised, and 'An unexpected error occurred' when empty.
 */
export function mapAuthError(message: string | null | undefined): string {
  const text = (message ?? "").trim();
  if (text.length === 0) return UNEXPECTED_ERROR;
  const lower = text.toLowerCase();
  for (const [providerError, shown] of AUTH_ERROR_TABLE) {
    if (lower.includes(providerError.toLowerCase())) return shown;
  }
  return text.charAt(0).toUpperCase() + text.slice(1);
}
