import { m } from "../../../core/i18n/messages";

/** SPEC §8: provider errors matched by substring, case-insensitive, in this order (SPEC's English). */
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

/** The table's messages in the interface language, in the table's order. */
const SHOWN = [
  m.auth_error_invalid_credentials,
  m.auth_error_email_not_confirmed,
  m.auth_error_invalid_email,
  m.auth_error_password_short,
  m.auth_error_already_registered,
  m.auth_error_signup_disabled,
  m.auth_error_email_rate_limit,
  m.auth_error_reset_wait,
];

export const UNEXPECTED_ERROR = "An unexpected error occurred";

/** Screen messages of SPEC §8, in the interface language on every read. */
export const AUTH_SCREEN_MESSAGES = {
  get formError(): string {
    return m.auth_msg_form_error();
  },
  get googleError(): string {
    return m.auth_msg_google_error();
  },
  get passwordUpdateError(): string {
    return m.auth_msg_password_update_error();
  },
  get resendError(): string {
    return m.auth_msg_resend_error();
  },
  get registered(): string {
    return m.auth_msg_registered();
  },
  get resetSent(): string {
    return m.auth_msg_reset_sent();
  },
  get verificationSent(): string {
    return m.auth_msg_verification_sent();
  },
  get renderError(): string {
    return m.auth_msg_render_error();
  },
};

/**
 * What a person reads for a provider error: the table's message on a substring match, otherwise the
 * message itself with its first letter capitalised, and 'An unexpected error occurred' when empty.
 * The table's messages (and our own validation messages the Worker sends back in English) are shown in
 * the interface language.
 */
export function mapAuthError(message: string | null | undefined): string {
  const text = (message ?? "").trim();
  if (text.length === 0) return m.auth_error_unexpected();
  const lower = text.toLowerCase();
  for (const [index, [providerError]] of AUTH_ERROR_TABLE.entries()) {
    if (lower.includes(providerError.toLowerCase())) return SHOWN[index]?.() ?? text;
  }
  return text.charAt(0).toUpperCase() + text.slice(1);
}
