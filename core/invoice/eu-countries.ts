/** EU member states by ISO 3166-1 alpha-2 (Greece is GR here; its VAT prefix is EL). */
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  "AT",
  "BE",
  "BG",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "HU",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK",
]);

export function isEuCountry(country: string): boolean {
  return EU_COUNTRIES.has(country.toUpperCase());
}

/** The VAT number prefix of a country: EL for Greece, else the ISO code. */
export function vatPrefixOf(country: string): string {
  const upper = country.toUpperCase();
  return upper === "GR" ? "EL" : upper;
}
