import { normaliseVatNumber } from "../../validation/btw-id";
import { normaliseIban } from "../../validation/iban";
import { encodeBase64 } from "../base64";
import { getExemptionWording, getInvoiceLabels } from "../i18n";
import {
  type Address,
  type DocumentAllowanceCharge,
  daysBetween,
  type EInvoiceProfile,
  type Invoice,
  type InvoiceLine,
  type Party,
} from "../model";
import { canonicalDecimal, formatCents, roundToScale } from "../money";
import {
  allowanceChargeCents,
  calculateTotals,
  effectiveVatRate,
  type InvoiceTotals,
  type LineAmounts,
} from "../totals";
import {
  CUSTOMIZATION_IDS,
  KVK_SCHEME,
  OIN_SCHEME,
  PAYMENT_MEANS_CREDIT_TRANSFER,
  PAYMENT_MEANS_SEPA,
  PEPPOL_BILLING_PROFILE_ID,
  UBL_CAC_NAMESPACE,
  UBL_CBC_NAMESPACE,
  UBL_CREDIT_NOTE_NAMESPACE,
  UBL_INVOICE_NAMESPACE,
} from "./constants";
import { deriveEndpoint } from "./endpoint";
import { branch, leaf, optionalLeaf, renderXmlDocument, type XmlNode } from "./xml-writer";

export interface UblAttachment {
  readonly filename: string;
  readonly bytes: Uint8Array;
  /** application/pdf unless said otherwise (a photographed purchase invoice: image/jpeg or image/png). */
  readonly mimeCode?: string;
}

export interface WriteUblOptions {
  readonly profile: EInvoiceProfile;
  /** The invoice PDF, embedded as a base64 AdditionalDocumentReference (BG-24). */
  readonly pdf?: UblAttachment;
}

/** A file name safe in any file system, from the invoice number. */
export function buildInvoiceFileName(invoice: Pick<Invoice, "kind" | "number">, extension: string): string {
  const stem = invoice.number.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "") || "invoice";
  return `${invoice.kind === "credit-note" ? "credit-note" : "invoice"}-${stem}.${extension}`;
}

function amount(name: string, cents: bigint, currency: string): XmlNode {
  return leaf(name, formatCents(cents), { currencyID: currency });
}

function writeAddress(name: string, address: Address): XmlNode {
  return branch(name, [
    optionalLeaf("cbc:StreetName", address.street),
    optionalLeaf("cbc:CityName", address.city),
    optionalLeaf("cbc:PostalZone", address.postcode),
    // Unknown (a purchase invoice not yet answered): absent, so BR-09 says so, not an empty element.
    address.country !== "" && branch("cac:Country", [leaf("cbc:IdentificationCode", address.country)]),
  ]);
}

function writeParty(party: Party): XmlNode {
  const endpoint = deriveEndpoint(party);
  const vat = normaliseVatNumber(party.vatNumber);
  const kvk = party.kvk.replace(/[\s.]/g, "");
  return branch("cac:Party", [
    endpoint && leaf("cbc:EndpointID", endpoint.id, { schemeID: endpoint.scheme }),
    branch("cac:PartyName", [leaf("cbc:Name", party.name.trim())]),
    writeAddress("cac:PostalAddress", party.address),
    vat.length > 0 &&
      branch("cac:PartyTaxScheme", [
        leaf("cbc:CompanyID", vat),
        branch("cac:TaxScheme", [leaf("cbc:ID", "VAT")]),
      ]),
    branch("cac:PartyLegalEntity", [
      leaf("cbc:RegistrationName", party.name.trim()),
      kvk.length > 0 &&
        leaf("cbc:CompanyID", kvk, { schemeID: /^\d{20}$/.test(kvk) ? OIN_SCHEME : KVK_SCHEME }),
    ]),
    party.email.trim().length > 0 && branch("cac:Contact", [leaf("cbc:ElectronicMail", party.email.trim())]),
  ]);
}

function writeTaxCategory(name: string, category: string, rate: string, exemption: string): XmlNode {
  return branch(name, [
    leaf("cbc:ID", category),
    rate !== "" && leaf("cbc:Percent", rate),
    exemption !== "" && leaf("cbc:TaxExemptionReason", exemption),
    branch("cac:TaxScheme", [leaf("cbc:ID", "VAT")]),
  ]);
}

