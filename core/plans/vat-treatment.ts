import { isEuCountry, vatPrefixOf } from "../invoice/eu-countries";
import type { VatCategory } from "../invoice/model";
import { validateVatNumber } from "../validation/btw-id";
import { type BillingInterval, type PlanId, planPriceCents, STANDARD_VAT_PERCENT } from "./plans";

/** Who pays, as far as VAT is concerned: from the company details, or nothing when there are none. */
export interface BillingCustomer {
  /** ISO 3166-1 alpha-2; "NL" when unknown. */
  readonly country: string;
  readonly vatNumber: string;
}

export interface PriceQuote {
  readonly netCents: number;
  readonly vatCents: number;
  readonly totalCents: number;
  readonly vatPercent: number;
  readonly vatCategory: VatCategory;
  /** The line an invoice prints for a zero-rated charge ("" when VAT is charged). */
  readonly vatNote: string;
}

export const REVERSE_CHARGE_NOTE = "VAT reverse-charged (art. 196 EU VAT Directive); btw verlegd.";
export const OUTSIDE_EU_NOTE = "Service supplied outside the EU: no Dutch VAT (art. 44 EU VAT Directive).";

/**
 * How our own subscription is taxed: a business in another EU country with a valid VAT id of that
 * country pays no Dutch VAT (reverse charge, category AE); a customer outside the EU none either
 * (category O); everyone else 21 %. The VAT id's format is checked here; VIES is not consulted.
 */
export function quotePrice(planId: PlanId, interval: BillingInterval, customer: BillingCustomer): PriceQuote {
  const netCents = planPriceCents(planId, interval);
  const country = (customer.country || "NL").toUpperCase();
  if (country !== "NL" && isEuCountry(country) && hasOwnCountryVatId(country, customer.vatNumber)) {
    return zeroRated(netCents, "AE", REVERSE_CHARGE_NOTE);
  }
  if (!isEuCountry(country)) return zeroRated(netCents, "O", OUTSIDE_EU_NOTE);
  const vatCents = Math.round((netCents * STANDARD_VAT_PERCENT) / 100);
  return {
    netCents,
    vatCents,
    totalCents: netCents + vatCents,
    vatPercent: STANDARD_VAT_PERCENT,
    vatCategory: "S",
    vatNote: "",
  };
}

function zeroRated(netCents: number, vatCategory: VatCategory, vatNote: string): PriceQuote {
  return { netCents, vatCents: 0, totalCents: netCents, vatPercent: 0, vatCategory, vatNote };
}

function hasOwnCountryVatId(country: string, vatNumber: string): boolean {
  if (!vatNumber.trim()) return false;
  const checked = validateVatNumber(vatNumber);
  return checked.ok && checked.value.country === vatPrefixOf(country);
}

/** The standard-rate price a Dutch customer pays, for the pricing page. */
export function priceInclVat(netCents: number): number {
  return netCents + Math.round((netCents * STANDARD_VAT_PERCENT) / 100);
}
