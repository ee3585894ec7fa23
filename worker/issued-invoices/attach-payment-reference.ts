import { and, eq, sql } from "drizzle-orm";
import { createInvoiceReference } from "../../core/reconcile/invoice-reference";
import { compactReference } from "../../core/reconcile/payment-references";
import type { Database } from "../db/client";
import { issuedInvoices } from "../db/schema";
import { readReconcileSettings } from "../reconcile/settings-store";
import type { IssuedInvoiceRow } from "./records";

/**
 * Right after issue, before the PDF and UBL are made: when the user gave no payment reference, the
 * invoice gets a structured one (RF or betalingskenmerk, their choice; issue 19) built from the
 * number the allocation just assigned, in the document (PDF, EPC QR, UBL PaymentID) and in the
 * column the matcher reads. A reference the user typed is kept and only copied to the column.
 * If this fails the invoice keeps its number as the reference, which the matcher also finds.
 */
export async function attachPaymentReference(
  db: Database,
  row: IssuedInvoiceRow,
  referenceWasNumber: boolean,
  typedReference: string,
): Promise<IssuedInvoiceRow> {
  try {
    const kind = referenceWasNumber ? (await readReconcileSettings(db, row.userId)).referenceKind : "none";
    const reference = referenceWasNumber
      ? createInvoiceReference(row.number ?? "", kind)
      : typedReference.trim();
    if (reference === "") return row;
    const documentUpdate = referenceWasNumber
      ? { document: sql`json_set(${issuedInvoices.document}, '$.paymentReference', ${reference})` }
      : {};
    const updated = await db
      .update(issuedInvoices)
      .set({ paymentReference: compactReference(reference), ...documentUpdate })
      .where(and(eq(issuedInvoices.id, row.id), eq(issuedInvoices.userId, row.userId)))
      .returning()
      .get();
    return updated ?? row;
  } catch (error) {
    console.warn("The payment reference could not be attached", { invoiceId: row.id, error: String(error) });
    return row;
  }
}
