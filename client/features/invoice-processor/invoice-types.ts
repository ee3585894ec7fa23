import { m } from "../../../core/i18n/messages";
import type { FieldName, InvoiceExtraction, PageSize } from "../../../core/invoice/extraction/types";
import type { PaymentStatus } from "../../../core/reconcile/payment-status";

/** What GET /api/invoices and the upload answer per invoice (worker/invoices/invoice-view.ts). */
export type InvoiceStatus =
  | "processing"
  | "needs_ocr"
  | "extracted"
  | "reviewed"
  | "failed"
  | "waiting_for_quota";

export interface InvoiceSummary {
  readonly id: string;
  readonly status: InvoiceStatus;
  readonly source: "upload" | "email" | "peppol";
  readonly fileName: string | null;
  readonly contentType: string | null;
  readonly supplierName: string | null;
  readonly invoiceNumber: string | null;
  readonly invoiceDate: string | null;
  readonly dueDate: string | null;
  readonly currency: string | null;
  readonly totalCents: number | null;
  readonly vatCents: number | null;
  /** The channel's sender: an e-mail address, or for source "peppol" the sending participant id. */
  readonly emailSender: string | null;
  readonly emailSubject: string | null;
  readonly error: string | null;
  /** From matched bank payments; absent in older answers, null while there is no total. */
  readonly paymentStatus?: PaymentStatus | null;
  readonly createdAt: number;
}

export interface DuplicateWarning {
  readonly invoiceId: string;
  readonly reason: "same-file" | "same-number";
  readonly fileName: string | null;
}

export interface InvoiceDetail extends InvoiceSummary {
  readonly data: {
    readonly pages: readonly PageSize[];
    readonly extraction: InvoiceExtraction | null;
    readonly edited: readonly FieldName[];
  };
  readonly duplicates: readonly DuplicateWarning[];
}

export type UploadResult =
  | {
      readonly fileName: string;
      readonly ok: true;
      readonly invoice: InvoiceSummary;
      readonly duplicates: readonly DuplicateWarning[];
    }
  | {
      readonly fileName: string;
      readonly ok: false;
      readonly error: { readonly code: string; readonly message: string };
    };

export interface PeriodTotal {
  readonly period: string | null;
  readonly currency: string | null;
  readonly count: number;
  readonly totalCents: number;
  readonly vatCents: number;
}

export interface InvoiceList {
  readonly invoices: readonly InvoiceSummary[];
  readonly total: number;
  readonly totals: readonly PeriodTotal[];
  readonly suppliers: readonly string[];
}

/** Message functions, called while rendering (the page language is set at start). */
export const STATUS_LABELS: Readonly<Record<InvoiceStatus, () => string>> = {
  processing: m.processor_status_processing,
  needs_ocr: m.processor_status_needs_ocr,
  extracted: m.processor_status_extracted,
  reviewed: m.processor_status_reviewed,
  failed: m.processor_status_failed,
  waiting_for_quota: m.processor_status_waiting_for_quota,
};
