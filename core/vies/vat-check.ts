/** What a VIES check says about one VAT id (GET /api/vat-check; docs/decisions/250). */
export type VatCheckStatus = "valid" | "invalid" | "unavailable";

export interface VatCheck {
  /** The id as checked: country prefix and number, no spaces (EL for Greece). */
  readonly vatId: string;
  readonly status: VatCheckStatus;
  /** The registered name, when VIES gives one (some member states, the Netherlands among them, do not). */
  readonly name: string | null;
  readonly address: string | null;
  /** Milliseconds since the epoch of VIES's answer (a cached answer keeps its own time). */
  readonly checkedAt: number;
}

/** The answer of POST /api/vat-check/invoices/:id: the check and what it did to the review's fields. */
export interface SupplierVatCheck {
  readonly check: VatCheck;
  /** Whether the registered name is the supplier name of the form (after normalising both). */
  readonly nameAgrees: boolean;
  /** The fields' stored confidences after the check (raised when the name agrees). */
  readonly confidences: { readonly supplierVatId?: number; readonly supplierName?: number };
}
