/** E-mail rules of SPEC §5, shared by the Worker and the client. */
export const EMAIL_MESSAGES = {
  required: "Email is required",
  invalid: "Please enter a valid email address",
  resendRequired: "Please enter your email address",
} as const;

/** RFC 5321 caps a path at 254 characters; longer input is not an address. */
export const EMAIL_MAX_LENGTH = 254;

// SPEC §5: "{email} without spaces" — something@something.tld, no whitespace anywhere.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Addresses are compared and stored trimmed and lower-cased. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** The first error of the e-mail field, or null. Leading/trailing spaces are trimmed first. */
export function validateEmail(raw: string): string | null {
  const email = raw.trim();
  if (email.length === 0) return EMAIL_MESSAGES.required;
  if (!isValidEmail(email)) return EMAIL_MESSAGES.invalid;
  return null;
}
