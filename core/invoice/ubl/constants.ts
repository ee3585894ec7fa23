import type { EInvoiceProfile } from "../model";

export const UBL_INVOICE_NAMESPACE = "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2";
export const UBL_CREDIT_NOTE_NAMESPACE = "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2";
export const UBL_CAC_NAMESPACE = "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2";
export const UBL_CBC_NAMESPACE = "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2";

/** BT-24 specification identifiers. */
export const CUSTOMIZATION_IDS: Readonly<Record<EInvoiceProfile, string>> = {
  peppol: "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0",
  nlcius: "urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0",
};

/** BT-23 business process: Peppol billing process 01 (used by SI-UBL 2.0 too, for Peppol routing). */
export const PEPPOL_BILLING_PROFILE_ID = "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0";

/** ISO 6523 ICD of the Dutch KvK number (BT-30 scheme, BR-NL-1). */
export const KVK_SCHEME = "0106";
/** ISO 6523 ICD of the Dutch government OIN (accepted by BR-NL-1 and BR-NL-10). */
export const OIN_SCHEME = "0190";

/**
 * Electronic address schemes (CEF EAS) for VAT numbers, by VAT prefix: Peppol participant
 * identifiers based on a VAT registration (EL is Greece).
 */
export const VAT_ENDPOINT_SCHEMES: Readonly<Record<string, string>> = {
  AT: "9914",
  BE: "9925",
  BG: "9926",
  CY: "9928",
  CZ: "9929",
  DE: "9930",
  EE: "9931",
  EL: "9933",
  ES: "9920",
  FR: "9957",
  HR: "9934",
  HU: "9910",
  IE: "9935",
  IT: "0211",
  LT: "9937",
  LU: "9938",
  LV: "9939",
  MT: "9943",
  NL: "9944",
  PL: "9945",
  PT: "9946",
  RO: "9947",
  SI: "9949",
  SK: "9950",
  GB: "9932",
  CH: "9927",
};

/** UNCL4461 58 = SEPA credit transfer; 30 = credit transfer (non-SEPA accounts). */
export const PAYMENT_MEANS_SEPA = "58";
export const PAYMENT_MEANS_CREDIT_TRANSFER = "30";
