import { z } from "zod";
import { canonicalizeEmail, EMAIL_MAX_LENGTH } from "../../core/validation/email";
import { joinPasswordErrors, listPasswordErrors } from "../../core/validation/password";
import { ApiError } from "../http-error";
import { AUTH_ERRORS } from "./auth-shared";

/**
 * Request bodies. Strict objects: unknown fields (say `emailVerified`) are refused. Field sizes are
 * capped generously here; the product rules (SPEC §5) are applied after parsing so their messages
 * reach the client.
 */
const emailField = z.string().max(EMAIL_MAX_LENGTH + 64);
// 256 characters may take up to 1024 UTF-16 units; the character rule is checked separately.
const passwordField = z.string().max(1024);

export const loginBody = z.strictObject({ email: emailField, password: passwordField });
export const registerBody = z.strictObject({
  name: z.string().max(200),
  email: emailField,
  password: passwordField,
});
export const emailOnlyBody = z.strictObject({ email: emailField });
/** POST /api/auth/password: the current password is needed unless a reset link's recovery cookie is sent. */
export const setPasswordBody = z.strictObject({
  password: passwordField,
  currentPassword: passwordField.optional(),
});

/** The canonical address (core/validation/email.ts), or 422 'Invalid email'. */
export function requireValidEmail(raw: string): string {
  const email = canonicalizeEmail(raw);
  if (!email) throw new ApiError(422, "invalid_email", AUTH_ERRORS.invalidEmail);
  return email;
}

/** SPEC §5 password rules on the server too; every failed rule joined by commas. */
export function requireStrongPassword(password: string): void {
  const errors = listPasswordErrors(password);
  if (errors.length > 0) throw new ApiError(422, "weak_password", joinPasswordErrors(errors));
}
