import { COMPANY_COUNTRIES } from "../../../core/company/countries";

/** Countries offered in the address fields: where a company can be registered, then common trading partners. */
export const COUNTRIES: readonly { readonly code: string; readonly name: string }[] = [
  ...COMPANY_COUNTRIES,
  { code: "US", name: "United States" },
  { code: "CA", name: "Canada" },
  { code: "AU", name: "Australia" },
];

export const CURRENCIES: readonly string[] = ["EUR", "USD", "GBP", "CHF", "SEK", "DKK", "NOK", "PLN", "CZK"];
