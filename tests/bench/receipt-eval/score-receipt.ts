import { verdictOf } from "../../../core/invoice/extraction/field-verdict";
import type { InvoiceExtraction, Verdict } from "../../../core/invoice/extraction/types";

/** The truth of one receipt of ../shared/corpus/receipts (its README): date only where it reads one way. */
export interface ReceiptTruth {
  readonly company: string;
  readonly date?: string;
  readonly totalCents?: number;
}

export type ReceiptField = "supplier" | "date" | "total";

/** One scored field, in the shape a calibration table takes: what was read, what is true, right or not. */
export interface ReceiptOutcome {
  readonly field: ReceiptField;
  readonly value: string | null;
  readonly truth: string;
  readonly right: boolean;
  /** The extractor's confidence in the value (0..1), null when nothing was read. */
  readonly confidence: number | null;
  /** Sure or check, as the review shows it; null when nothing was read. */
  readonly verdict: Verdict | null;
}

/**
 * A company name as compared: letters and digits only, upper case, so "SDN. BHD." and "SDN BHD",
 * "S/B" spacing or a stray comma do not count, but a missing or extra word does.
 */
export function normaliseCompany(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
}

const decimal = (cents: number): string => (cents / 100).toFixed(2);

/** Supplier, date and total of one receipt against its truth; a field without truth is not scored. */
export function scoreReceipt(extraction: InvoiceExtraction, truth: ReceiptTruth): ReceiptOutcome[] {
  const { supplierName, invoiceDate, totalCents } = extraction.fields;
  const outcomes: ReceiptOutcome[] = [
    {
      field: "supplier",
      value: supplierName?.value ?? null,
      truth: truth.company,
      right:
        supplierName !== undefined &&
        normaliseCompany(supplierName.value) === normaliseCompany(truth.company),
      confidence: supplierName?.confidence ?? null,
      verdict: verdictOf(extraction, "supplierName"),
    },
  ];
  if (truth.date)
    outcomes.push({
      field: "date",
      value: invoiceDate?.value ?? null,
      truth: truth.date,
      right: invoiceDate?.value === truth.date,
      confidence: invoiceDate?.confidence ?? null,
      verdict: verdictOf(extraction, "invoiceDate"),
    });
  if (truth.totalCents !== undefined)
    outcomes.push({
      field: "total",
      value: totalCents === undefined ? null : decimal(totalCents.value),
      truth: decimal(truth.totalCents),
      right: totalCents?.value === truth.totalCents,
      confidence: totalCents?.confidence ?? null,
      verdict: verdictOf(extraction, "totalCents"),
    });
  return outcomes;
}
