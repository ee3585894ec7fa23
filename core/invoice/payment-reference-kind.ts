import { isValidBetalingskenmerk } from "../validation/betalingskenmerk";
import { isValidCreditorReference } from "../validation/creditor-reference";

/**
 * What the payer is asked to quote. Dutch banks keep the word "betalingskenmerk" for a structured
 * reference (the 16-digit kenmerk with its check digit, or an RF creditor reference) typed into its
 * own field; anything else, such as the invoice number, goes into the description.
 */
export type PaymentReferenceKind = "structured" | "invoice-number" | "text";

export function classifyPaymentReference(reference: string, invoiceNumber: string): PaymentReferenceKind {
  const trimmed = reference.trim();
  if (isValidBetalingskenmerk(trimmed) || isValidCreditorReference(trimmed)) return "structured";
  return trimmed === invoiceNumber.trim() ? "invoice-number" : "text";
}
