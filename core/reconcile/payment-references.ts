import { compactBetalingskenmerk, isValidBetalingskenmerk } from "../validation/betalingskenmerk";
import { compactCreditorReference, isValidCreditorReference } from "../validation/creditor-reference";

export type ReferenceKind = "rf" | "betalingskenmerk" | "other";

export interface FoundReference {
  readonly kind: ReferenceKind;
  /** Compact: no spaces, upper case. */
  readonly value: string;
}

/** The comparable form of a reference as printed or as the bank passed it. */
export function compactReference(text: string): string {
  const trimmed = text.trim();
  if (/^rf/i.test(trimmed)) return compactCreditorReference(trimmed);
  const digits = compactBetalingskenmerk(trimmed);
  return /^\d+$/.test(digits) ? digits : trimmed.replace(/\s/g, "").toUpperCase();
}

export function classifyReference(compact: string): ReferenceKind {
  if (isValidCreditorReference(compact)) return "rf";
  if (/^\d+$/.test(compact) && compact.length >= 9 && isValidBetalingskenmerk(compact))
    return "betalingskenmerk";
  return "other";
}

// RF + check digits + body, with the spaces of the printed 4-groups; body stops at a non-alphanumeric.
const RF_IN_TEXT = /\bRF\d{2}(?:\s?[A-Z0-9]{1,4}){1,6}\b/gi;
// Digit runs of 9–16 digits, possibly in groups of four; the validity check weeds out amounts and dates.
const DIGITS_IN_TEXT = /(?<!\d|\d[,.])\d(?:[ .]?\d){8,18}(?!\d|[,.]\d)/g;

/**
 * Structured references in free text: valid RF references and betalingskenmerken (checked digits
 * only, so a phone or order number rarely passes), longest forms first.
 */
export function findReferencesInText(text: string): FoundReference[] {
  const found = new Map<string, FoundReference>();
  for (const match of text.matchAll(RF_IN_TEXT)) {
    // The last group may have swallowed a following word; shorten until valid.
    let candidate = compactCreditorReference(match[0]);
    while (candidate.length > 4 && !isValidCreditorReference(candidate)) candidate = candidate.slice(0, -1);
    if (candidate.length > 4) found.set(candidate, { kind: "rf", value: candidate });
  }
  for (const match of text.matchAll(DIGITS_IN_TEXT)) {
    const digits = match[0].replace(/[ .]/g, "");
    if (digits.length === 16 || (digits.length >= 9 && digits.length <= 14)) {
      if (isValidBetalingskenmerk(digits)) found.set(digits, { kind: "betalingskenmerk", value: digits });
    }
  }
  return [...found.values()];
}

/** Every reference a transaction carries: its structured fields first, then those in the text. */
export function collectTransactionReferences(fields: {
  readonly creditorReference: string;
  readonly extraReferences?: readonly string[];
  readonly description: string;
}): FoundReference[] {
  const found = new Map<string, FoundReference>();
  for (const raw of [fields.creditorReference, ...(fields.extraReferences ?? [])]) {
    if (raw.trim() === "") continue;
    const value = compactReference(raw);
    found.set(value, { kind: classifyReference(value), value });
  }
  for (const reference of findReferencesInText(fields.description)) found.set(reference.value, reference);
  return [...found.values()];
}
