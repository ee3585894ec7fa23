/**
 * The Peppol document type and process identifiers of Peppol BIS Billing 3.0 (the only business
 * documents we send). The document type id names the UBL root element and the CustomizationID (BT-24).
 */
const BIS3_CUSTOMIZATION = "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0";

export const PEPPOL_DOCUMENT_TYPES = {
  invoice: `urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##${BIS3_CUSTOMIZATION}::2.1`,
  creditNote: `urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2::CreditNote##${BIS3_CUSTOMIZATION}::2.1`,
} as const;

/** BIS Billing's one business process (BT-23). */
export const PEPPOL_BILLING_PROCESS_ID = "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0";

/** The document type an issued invoice or credit note travels as. */
export function peppolDocumentTypeOf(kind: "invoice" | "credit_note"): string {
  return kind === "credit_note" ? PEPPOL_DOCUMENT_TYPES.creditNote : PEPPOL_DOCUMENT_TYPES.invoice;
}
