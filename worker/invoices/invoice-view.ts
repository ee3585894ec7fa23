import { todayInAmsterdam } from "../../core/dashboard/periods";
import { translateErrorMessage } from "../../core/i18n/api-errors";
import type { Language } from "../../core/i18n/language";
import { derivePaymentStatus, type PaymentStatus } from "../../core/reconcile/payment-status";
import type { documents } from "../db/schema";
import type { DuplicateWarning } from "./find-duplicates";
import { type InvoiceRow, parseData, type StoredInvoiceData } from "./stored-invoice";

export type DocumentRow = typeof documents.$inferSelect;

/** One invoice in lists and upload results (what the client reads; no R2 keys, no hashes). */
export interface InvoiceSummary {
  readonly id: string;
  readonly status: InvoiceRow["status"];
  readonly source: InvoiceRow["source"];
  readonly fileName: string | null;
  readonly contentType: string | null;
  readonly supplierName: string | null;
  readonly supplierVatId: string | null;
  readonly invoiceNumber: string | null;
  readonly invoiceDate: string | null;
  readonly dueDate: string | null;
  readonly currency: string | null;
  readonly totalCents: number | null;
  readonly vatCents: number | null;
  readonly emailSender: string | null;
  readonly emailSubject: string | null;
  readonly receivedAt: number | null;
  readonly error: string | null;
  /** From matched bank payments (issue 19); null while there is no total to pay. */
  readonly paymentStatus: PaymentStatus | null;
  readonly paidCents: number;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** What bank payments settled of a received invoice, and its total signed as the matcher sees it. */
export interface SettledAmounts {
  readonly settledCents: number;
  readonly signedTotalCents: number | null;
}

export interface InvoiceDetail extends InvoiceSummary {
  readonly data: StoredInvoiceData;
  readonly duplicates: readonly DuplicateWarning[];
}

export function toInvoiceSummary(
  row: InvoiceRow,
  document: DocumentRow | null,
  settled: SettledAmounts = { settledCents: 0, signedTotalCents: row.totalCents },
): InvoiceSummary {
  const payable =
    (row.status === "extracted" || row.status === "reviewed") && settled.signedTotalCents !== null;
  const paymentStatus = payable
    ? derivePaymentStatus(
        {
          totalCents: settled.signedTotalCents ?? 0,
          settledCents: settled.settledCents,
          dueDate: row.dueDate ?? "",
          markedPaid: false,
        },
        todayInAmsterdam(),
      )
    : null;
  return {
    id: row.id,
    status: row.status,
    source: row.source,
    fileName: document?.fileName ?? null,
    contentType: document?.contentType ?? null,
    supplierName: row.supplierName,
    supplierVatId: row.supplierVatId,
    invoiceNumber: row.invoiceNumber,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    currency: row.currency,
    totalCents: row.totalCents,
    vatCents: row.vatCents,
    emailSender: row.emailSender,
    emailSubject: row.emailSubject,
    receivedAt: row.receivedAt,
    error: row.error,
    paymentStatus,
    paidCents: settled.settledCents,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toInvoiceDetail(
  row: InvoiceRow,
  document: DocumentRow | null,
  duplicates: readonly DuplicateWarning[],
): InvoiceDetail {
  return { ...toInvoiceSummary(row, document), data: parseData(row.fields), duplicates };
}

/** The stored reason a file could not be read, in the reader's language (it is stored in English). */
export function withWordedError<T extends { readonly error: string | null }>(
  invoice: T,
  language: Language,
): T {
  return invoice.error ? { ...invoice, error: translateErrorMessage(invoice.error, language) } : invoice;
}
