import { and, eq } from "drizzle-orm";
import { todayInAmsterdam } from "../../core/dashboard/periods";
import { parseInvoice } from "../../core/invoice/invoice-schema";
import type { IssuedInvoiceDetail, IssuedInvoiceSummary } from "../../core/invoice/issued-invoice";
import type { Invoice } from "../../core/invoice/model";
import { derivePaymentStatus } from "../../core/reconcile/payment-status";
import type { Database } from "../db/client";
import { issuedInvoices, type issuedInvoiceVat } from "../db/schema";

export type IssuedInvoiceRow = typeof issuedInvoices.$inferSelect;
export type IssuedInvoiceVatRow = typeof issuedInvoiceVat.$inferSelect;

export function toSummary(row: Omit<IssuedInvoiceRow, "document">, settledCents = 0): IssuedInvoiceSummary {
  const paymentStatus =
    row.status === "draft"
      ? null
      : derivePaymentStatus(
          {
            totalCents: row.totalInclCents,
            settledCents,
            dueDate: row.dueDate,
            markedPaid: row.status === "paid",
          },
          todayInAmsterdam(),
        );
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    number: row.number,
    correctsInvoiceId: row.correctsInvoiceId,
    customerName: row.customerName,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    currency: row.currency,
    totalExclCents: row.totalExclCents,
    vatCents: row.vatCents,
    totalInclCents: row.totalInclCents,
    sentAt: row.sentAt,
    paidAt: row.paidAt,
    hasPdf: row.pdfDocumentId !== null,
    hasUbl: row.ublDocumentId !== null,
    paymentStatus,
    paidCents: settledCents,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The stored document, re-checked on the way out: the column is only ever written from a parsed model. */
export function readDocument(row: IssuedInvoiceRow): Invoice {
  let raw: unknown;
  try {
    raw = JSON.parse(row.document);
  } catch {
    throw new Error(`issued invoice ${row.id}: the stored document is not JSON`);
  }
  const parsed = parseInvoice(raw);
  if (!parsed.ok) throw new Error(`issued invoice ${row.id}: the stored document does not parse`);
  return parsed.value;
}

export function toDetail(row: IssuedInvoiceRow): IssuedInvoiceDetail {
  return { ...toSummary(row), invoice: readDocument(row), profile: row.einvoiceProfile };
}

/** The invoice with this id when it belongs to `userId`; null otherwise (routes answer 404). */
export async function findOwnedIssuedInvoice(
  db: Database,
  userId: string,
  id: string,
): Promise<IssuedInvoiceRow | null> {
  return (
    (await db
      .select()
      .from(issuedInvoices)
      .where(and(eq(issuedInvoices.id, id), eq(issuedInvoices.userId, userId)))
      .get()) ?? null
  );
}
