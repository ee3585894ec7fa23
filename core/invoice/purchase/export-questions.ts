import type { CompanyField } from "../../company/company-details";
import type { FieldName } from "../extraction/types";
import type { EInvoiceAnswerName } from "./einvoice-answers";

/** Where the person answers: a reviewed field, an e-invoice answer, or their own company details. */
export type ExportInput =
  | { readonly kind: "field"; readonly name: FieldName }
  | { readonly kind: "answer"; readonly name: EInvoiceAnswerName }
  | { readonly kind: "company"; readonly name: CompanyField };

const field = (name: FieldName): ExportInput => ({ kind: "field", name });
const answer = (name: EInvoiceAnswerName): ExportInput => ({ kind: "answer", name });
const company = (name: CompanyField): ExportInput => ({ kind: "company", name });

const SUPPLIER_ADDRESS = [answer("supplierStreet"), answer("supplierPostcode"), answer("supplierCity")];
const SUPPLIER_VAT = [field("supplierVatId")];
const SUPPLIER_AND_BUYER_VAT = [field("supplierVatId"), company("vatNumber")];
const BUYER_ADDRESS = [company("street"), company("postcode"), company("city")];

/**
 * Which inputs answer a failed rule. The rules a reviewed purchase invoice can fail because
 * something was not printed or not read; any other failed rule is shown with its words and no input
 * (the reviewed values themselves disagree).
 */
export const RULE_INPUTS: Readonly<Record<string, readonly ExportInput[]>> = {
  "BR-02": [field("invoiceNumber")],
  "BR-03": [field("invoiceDate")],
  "BR-05": [field("currency")],
  "BR-06": [field("supplierName")],
  "BR-09": [answer("supplierCountry")],
  "BR-CO-09": SUPPLIER_VAT,
  "BR-CO-26": [field("supplierVatId"), field("supplierKvk")],
  "BR-S-02": SUPPLIER_VAT,
  "BR-Z-02": SUPPLIER_VAT,
  "BR-E-02": SUPPLIER_VAT,
  "BR-AE-02": SUPPLIER_AND_BUYER_VAT,
  "BR-IC-02": SUPPLIER_AND_BUYER_VAT,
  "BR-G-02": SUPPLIER_VAT,
  "BR-IC-11": [field("deliveryDate")],
  "BR-NL-1": [field("supplierKvk")],
  "NL-R-003": [field("supplierKvk")],
  "BR-NL-11": [field("supplierIban")],
  "NL-R-007": [field("supplierIban")],
  "BR-NL-2": [answer("buyerReference"), answer("orderReference")],
  "BR-NL-3": SUPPLIER_ADDRESS,
  "NL-R-002": SUPPLIER_ADDRESS,
  "PEPPOL-EN16931-R003": [answer("buyerReference"), answer("orderReference")],
  "PEPPOL-EN16931-R020": [field("supplierVatId"), field("supplierKvk"), answer("supplierPeppolId")],
  "BR-07": [company("companyName")],
  "BR-NL-4": BUYER_ADDRESS,
  "BR-NL-10": [company("kvkNumber")],
  "PEPPOL-EN16931-R010": [company("kvkNumber"), company("vatNumber")],
};

/** What the mapping itself could not do without the person (our own checks, before the rules). */
export const MAPPING_QUESTIONS = {
  vatRate: {
    id: "vat-rate",
    explanation: "The VAT breakdown was not read: give the invoice's VAT rate.",
    inputs: [answer("vatRate")],
  },
  zeroRateCategory: {
    id: "zero-rate-category",
    explanation: "Say why no VAT is charged at 0 % (exempt, reverse charge, export…).",
    inputs: [answer("zeroRateCategory")],
  },
  vatBreakdown: {
    id: "vat-breakdown",
    explanation: "The VAT breakdown lacks the base of more than one rate: check the net and VAT amounts.",
    inputs: [field("subtotalCents"), field("vatTotalCents")],
  },
  breakdownNet: {
    id: "vat-breakdown-sum",
    explanation: "The taxable amounts of the VAT breakdown do not add up to the net amount: check them.",
    inputs: [field("subtotalCents")],
  },
  totals: {
    id: "totals",
    explanation:
      "The net amount plus VAT does not make the total (beyond a cash rounding): check the amounts.",
    inputs: [field("subtotalCents"), field("vatTotalCents"), field("totalCents")],
  },
} as const;
