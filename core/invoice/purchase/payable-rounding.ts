/**
 * The most a total may be rounded for cash payment ("Afronding"), in cents: half the smallest cash
 * step. The euro countries that round (NL, BE, IE, IT, FI, SK, EE) and Switzerland round to 5 cents,
 * so at most 2 cents either way; that is also the limit for any currency not listed. Denmark rounds
 * to 50 øre, Sweden, Norway and Czechia to whole units, Hungary to 5 forint.
 */
const CASH_ROUNDING_CENTS: Readonly<Record<string, number>> = {
  DKK: 25,
  SEK: 50,
  NOK: 50,
  CZK: 50,
  HUF: 200,
};
const DEFAULT_CASH_ROUNDING_CENTS = 2;

/** How a reviewed total relates to net + VAT: equal, a cash rounding (BT-114), or a real mismatch. */
export type PayableRounding =
  | { readonly kind: "none" }
  | { readonly kind: "rounding"; readonly cents: number }
  | { readonly kind: "mismatch"; readonly cents: number };

export function maxCashRoundingCents(currency: string): number {
  return CASH_ROUNDING_CENTS[currency.toUpperCase()] ?? DEFAULT_CASH_ROUNDING_CENTS;
}

/**
 * The rounding that takes net + VAT to the reviewed total (total − (net + VAT)), when it is no more
 * than the currency's cash rounding; a larger difference is a mismatch for the person to settle,
 * never written as a rounding.
 */
export function findPayableRounding(
  netPlusVatCents: number,
  totalCents: number,
  currency: string,
): PayableRounding {
  const cents = totalCents - netPlusVatCents;
  if (cents === 0) return { kind: "none" };
  return Math.abs(cents) <= maxCashRoundingCents(currency)
    ? { kind: "rounding", cents }
    : { kind: "mismatch", cents };
}
