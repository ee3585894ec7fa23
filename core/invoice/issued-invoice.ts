import type { PaymentStatus } from "../reconcile/payment-status";
import type { DutchRuleFinding } from "./dutch-rules";
import type { EInvoiceFinding } from "./einvoice/rule";
import type { EInvoiceProfile, Invoice } from "./model";

/**
 * What /api/issued-invoices answers (worker/routes/issued-invoices.ts), shared with the dashboard
 * generator. Amounts in integer cents, negative for credit notes.
 */
export type IssuedInvoiceStatus = "draft" | "issued" | "sent" | "paid";

/** One row of the list: what the table shows, no document. */
export interface IssuedInvoiceSummary {
  readonly id: string;
  readonly kind: "invoice" | "credit_note";
  readonly status: IssuedInvoiceStatus;
  readonly number: string | null;
  readonly correctsInvoiceId: string | null;
  readonly customerName: string;
  readonly issueDate: string;
  readonly dueDate: string;
  readonly currency: string;
  readonly totalExclCents: number;
  readonly vatCents: number;
  readonly totalInclCents: number;
  readonly sentAt: string | null;
  readonly paidAt: string | null;
  readonly hasPdf: boolean;
  readonly hasUbl: boolean;
  /** From matched bank payments (issue 19); null for a draft. */
  readonly paymentStatus: PaymentStatus | null;
  /** Payments and write-offs matched to it, in cents (credit notes negative). */
  readonly paidCents: number;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** One invoice with its document, for the editor. */
export interface IssuedInvoiceDetail extends IssuedInvoiceSummary {
  readonly invoice: Invoice;
  readonly profile: EInvoiceProfile;
}

export interface IssuedInvoiceList {
  readonly invoices: IssuedInvoiceSummary[];
  readonly total: number;
}

/** The 422 of POST /:id/issue: what still stops the invoice from being issued. */
export interface IssueRefusal {
  readonly error: { readonly code: string; readonly message: string };
  readonly dutch: readonly DutchRuleFinding[];
  readonly einvoice: readonly EInvoiceFinding[];
}
