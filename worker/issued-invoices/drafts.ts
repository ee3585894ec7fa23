import { and, eq } from "drizzle-orm";
import { addDays, daysBetween, type EInvoiceProfile, type Invoice } from "../../core/invoice/model";
import type { Database } from "../db/client";
import { newId } from "../db/new-id";
import { issuedInvoices } from "../db/schema";
import { ApiError } from "../http-error";
import { type IssuedInvoiceRow, readDocument } from "./records";
import { computeStoredAmounts } from "./stored-amounts";

export function todayUtc(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** The row columns a draft's document decides (number and sequence stay null until issue). */
function draftColumns(invoice: Invoice, profile: EInvoiceProfile) {
  const amounts = computeStoredAmounts(invoice);
  if (!amounts.ok) throw new ApiError(422, "amounts_too_large", amounts.error);
  return {
    kind: invoice.kind === "credit-note" ? ("credit_note" as const) : ("invoice" as const),
    customerName: invoice.customer.name.trim(),
    customerVatId: invoice.customer.vatNumber.trim(),
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    totalExclCents: amounts.value.totalExclCents,
    vatCents: amounts.value.vatCents,
    totalInclCents: amounts.value.totalInclCents,
    document: JSON.stringify(invoice),
    einvoiceProfile: profile,
  };
}

/** A draft never carries a number: the Worker assigns it when the invoice is issued. */
function withoutNumber(invoice: Invoice): Invoice {
  return { ...invoice, number: "" };
}

export async function createDraft(
  db: Database,
  userId: string,
  draft: { invoice: Invoice; profile: EInvoiceProfile; correctsInvoiceId?: string | null },
  now: number,
): Promise<IssuedInvoiceRow> {
  return db
    .insert(issuedInvoices)
    .values({
      id: newId(),
      userId,
      status: "draft",
      number: null,
      sequence: null,
      correctsInvoiceId: draft.correctsInvoiceId ?? null,
      ...draftColumns(withoutNumber(draft.invoice), draft.profile),
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get();
}

/**
 * Replaces a draft's document. A credit note made from one of the user's invoices stays a credit
 * note of that invoice: its kind and BT-25 reference are the server's, not the body's.
 */
export async function updateDraft(
  db: Database,
  row: IssuedInvoiceRow,
  body: { invoice: Invoice; profile: EInvoiceProfile },
  now: number,
): Promise<IssuedInvoiceRow> {
  if (row.status !== "draft")
    throw new ApiError(
      409,
      "not_a_draft",
      "Issued invoices cannot be changed; create a credit note instead.",
    );
  let invoice = withoutNumber(body.invoice);
  if (row.correctsInvoiceId) {
    invoice = { ...invoice, kind: "credit-note", precedingInvoice: readDocument(row).precedingInvoice };
  }
  const updated = await db
    .update(issuedInvoices)
    .set({ ...draftColumns(invoice, body.profile), updatedAt: now })
    .where(
      and(
        eq(issuedInvoices.id, row.id),
        eq(issuedInvoices.userId, row.userId),
        eq(issuedInvoices.status, "draft"),
      ),
    )
    .returning()
    .get();
  if (!updated)
    throw new ApiError(
      409,
      "not_a_draft",
      "Issued invoices cannot be changed; create a credit note instead.",
    );
  return updated;
}

/** Deletes a draft; an issued invoice stays (its number is part of the gap-free series). */
export async function deleteDraft(db: Database, row: IssuedInvoiceRow): Promise<void> {
  const deleted = await db
    .delete(issuedInvoices)
    .where(
      and(
        eq(issuedInvoices.id, row.id),
        eq(issuedInvoices.userId, row.userId),
        eq(issuedInvoices.status, "draft"),
      ),
    )
    .returning({ id: issuedInvoices.id })
    .get();
  if (!deleted)
    throw new ApiError(
      409,
      "not_a_draft",
      "Issued invoices cannot be deleted; create a credit note instead.",
    );
}

/** The source's payment term applied to a new issue date. */
function shiftedDueDate(source: Invoice, today: string): string {
  const term = daysBetween(source.issueDate, source.dueDate);
  return term === null ? source.dueDate : addDays(today, term);
}

/** A copy as a new draft dated today, the payment term kept; no number, no files, no status dates. */
export function duplicateDocument(source: Invoice, today: string): Invoice {
  return { ...source, number: "", issueDate: today, dueDate: shiftedDueDate(source, today) };
}

/**
 * A credit note for an issued invoice: the same lines (UBL credit notes carry positive amounts;
 * the row stores them negative), dated today, referencing the invoice it corrects (BT-25/BT-26).
 */
export function creditNoteDocument(source: Invoice, sourceNumber: string, today: string): Invoice {
  return {
    ...source,
    kind: "credit-note",
    number: "",
    issueDate: today,
    // BR-CO-25: an amount to pay back needs a due date too.
    dueDate: shiftedDueDate(source, today) || today,
    paymentReference: "",
    notes: "",
    precedingInvoice: { number: sourceNumber, issueDate: source.issueDate },
  };
}
