import { m } from "../../../core/i18n/messages";
import { EMAIL_MESSAGES, validateEmail } from "../../../core/validation/email";
import {
  joinPasswordErrors,
  listConfirmationErrors,
  listPasswordErrors,
} from "../../../core/validation/password";

export type AuthMode = "login" | "register" | "reset";

/** Auth form values (SPEC §3). */
export interface AuthFormValues {
  email: string;
  password: string;
  confirmPassword: string;
  name: string;
}

export type FieldErrors = Partial<Record<keyof AuthFormValues, string>>;

/**
 * SPEC §5 per mode: login shows only the first password error; registration shows all, joined by
 * commas; reset asks for the e-mail only (no password rules).
 */
export function validateAuthForm(mode: AuthMode, values: AuthFormValues): FieldErrors {
  const errors: FieldErrors = {};
  const emailError = validateEmail(values.email);
  if (emailError) errors.email = emailError;
  if (mode === "reset") return errors;
  const passwordErrors = listPasswordErrors(values.password);
  if (mode === "login") {
    if (passwordErrors[0]) errors.password = passwordErrors[0];
    return errors;
  }
  if (passwordErrors.length > 0) errors.password = joinPasswordErrors(passwordErrors);
  const confirmation = listConfirmationErrors(values.password, values.confirmPassword)[0];
  if (confirmation) errors.confirmPassword = confirmation;
  if (values.name.trim().length === 0) errors.name = m.validation_name_required();
  return errors;
}

/** Set-new-password form: all password errors joined, then the confirmation. */
export function validateNewPassword(password: string, confirmPassword: string): FieldErrors {
  const errors: FieldErrors = {};
  const passwordErrors = listPasswordErrors(password);
  if (passwordErrors.length > 0) errors.password = joinPasswordErrors(passwordErrors);
  const confirmation = listConfirmationErrors(password, confirmPassword)[0];
  if (confirmation) errors.confirmPassword = confirmation;
  return errors;
}

/** Resend verification needs an address first (SPEC §5). */
export function validateResendEmail(email: string): string | null {
  if (email.trim().length === 0) return EMAIL_MESSAGES.resendRequired;
  return validateEmail(email);
}