function writeLine(invoice: Invoice, line: InvoiceLine, amounts: LineAmounts, index: number): XmlNode {
  const credit = invoice.kind === "credit-note";
  const currency = invoice.currency;
  const labels = getInvoiceLabels(invoice.language);
  const discount = line.discount;
  return branch(credit ? "cac:CreditNoteLine" : "cac:InvoiceLine", [
    leaf("cbc:ID", String(index + 1)),
    leaf(credit ? "cbc:CreditedQuantity" : "cbc:InvoicedQuantity", canonicalDecimal(line.quantity), {
      unitCode: line.unit,
    }),
    amount("cbc:LineExtensionAmount", amounts.net, currency),
    discount &&
      branch("cac:AllowanceCharge", [
        leaf("cbc:ChargeIndicator", "false"),
        leaf("cbc:AllowanceChargeReason", labels.discount),
        discount.kind === "percent" && leaf("cbc:MultiplierFactorNumeric", canonicalDecimal(discount.value)),
        amount("cbc:Amount", amounts.allowance, currency),
        discount.kind === "percent" && amount("cbc:BaseAmount", roundToScale(amounts.gross, 2), currency),
      ]),
    branch("cac:Item", [
      leaf("cbc:Name", line.description.trim()),
      writeTaxCategory("cac:ClassifiedTaxCategory", line.vatCategory, effectiveVatRate(line), ""),
    ]),
    branch("cac:Price", [
      leaf("cbc:PriceAmount", canonicalDecimal(line.unitPrice), { currencyID: currency }),
    ]),
  ]);
}

function writeAllowanceCharge(invoice: Invoice, item: DocumentAllowanceCharge): XmlNode {
  return branch("cac:AllowanceCharge", [
    leaf("cbc:ChargeIndicator", item.charge ? "true" : "false"),
    leaf("cbc:AllowanceChargeReason", item.reason.trim()),
    amount("cbc:Amount", allowanceChargeCents(item), invoice.currency),
    writeTaxCategory("cac:TaxCategory", item.vatCategory, effectiveVatRate(item), ""),
  ]);
}

function writeTaxTotal(invoice: Invoice, totals: InvoiceTotals): XmlNode {
  return branch("cac:TaxTotal", [
    amount("cbc:TaxAmount", totals.vatTotal, invoice.currency),
    ...totals.breakdown.map((row) =>
      branch("cac:TaxSubtotal", [
        amount("cbc:TaxableAmount", row.taxable, invoice.currency),
        amount("cbc:TaxAmount", row.vat, invoice.currency),
        writeTaxCategory(
          "cac:TaxCategory",
          row.category,
          row.rate,
          getExemptionWording(row.category, invoice.language, invoice.supplier.kor),
        ),
      ]),
    ),
  ]);
}

function writePaymentMeans(invoice: Invoice): XmlNode | null {
  const iban = normaliseIban(invoice.supplier.iban);
  if (iban.length === 0) return null;
  const sepa = invoice.currency === "EUR";
  return branch("cac:PaymentMeans", [
    leaf("cbc:PaymentMeansCode", sepa ? PAYMENT_MEANS_SEPA : PAYMENT_MEANS_CREDIT_TRANSFER),
    // A credit note has no cbc:DueDate; Peppol BIS puts BT-9 here instead.
    invoice.kind === "credit-note" && optionalLeaf("cbc:PaymentDueDate", invoice.dueDate),
    optionalLeaf("cbc:PaymentID", invoice.paymentReference),
    branch("cac:PayeeFinancialAccount", [leaf("cbc:ID", iban)]),
  ]);
}

function writePaymentTerms(invoice: Invoice, totals: InvoiceTotals): XmlNode | null {
  const days = daysBetween(invoice.issueDate, invoice.dueDate);
  if (days === null || days < 0 || totals.payable <= 0n) return null;
  return branch("cac:PaymentTerms", [leaf("cbc:Note", getInvoiceLabels(invoice.language).paymentTerm(days))]);
}

function writeDelivery(invoice: Invoice): XmlNode | null {
  const date = invoice.delivery?.kind === "date" ? invoice.delivery.date : "";
  // BR-IC-12: an intra-Community supply names the deliver-to country; we deliver to the customer.
  const intraEu = invoice.lines.some((line) => line.vatCategory === "K");
  if (date === "" && !intraEu) return null;
  return branch("cac:Delivery", [
    optionalLeaf("cbc:ActualDeliveryDate", date),
    intraEu &&
      branch("cac:DeliveryLocation", [
        branch("cac:Address", [
          branch("cac:Country", [leaf("cbc:IdentificationCode", invoice.customer.address.country)]),
        ]),
      ]),
  ]);
}

