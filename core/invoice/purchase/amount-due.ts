import { fieldsToCheck, verdictOf } from "../extraction/field-verdict";
import type { FieldName, InvoiceExtraction } from "../extraction/types";

/**
 * Whether the review shows the amount due: when one was read apart from the total (a deposit or part
 * payment), or when the page gives a sign that the total is not what is to pay ("check", ADR 320).
 * Otherwise the total stands for it and the form stays as it was (ADR 322).
 */
export function isAmountDueShown(extraction: InvoiceExtraction): boolean {
  const due = extraction.fields.amountDueCents?.value;
  if (due !== undefined && due !== extraction.fields.totalCents?.value) return true;
  return verdictOf(extraction, "amountDueCents") === "check";
}

/**
 * The fields a person should check before booking, the amount due among them when the total stands
 * for it and the page says something was paid (it has no field of its own then).
 */
export function listFieldsToReview(extraction: InvoiceExtraction): FieldName[] {
  const listed = fieldsToCheck(extraction);
  const standsIn = !extraction.fields.amountDueCents && verdictOf(extraction, "amountDueCents") === "check";
  return standsIn ? [...listed, "amountDueCents"] : listed;
}
