import { isValidIban } from "../iban";

/**
 * The account from :25:. Banks write it as "NL69INGB0123456789EUR" (ING adds the currency),
 * "NL50RABO0123456789 EUR", "INGBNL2A/NL69INGB0123456789", or an older account number ("517852257",
 * "37040044/0532013000"). An IBAN is returned on its own; anything else as written.
 */
export function readAccount(value: string): string {
  const text = value.trim();
  for (const part of text.split(/[/\s]+/)) {
    if (isValidIban(part)) return part;
    if (/^[A-Z]{2}\d{2}[A-Z0-9]+[A-Z]{3}$/.test(part) && isValidIban(part.slice(0, -3)))
      return part.slice(0, -3);
  }
  return text;
}

/** The currency ING-style :25: appends to the IBAN ("NL69INGB0123456789EUR"), or "". */
export function readAccountCurrency(value: string): string {
  for (const part of value.trim().split(/[/\s]+/)) {
    if (/^[A-Z]{2}\d{2}[A-Z0-9]+[A-Z]{3}$/.test(part) && isValidIban(part.slice(0, -3)))
      return part.slice(-3);
  }
  return "";
}
