/**
 * Shapes of the extraction engine. Coordinates are in the unit of the source (PDF points for a text
 * layer, pixels for OCR) with the origin at the top-left of each page and y growing downwards.
 */
import type { CheckText } from "./check-text";
export interface Word {
  /** 1-based page number. */
  readonly page: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly text: string;
  /** The OCR engine's confidence in the word (0–100); absent on a text layer. */
  readonly confidence?: number;
}

export interface PageSize {
  readonly page: number;
  readonly width: number;
  readonly height: number;
}

export interface DocumentWords {
  readonly pages: readonly PageSize[];
  readonly words: readonly Word[];
}

export interface Box {
  readonly page: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** "sure": evidence backs the value (field-verdict.ts); "check": a person should look at it. */
export type Verdict = "sure" | "check";

/** One extracted value with how sure we are (0..1) and where on the page it was read. */
export interface Field<T> {
  readonly value: T;
  readonly confidence: number;
  readonly source: Box | null;
  /** Absent on extractions stored before verdicts: verdictOf derives it. */
  readonly verdict?: Verdict;
}

export type VatRate = string; // "21", "9", "0", "19", … or "reverse-charge"

export interface VatLine {
  /** Percentage as printed ("21", "9", "5.5") or "reverse-charge" for 'btw verlegd'. */
  readonly rate: VatRate;
  readonly baseCents: number | null;
  readonly vatCents: number;
  readonly confidence: number;
  readonly source: Box | null;
}

export interface LineItem {
  readonly description: string;
  /** A plain decimal with a dot ("27.5", "-5"), whatever the document's number format. */
  readonly quantity: string | null;
  readonly unitPriceCents: number | null;
  readonly vatRate: VatRate | null;
  readonly amountCents: number;
  readonly confidence: number;
  readonly source: Box | null;
}

export type DocumentType = "invoice" | "credit-note";

export type NumberFormat = "comma-decimal" | "dot-decimal";

export interface InvoiceFields {
  documentType?: Field<DocumentType>;
  supplierName?: Field<string>;
  supplierAddress?: Field<string>;
  supplierKvk?: Field<string>;
  supplierVatId?: Field<string>;
  supplierIban?: Field<string>;
  supplierBic?: Field<string>;
  customerName?: Field<string>;
  customerVatId?: Field<string>;
  invoiceNumber?: Field<string>;
  /** YYYY-MM-DD. */
  invoiceDate?: Field<string>;
  deliveryDate?: Field<string>;
  dueDate?: Field<string>;
  paymentTermsDays?: Field<number>;
  paymentReference?: Field<string>;
  /** ISO 4217. */
  currency?: Field<string>;
  subtotalCents?: Field<number>;
  vatTotalCents?: Field<number>;
  /** Total with VAT (EN 16931 BT-112). */
  totalCents?: Field<number>;
  /** Amount due for payment (BT-115): the total minus prepaid amounts plus rounding. */
  amountDueCents?: Field<number>;
  /** Paid amount (BT-113). */
  prepaidCents?: Field<number>;
  /** Rounding amount (BT-114). */
  roundingCents?: Field<number>;
  /** Sum of document-level allowances (BT-107) and charges (BT-108). */
  allowanceTotalCents?: Field<number>;
  chargeTotalCents?: Field<number>;
}

export type FieldName = keyof InvoiceFields;

export type CheckOutcome = "pass" | "fail" | "skipped";

export interface CrossCheck {
  readonly id:
    | "totals-add-up"
    | "lines-sum-to-subtotal"
    | "vat-matches-rate"
    | "iban-checksum"
    | "vat-id-checksum"
    | "due-after-invoice-date"
    | "payment-reference-checksum";
  readonly outcome: CheckOutcome;
  /** In English; `text` words it in the page's language (absent on checks stored before it). */
  readonly message: string;
  readonly text?: CheckText;
  readonly fields: readonly FieldName[];
}

export interface InvoiceExtraction {
  /** "text-layer", "ocr" or "e-invoice" (exact, from XML). */
  readonly method: "text-layer" | "ocr" | "e-invoice";
  readonly numberFormat: NumberFormat;
  readonly fields: InvoiceFields;
  readonly vatLines: readonly VatLine[];
  readonly lineItems: readonly LineItem[];
  readonly checks: readonly CrossCheck[];
  /**
   * When no amount due is read, the invoice asks to pay its total (the UBL export's PayableAmount):
   * whether that is sure too (field-verdict.ts). Absent when an amount due is read, and on rows
   * stored before it.
   */
  readonly amountDueVerdict?: Verdict;
}
