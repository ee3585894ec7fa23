import { COMPANY_COUNTRIES } from "../../../core/company/countries";
import { INTL_LOCALE, type Language } from "../../../core/i18n/language";

/** Countries offered in the address fields: where a company can be registered, then common trading partners. */
export const COUNTRIES: readonly { readonly code: string; readonly name: string }[] = [
  ...COMPANY_COUNTRIES,
  { code: "US", name: "United States" },
  { code: "CA", name: "Canada" },
  { code: "AU", name: "Australia" },
];

/** The country's name in the interface language (Intl knows them all); the English list wins in English. */
export function countryName(
  country: { readonly code: string; readonly name: string },
  language: Language,
): string {
  if (language === "en") return country.name;
  try {
    return (
      new Intl.DisplayNames([INTL_LOCALE[language]], { type: "region" }).of(country.code) ?? country.name
    );
  } catch {
    return country.name;
  }
}

export const CURRENCIES: readonly string[] = ["EUR", "USD", "GBP", "CHF", "SEK", "DKK", "NOK", "PLN", "CZK"];
