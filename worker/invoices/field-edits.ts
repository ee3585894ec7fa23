import { z } from "zod";
import { runCrossChecks } from "../../core/invoice/extraction/cross-checks";
import type {
  FieldName,
  InvoiceExtraction,
  InvoiceFields,
  VatLine,
} from "../../core/invoice/extraction/types";

const text = z.string().trim().min(1).max(500).nullable();
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isCalendarDate, { message: "Not a calendar date." })
  .nullable();
const cents = z.number().int().min(-1e13).max(1e13).nullable();

/** Review edits: every field typed, unknown fields refused (no mass assignment). */
export const fieldEdits = z
  .strictObject({
    documentType: z.enum(["invoice", "credit-note"]).nullable(),
    supplierName: text,
    supplierAddress: text,
    supplierKvk: text,
    supplierVatId: text,
    supplierIban: text,
    supplierBic: text,
    customerName: text,
    customerVatId: text,
    invoiceNumber: text,
    invoiceDate: isoDate,
    deliveryDate: isoDate,
    dueDate: isoDate,
    paymentTermsDays: z.number().int().min(0).max(3650).nullable(),
    paymentReference: text,
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .nullable(),
    subtotalCents: cents,
    vatTotalCents: cents,
    totalCents: cents,
    amountDueCents: cents,
  })
  .partial();

export type FieldEdits = z.infer<typeof fieldEdits>;

/** A percentage as typed in the review, canonical ("21", "5.5"), or reverse charge ("btw verlegd"). */
const vatRate = z.union([
  z.literal("reverse-charge"),
  z
    .string()
    .regex(/^\d{1,3}(\.\d{1,3})?$/, { error: "Write the rate as a number, e.g. 21." })
    .refine((rate) => Number(rate) <= 100, { error: "A VAT rate is at most 100%." }),
]);

/** Per-rate rows of the VAT breakdown as the person reviewed them (they replace the rows read). */
export const vatLineEdits = z
  .array(z.strictObject({ rate: vatRate, baseCents: cents, vatCents: cents.unwrap() }))
  .max(20, { error: "An invoice has at most 20 VAT rates." });

export type VatLineEdits = z.infer<typeof vatLineEdits>;

export const invoicePatch = z
  .strictObject({
    fields: fieldEdits.optional(),
    vatLines: vatLineEdits.optional(),
    reviewed: z.boolean().optional(),
  })
  .refine((body) => body.fields !== undefined || body.vatLines !== undefined || body.reviewed !== undefined, {
    message: "Nothing to change.",
  });

/** The reviewed rows, each sure (the person typed it), keeping the page box of the rate it corrects. */
function reviewedVatLines(extraction: InvoiceExtraction, edits: VatLineEdits): VatLine[] {
  return edits.map((line) => ({
    ...line,
    confidence: 1,
    source: extraction.vatLines.find((read) => read.rate === line.rate)?.source ?? null,
  }));
}

/**
 * An amount due the person confirmed equal to the total follows a corrected total (it stood for the
 * total); one that differed (a deposit paid) stays as it was (ADR 322).
 */
function withAmountDueFollowing(extraction: InvoiceExtraction, edits: FieldEdits): FieldEdits {
  const due = extraction.fields.amountDueCents?.value;
  const followsTotal =
    edits.totalCents != null &&
    edits.amountDueCents === undefined &&
    due !== undefined &&
    due === extraction.fields.totalCents?.value;
  return followsTotal ? { ...edits, amountDueCents: edits.totalCents } : edits;
}

/**
 * Applies the user's corrections: an edited field keeps its source box, gets confidence 1 (the
 * person read it), an edited VAT breakdown replaces the one read, and the cross-checks run again so
 * the list of checks matches what is shown.
 */
export function applyFieldEdits(
  extraction: InvoiceExtraction,
  edited: readonly FieldName[],
  edits: FieldEdits,
  vatLines?: VatLineEdits,
): { extraction: InvoiceExtraction; edited: FieldName[] } {
  const fields: Record<string, unknown> = { ...extraction.fields };
  const names = new Set(edited);
  for (const [name, value] of Object.entries(withAmountDueFollowing(extraction, edits)) as [
    FieldName,
    unknown,
  ][]) {
    if (value === undefined) continue;
    names.add(name);
    if (value === null) delete fields[name];
    else fields[name] = { value, confidence: 1, source: extraction.fields[name]?.source ?? null };
  }
  const lines = vatLines ? reviewedVatLines(extraction, vatLines) : extraction.vatLines;
  const checked = runCrossChecks(fields as InvoiceFields, lines, extraction.lineItems);
  const final: Record<string, unknown> = { ...checked.fields };
  for (const name of names) {
    const field = fields[name];
    if (field) final[name] = field;
  }
  return {
    extraction: {
      ...extraction,
      fields: final as InvoiceFields,
      vatLines: checked.vatLines,
      checks: checked.checks,
    },
    edited: [...names],
  };
}
