import { invalid, type ValidationResult, valid } from "../validation/result";

/**
 * BIC (ISO 9362): 4 letters bank code, 2 letters country, 2 letters/digits location and an optional
 * 3-character branch code. Format only: no public checksum exists.
 */
export function validateBic(input: string): ValidationResult<string> {
  const bic = input.replace(/\s/g, "").toUpperCase();
  if (bic.length === 0) return invalid("Enter a BIC.");
  if (!/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic))
    return invalid("A BIC has 8 or 11 characters, like ABNANL2A.");
  return valid(bic);
}

/** A public http(s) web address; `example.nl` is read as `https://example.nl`. */
export function validateWebsite(input: string): ValidationResult<string> {
  const trimmed = input.trim();
  if (trimmed.length === 0) return invalid("Enter a website address.");
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return invalid("This is not a web address, for example https://www.example.nl.");
  }
  const hostOk = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(url.hostname);
  if ((url.protocol !== "https:" && url.protocol !== "http:") || !hostOk || url.username || url.password)
    return invalid("This is not a web address, for example https://www.example.nl.");
  // `https://example.nl`, not `https://example.nl/`, when there is no path.
  return valid(url.pathname === "/" && !url.search && !url.hash ? url.origin : url.href);
}

/** Invoice number prefix: letters, digits and `- _ / .`, starting with a letter or digit. */
export function validateInvoicePrefix(input: string): ValidationResult<string> {
  const prefix = input.trim();
  if (!/^[A-Za-z0-9][A-Za-z0-9_./-]{0,19}$/.test(prefix))
    return invalid("Use up to 20 letters, digits and - _ / . (starting with a letter or digit).");
  return valid(prefix);
}

/** Postcodes outside the Netherlands: letters, digits, spaces and dashes, up to 12 characters. */
export function validateForeignPostcode(input: string): ValidationResult<string> {
  const postcode = input.trim().toUpperCase();
  if (!/^[A-Z0-9][A-Z0-9 -]{1,11}$/.test(postcode)) return invalid("This is not a valid postcode.");
  return valid(postcode);
}
