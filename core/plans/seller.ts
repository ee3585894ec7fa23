import type { Supplier } from "../invoice/model";

/**
 * Factuurkit as the seller on its own subscription invoices. The one place these details live;
 * the registration numbers must be the company's real ones before the first live payment.
 */
export const SELLER: Supplier = {
  name: "Factuurkit B.V.",
  address: { street: "Herengracht 100", postcode: "1015 BS", city: "Amsterdam", country: "NL" },
  vatNumber: "NL123456782B01",
  kvk: "12345678",
  email: "billing@factuurkit.nl",
  // Dutch invoice rules ask for the seller's account; the notes say the invoice is already paid.
  iban: "NL91ABNA0417164300",
  kor: false,
};

/** Prefix of our own invoice series; numbers read FK-2026-00001 and never repeat (ADR 171). */
export const SELLER_SERIES_PREFIX = "FK";

export function sellerInvoiceNumber(year: number, seq: number): string {
  return `${SELLER_SERIES_PREFIX}-${year}-${seq.toString().padStart(5, "0")}`;
}
