import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { invalid, type ValidationResult, valid } from "./result";

/** A phone number in E.164 (+31201234567); numbers without a country code are read as Dutch. */
export function validatePhone(
  input: string,
  defaultCountry: "NL" | "BE" | "DE" = "NL",
): ValidationResult<string> {
  const trimmed = input.trim();
  if (trimmed.length === 0) return invalid("Enter a phone number.");
  if (trimmed.length > 40) return invalid("This phone number is too long.");
  const parsed = parsePhoneNumberFromString(trimmed, defaultCountry);
  if (!parsed?.isValid()) return invalid("This is not a valid phone number, for example +31 20 123 4567.");
  return valid(parsed.number);
}
