import { invalid, type ValidationResult, valid } from "./result";

/**
 * Dutch postcode: 4 digits (not starting with 0) and 2 letters, stored as `1234 AB`.
 * PostNL does not issue the letter pairs SA, SD and SS.
 */
export function validateDutchPostcode(input: string): ValidationResult<string> {
  const compact = input.replace(/\s/g, "").toUpperCase();
  if (compact.length === 0) return invalid("Enter a postcode.");
  const match = /^([1-9]\d{3})([A-Z]{2})$/.exec(compact);
  if (!match) return invalid("A Dutch postcode looks like 1234 AB.");
  const [, digits, letters] = match;
  if (letters === "SA" || letters === "SD" || letters === "SS")
    return invalid(`${letters} is not used in Dutch postcodes.`);
  return valid(`${digits} ${letters}`);
}
