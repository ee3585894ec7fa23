import { isValidCreditorReference } from "../validation/creditor-reference";
import { validateIban } from "../validation/iban";
import { type Cents, formatCents } from "./money";

/**
 * EPC069-12 "Quick Response Code: guidelines to enable data capture for the initiation of a SEPA
 * credit transfer", version 002 (BIC optional inside the EEA), character set 1 (UTF-8).
 */
export interface EpcPayment {
  readonly name: string;
  readonly iban: string;
  /** Must be EUR: SEPA credit transfers are in euros. */
  readonly currency: string;
  readonly amount: Cents;
  /** Payment reference: an ISO 11649 RF reference goes into the structured field, anything else unstructured. */
  readonly reference: string;
}

const MAX_PAYLOAD_BYTES = 331;
const MAX_AMOUNT_CENTS = 99_999_999_999n;

export type EpcResult =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly error: string };

/** True for a valid ISO 11649 creditor reference (RF + 2 check digits + up to 21 characters). */
export function isCreditorReference(reference: string): boolean {
  return isValidCreditorReference(reference);
}

/** Strips line breaks (the payload's separator) and trims. */
function clean(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

/** The EPC QR payload, or why this payment cannot have one. */
export function buildEpcPayload(payment: EpcPayment): EpcResult {
  if (payment.currency !== "EUR")
    return { ok: false, error: "A SEPA payment QR code is only for amounts in euros." };
  if (payment.amount < 1n || payment.amount > MAX_AMOUNT_CENTS) {
    return { ok: false, error: "A SEPA payment QR code needs an amount between €0.01 and €999,999,999.99." };
  }
  const iban = validateIban(payment.iban);
  if (!iban.ok) return { ok: false, error: iban.error };
  const name = clean(payment.name).slice(0, 70);
  if (name.length === 0)
    return { ok: false, error: "The account holder's name is needed for a payment QR code." };
  const reference = clean(payment.reference);
  const structured = isCreditorReference(reference) ? reference.replace(/\s/g, "").toUpperCase() : "";
  const unstructured = structured ? "" : reference.slice(0, 140);
  const lines = [
    "BCD",
    "002",
    "1",
    "SCT",
    // BIC left empty: version 002 does not need it inside the EEA.
    "",
    name,
    iban.value,
    `EUR${formatCents(payment.amount)}`,
    "",
    structured,
    unstructured,
  ];
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  const payload = lines.join("\n");
  if (new TextEncoder().encode(payload).length > MAX_PAYLOAD_BYTES) {
    return { ok: false, error: "The payment details are too long for a payment QR code." };
  }
  return { ok: true, value: payload };
}
