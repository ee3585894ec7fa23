import type { StoredAmounts } from "./stored-amounts";

export interface Allocation {
  readonly userId: string;
  readonly invoiceId: string;
  /** The draft's updated_at as read: a save in between makes the allocation a no-op. */
  readonly draftUpdatedAt: number;
  /** The document to issue, number still "". */
  readonly document: string;
  /** The payment reference defaults to the invoice number (prepareInvoice). */
  readonly paymentReferenceIsNumber: boolean;
  readonly amounts: StoredAmounts;
  readonly now: number;
  readonly newVatRowId: () => string;
}

const COMPANY = "user_company_details";
const ALLOCATED_SEQUENCE = `(SELECT next_invoice_number - 1 FROM ${COMPANY} WHERE user_id = ?1)`;
const ALLOCATED_NUMBER = `(SELECT coalesce(invoice_prefix, '') || (next_invoice_number - 1) FROM ${COMPANY} WHERE user_id = ?1)`;
const IS_THE_DRAFT = "id = ?2 AND user_id = ?1 AND status = 'draft' AND updated_at = ?3";

/**
 * Issues a draft with the next number of the user's series in ONE D1 batch, which D1 runs as a
 * single transaction on the database's one writer: the counter is incremented in place (no read
 * in the Worker, so no read-modify-write race), the draft takes the value just passed, and the
 * VAT rows are written only for that issued row. If the draft is no longer the draft that was
 * read (issued meanwhile, edited, deleted), no statement changes anything and no number is used:
 * the series stays gap-free. The unique index (user_id, number) is the backstop
 * (docs/decisions/055). Returns whether this call issued the invoice.
 */
export async function allocateAndIssue(d1: D1Database, allocation: Allocation): Promise<boolean> {
  const { userId, invoiceId, draftUpdatedAt, now, amounts } = allocation;
  const documentWithNumber = allocation.paymentReferenceIsNumber
    ? `json_set(?4, '$.number', ${ALLOCATED_NUMBER}, '$.paymentReference', ${ALLOCATED_NUMBER})`
    : `json_set(?4, '$.number', ${ALLOCATED_NUMBER})`;
  const statements = [
    d1
      .prepare(
        `UPDATE ${COMPANY} SET next_invoice_number = next_invoice_number + 1 WHERE user_id = ?1
         AND EXISTS (SELECT 1 FROM issued_invoices WHERE ${IS_THE_DRAFT})`,
      )
      .bind(userId, invoiceId, draftUpdatedAt),
    d1
      .prepare(
        `UPDATE issued_invoices SET status = 'issued', sequence = ${ALLOCATED_SEQUENCE},
         number = ${ALLOCATED_NUMBER}, document = ${documentWithNumber}, total_excl_cents = ?5,
         vat_cents = ?6, total_incl_cents = ?7, updated_at = ?8
         WHERE ${IS_THE_DRAFT} AND EXISTS (SELECT 1 FROM ${COMPANY} WHERE user_id = ?1)`,
      )
      .bind(
        userId,
        invoiceId,
        draftUpdatedAt,
        allocation.document,
        amounts.totalExclCents,
        amounts.vatCents,
        amounts.totalInclCents,
        now,
      ),
    ...amounts.vat.map((row) =>
      d1
        .prepare(
          `INSERT INTO issued_invoice_vat
             (id, invoice_id, user_id, category, rate_basis_points, taxable_cents, vat_cents)
           SELECT ?3, id, user_id, ?4, ?5, ?6, ?7 FROM issued_invoices
           WHERE id = ?2 AND user_id = ?1 AND status = 'issued' AND updated_at = ?8
             AND sequence = ${ALLOCATED_SEQUENCE}`,
        )
        .bind(
          userId,
          invoiceId,
          allocation.newVatRowId(),
          row.category,
          row.rateBasisPoints,
          row.taxableCents,
          row.vatCents,
          now,
        ),
    ),
  ];
  const results = await d1.batch(statements);
  return (results[1]?.meta.changes ?? 0) === 1;
}
