import { createBetalingskenmerk } from "../validation/betalingskenmerk";
import { createCreditorReference } from "../validation/creditor-reference";

export type InvoiceReferenceKind = "rf" | "betalingskenmerk" | "none";

/**
 * The structured payment reference for an issued invoice, made from its number so it is unique
 * per user and tells the number back: an RF reference over the number's letters and digits, or
 * a 16-digit betalingskenmerk over its digits (the last 15 when longer). "" for "none", or when
 * the number has nothing to build one from.
 */
export function createInvoiceReference(number: string, kind: InvoiceReferenceKind): string {
  if (kind === "none") return "";
  const digits = number.replace(/\D/g, "");
  if (kind === "betalingskenmerk") return digits ? createBetalingskenmerk(digits.slice(-15)) : "";
  const alphanumeric = number.replace(/[^A-Za-z0-9]/g, "");
  if (alphanumeric && alphanumeric.length <= 21) return createCreditorReference(alphanumeric);
  return digits ? createCreditorReference(digits.slice(-21)) : "";
}
