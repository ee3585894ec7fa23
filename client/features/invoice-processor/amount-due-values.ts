import { m } from "../../../core/i18n/messages";
import { formatCents } from "../../../core/invoice/extraction/amounts";
import type { InvoiceExtraction } from "../../../core/invoice/extraction/types";
import { isAmountDueShown } from "../../../core/invoice/purchase/amount-due";
import type { EditedValues } from "../invoice-ocr/export-result";
import { collectEdits, type EditsResult, initialValues, parseMoneyInput } from "./field-values";

export const AMOUNT_DUE = "amountDueCents";
const TOTAL = "totalCents";

/** The amount due as the review first shows it: as read, or the total it stands for (ADR 322). */
export function initialAmountDue(extraction: InvoiceExtraction): string {
  const cents = extraction.fields.amountDueCents?.value ?? extraction.fields.totalCents?.value;
  return cents === undefined ? "" : formatCents(cents);
}

/** A typed total; an amount due that equalled the total follows it, one that differed stays. */
export function withTotalTyped(values: EditedValues, totalText: string): EditedValues {
  const follows = (values[AMOUNT_DUE] ?? "") === (values[TOTAL] ?? "");
  return { ...values, [TOTAL]: totalText, ...(follows ? { [AMOUNT_DUE]: totalText } : {}) };
}

/** What is wrong with the typed amount due, in the person's words; null when it is fine or not shown. */
export function describeAmountDueProblem(extraction: InvoiceExtraction, values: EditedValues): string | null {
  if (!isAmountDueShown(extraction)) return null;
  const text = (values[AMOUNT_DUE] ?? "").trim();
  if (text === "") return null;
  const due = parseMoneyInput(text);
  return due === null ? m.processor_input_amount() : null;
}

export type AmountDueEdit =
  | { readonly ok: true; readonly cents?: number | null }
  | { readonly ok: false; readonly message: string };

/**
 * The amount due to save: nothing when unchanged, or when it only repeats the total the invoice had
 * no amount due apart from (the total keeps standing for it); a clear message when it cannot be.
 */
export function collectAmountDue(extraction: InvoiceExtraction, values: EditedValues): AmountDueEdit {
  if (!isAmountDueShown(extraction)) return { ok: true };
  const text = (values[AMOUNT_DUE] ?? "").trim();
  const problem = describeAmountDueProblem(extraction, values);
  if (problem !== null)
    return {
      ok: false,
      message: m.processor_field_error({ field: m.processor_field_amount_due(), message: problem }),
    };
  if (text === initialAmountDue(extraction)) return { ok: true };
  const stored = extraction.fields.amountDueCents;
  if (text === "") return { ok: true, ...(stored ? { cents: null } : {}) };
  const cents = parseMoneyInput(text);
  const total = parseMoneyInput(values[TOTAL] ?? "");
  return { ok: true, ...(cents === total && !stored ? {} : { cents }) };
}

/** The review's values: the fields of the form and the amount due. */
export function initialReviewValues(extraction: InvoiceExtraction | null): EditedValues {
  return extraction ? { ...initialValues(extraction), [AMOUNT_DUE]: initialAmountDue(extraction) } : {};
}

/** Whether the amount due is to check again: the total changed under an amount due that differs. */
export function isAmountDueRechecked(extraction: InvoiceExtraction, values: EditedValues): boolean {
  const total = extraction.fields.totalCents?.value;
  const totalText = values[TOTAL] ?? "";
  return totalText !== (total === undefined ? "" : formatCents(total)) && values[AMOUNT_DUE] !== totalText;
}

/** The edits to save (PATCH /api/invoices/:id), the amount due among them. */
export function collectReviewEdits(extraction: InvoiceExtraction, values: EditedValues): EditsResult {
  const edits = collectEdits(extraction, values);
  if (!edits.ok) return edits;
  const due = collectAmountDue(extraction, values);
  if (!due.ok) return { ok: false, error: { field: AMOUNT_DUE, message: due.message } };
  return due.cents === undefined ? edits : { ok: true, value: { ...edits.value, [AMOUNT_DUE]: due.cents } };
}
