import { invalid, type ValidationResult, valid } from "./result";

/** KvK (Dutch Chamber of Commerce) number: exactly 8 digits; spaces and dots are ignored. */
export function validateKvk(input: string): ValidationResult<string> {
  const kvk = input.replace(/[\s.]/g, "");
  if (kvk.length === 0) return invalid("Enter a KvK number.");
  if (!/^\d{8}$/.test(kvk)) return invalid("A KvK number has exactly 8 digits.");
  return valid(kvk);
}
