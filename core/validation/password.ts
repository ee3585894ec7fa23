import { m } from "../i18n/messages";

/** Password rules of SPEC §5, shared by the Worker (enforced) and the client (shown). */
export const PASSWORD_MIN_LENGTH = 8;
/** SECURITY.md: at most 256 characters, counted as typed (code points), never truncated. */
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

/** SPEC §5 wording in English; each read is in the interface language (getters over the catalogue). */
export const PASSWORD_MESSAGES = {
  get tooShort(): string {
    return m.validation_password_too_short();
  },
  get tooLong(): string {
    return m.validation_password_too_long();
  },
  get uppercase(): string {
    return m.validation_password_uppercase();
  },
  get lowercase(): string {
    return m.validation_password_lowercase();
  },
  get number(): string {
    return m.validation_password_number();
  },
  get special(): string {
    return m.validation_password_special();
  },
  get confirmationRequired(): string {
    return m.validation_confirmation_required();
  },
  get mismatch(): string {
    return m.validation_passwords_mismatch();
  },
};

export type PasswordStrength = "weak" | "medium" | "strong";

const SPECIAL = new Set(PASSWORD_SPECIAL_CHARACTERS);

/** Length in characters as the user typed them (a code point each), not UTF-16 units. */
export function countCharacters(value: string): number {
  return [...value].length;
}

/** Every rule the password breaks, in the order SPEC §5 lists them. Empty when it is acceptable. */
export function listPasswordErrors(password: string): string[] {
  const errors: string[] = [];
  const length = countCharacters(password);
  if (length < PASSWORD_MIN_LENGTH) errors.push(PASSWORD_MESSAGES.tooShort);
  if (length > PASSWORD_MAX_LENGTH) errors.push(PASSWORD_MESSAGES.tooLong);
  if (!/[A-Z]/.test(password)) errors.push(PASSWORD_MESSAGES.uppercase);
  if (!/[a-z]/.test(password)) errors.push(PASSWORD_MESSAGES.lowercase);
  if (!/[0-9]/.test(password)) errors.push(PASSWORD_MESSAGES.number);
  if (![...password].some((character) => SPECIAL.has(character))) errors.push(PASSWORD_MESSAGES.special);
  return errors;
}

/** SPEC §5/§9: three or more broken rules is weak, one or two medium, none strong. */
export function ratePasswordStrength(password: string): PasswordStrength {
  const failed = listPasswordErrors(password).length;
  if (failed >= 3) return "weak";
  if (failed >= 1) return "medium";
  return "strong";
}

/** Registration and password update show every error joined by commas (SPEC §5). */
export function joinPasswordErrors(errors: readonly string[]): string {
  return errors.join(", ");
}

/** Errors of the confirmation field: required, then equal to the password. */
export function listConfirmationErrors(password: string, confirmation: string): string[] {
  if (confirmation.length === 0) return [PASSWORD_MESSAGES.confirmationRequired];
  if (confirmation !== password) return [PASSWORD_MESSAGES.mismatch];
  return [];
}