function hasAllowances(invoice: Invoice, charge: boolean): boolean {
  return (invoice.allowanceCharges ?? []).some((item) => item.charge === charge);
}

/** The UBL 2.1 Invoice or CreditNote for this invoice (Peppol BIS Billing 3.0 / SI-UBL 2.0). */
export function writeUbl(invoice: Invoice, options: WriteUblOptions): string {
  const credit = invoice.kind === "credit-note";
  const totals = calculateTotals(invoice);
  const currency = invoice.currency;
  const period = invoice.delivery?.kind === "period" ? invoice.delivery : null;
  const preceding = invoice.precedingInvoice;
  const root = branch(
    credit ? "CreditNote" : "Invoice",
    [
      leaf("cbc:CustomizationID", CUSTOMIZATION_IDS[options.profile]),
      leaf("cbc:ProfileID", PEPPOL_BILLING_PROFILE_ID),
      leaf("cbc:ID", invoice.number.trim()),
      leaf("cbc:IssueDate", invoice.issueDate),
      !credit && optionalLeaf("cbc:DueDate", invoice.dueDate),
      leaf(credit ? "cbc:CreditNoteTypeCode" : "cbc:InvoiceTypeCode", credit ? "381" : "380"),
      optionalLeaf("cbc:Note", invoice.notes),
      leaf("cbc:DocumentCurrencyCode", currency),
      optionalLeaf("cbc:BuyerReference", invoice.buyerReference),
      period &&
        branch("cac:InvoicePeriod", [leaf("cbc:StartDate", period.start), leaf("cbc:EndDate", period.end)]),
      invoice.orderReference.trim() !== "" &&
        branch("cac:OrderReference", [leaf("cbc:ID", invoice.orderReference.trim())]),
      preceding &&
        preceding.number.trim() !== "" &&
        branch("cac:BillingReference", [
          branch("cac:InvoiceDocumentReference", [
            leaf("cbc:ID", preceding.number.trim()),
            // BR-NL-24 advises against the preceding invoice date in SI-UBL 2.0.
            options.profile === "peppol" && optionalLeaf("cbc:IssueDate", preceding.issueDate),
          ]),
        ]),
      options.pdf &&
        branch("cac:AdditionalDocumentReference", [
          leaf("cbc:ID", invoice.number.trim()),
          branch("cac:Attachment", [
            leaf("cbc:EmbeddedDocumentBinaryObject", encodeBase64(options.pdf.bytes), {
              mimeCode: options.pdf.mimeCode ?? "application/pdf",
              filename: options.pdf.filename,
            }),
          ]),
        ]),
      branch("cac:AccountingSupplierParty", [writeParty(invoice.supplier)]),
      branch("cac:AccountingCustomerParty", [writeParty(invoice.customer)]),
      writeDelivery(invoice),
      writePaymentMeans(invoice),
      writePaymentTerms(invoice, totals),
      ...(invoice.allowanceCharges ?? []).map((item) => writeAllowanceCharge(invoice, item)),
      writeTaxTotal(invoice, totals),
      branch("cac:LegalMonetaryTotal", [
        amount("cbc:LineExtensionAmount", totals.lineNetSum, currency),
        amount("cbc:TaxExclusiveAmount", totals.taxExclusive, currency),
        amount("cbc:TaxInclusiveAmount", totals.taxInclusive, currency),
        hasAllowances(invoice, false) && amount("cbc:AllowanceTotalAmount", totals.allowanceTotal, currency),
        hasAllowances(invoice, true) && amount("cbc:ChargeTotalAmount", totals.chargeTotal, currency),
        totals.prepaid !== 0n && amount("cbc:PrepaidAmount", totals.prepaid, currency),
        totals.rounding !== 0n && amount("cbc:PayableRoundingAmount", totals.rounding, currency),
        amount("cbc:PayableAmount", totals.payable, currency),
      ]),
      ...invoice.lines.map((line, index) => {
        const amounts = totals.lines[index];
        return amounts ? writeLine(invoice, line, amounts, index) : null;
      }),
    ],
    {
      xmlns: credit ? UBL_CREDIT_NOTE_NAMESPACE : UBL_INVOICE_NAMESPACE,
      "xmlns:cac": UBL_CAC_NAMESPACE,
      "xmlns:cbc": UBL_CBC_NAMESPACE,
    },
  );
  return renderXmlDocument(root);
}
