import { first, normalise, path } from "../../einvoice/query";
import type { XmlElement } from "../../ubl/xml-reader";
import type { InvoiceFields, LineItem, VatLine } from "../types";
import { exact, isoDate, lineItem, rateFor, termsDays, vatLine } from "./map-fields";
import { decimalToCents, normaliseDecimal } from "./xml";

export interface MappedInvoice {
  readonly fields: InvoiceFields;
  readonly vatLines: VatLine[];
  readonly lineItems: LineItem[];
}

export type MapResult = { ok: true; value: MappedInvoice } | { ok: false; error: string };

/** Longest value accepted per kind; longer ones are refused, never cut (a cut identifier is a wrong one). */
export const MAX_IDENTIFIER_LENGTH = 200;
export const MAX_TEXT_LENGTH = 1000;

/** The value as written (ends trimmed, inner line breaks kept: a name over two lines stays so). */
const text = (element: XmlElement | undefined, steps: string): string | null =>
  first(element, steps)?.text.trim() || null;
const cents = (element: XmlElement | undefined, steps: string): number | null =>
  decimalToCents(first(element, steps)?.text ?? null);

function address(party: XmlElement | undefined): string | null {
  const postal = first(party, "PostalAddress");
  const street = [text(postal, "StreetName"), text(postal, "AdditionalStreetName")].filter(Boolean).join(" ");
  const city = [text(postal, "PostalZone"), text(postal, "CityName")].filter(Boolean).join(" ");
  const parts = [street, city].filter((part) => part.length > 0);
  return parts.length > 0 ? parts.join(", ") : null;
}

/** The party's VAT identifier: only a PartyTaxScheme whose TaxScheme is VAT (never a tax-office number). */
function vatId(party: XmlElement | undefined): string | null {
  const scheme = path(party, "PartyTaxScheme").find((candidate) =>
    path(candidate, "TaxScheme/ID").some((id) => normalise(id.text).toUpperCase() === "VAT"),
  );
  return text(scheme, "CompanyID");
}

/**
 * BT-112; a file that leaves it out but states no prepaid or rounding amount has BT-112 = BT-115
 * (BR-CO-16), so the amount due stands for it. Otherwise it stays unknown: never a guess.
 */
function totalWithVat(totals: XmlElement | undefined): number | null {
  const stated = cents(totals, "TaxInclusiveAmount");
  if (stated !== null || first(totals, "PrepaidAmount") || first(totals, "PayableRoundingAmount"))
    return stated;
  return cents(totals, "PayableAmount");
}

/** BT-110 in the invoice currency (a second TaxTotal may state VAT in the accounting currency). */
function vatTotal(root: XmlElement, currency: string | null): number | null {
  const amounts = path(root, "TaxTotal/TaxAmount");
  const inCurrency = amounts.find((amount) => amount.attributes.currencyID === currency) ?? amounts[0];
  return decimalToCents(inCurrency?.text ?? null);
}

const LIMITS: ReadonlyArray<readonly [keyof InvoiceFields, string, number]> = [
  ["invoiceNumber", "invoice number (BT-1)", MAX_IDENTIFIER_LENGTH],
  ["supplierVatId", "seller VAT identifier (BT-31)", MAX_IDENTIFIER_LENGTH],
  ["customerVatId", "buyer VAT identifier (BT-48)", MAX_IDENTIFIER_LENGTH],
  ["supplierKvk", "seller registration number (BT-30)", MAX_IDENTIFIER_LENGTH],
  ["supplierIban", "payment account (BT-84)", MAX_IDENTIFIER_LENGTH],
  ["supplierBic", "payment service provider (BT-86)", MAX_IDENTIFIER_LENGTH],
  ["paymentReference", "payment reference (BT-83)", MAX_IDENTIFIER_LENGTH],
  ["currency", "currency (BT-5)", 3],
  ["supplierName", "seller name (BT-27)", MAX_TEXT_LENGTH],
  ["customerName", "buyer name (BT-44)", MAX_TEXT_LENGTH],
  ["supplierAddress", "seller address (BG-5)", MAX_TEXT_LENGTH],
];

function tooLong(fields: InvoiceFields, lineItems: readonly LineItem[]): string | null {
  for (const [name, label, max] of LIMITS) {
    const value = fields[name]?.value;
    if (typeof value === "string" && value.length > max) {
      return `The ${label} is ${value.length} characters long; at most ${max} are accepted, so this file is refused rather than cut short.`;
    }
  }
  const line = lineItems.findIndex((item) => item.description.length > MAX_TEXT_LENGTH);
  return line === -1
    ? null
    : `The item name on line ${line + 1} is longer than ${MAX_TEXT_LENGTH} characters; this file is refused rather than cut short.`;
}

/**
 * Maps the business terms of a UBL 2.1 Invoice/CreditNote (or a CII invoice bound to UBL terms)
 * field for field: BT-112 and BT-115 kept apart, VAT ids only from the VAT scheme.
 */
export function mapUbl(root: XmlElement): MapResult {
  const credit = root.name === "CreditNote";
  const supplier = first(root, "AccountingSupplierParty/Party");
  const customer = first(root, "AccountingCustomerParty/Party");
  const legal = path(supplier, "PartyLegalEntity/CompanyID").find((id) => id.attributes.schemeID === "0106");
  const payment =
    path(root, "PaymentMeans").find((means) => first(means, "PayeeFinancialAccount")) ??
    first(root, "PaymentMeans");
  const totals = first(root, "LegalMonetaryTotal");
  // BT-5, or the currency every amount states when a producer left BT-5 empty.
  const currency =
    text(root, "DocumentCurrencyCode") ??
    first(totals, "PayableAmount")?.attributes.currencyID ??
    first(root, "TaxTotal/TaxAmount")?.attributes.currencyID ??
    null;
  const vatLines = path(root, "TaxTotal/TaxSubtotal").map((subtotal) =>
    vatLine(
      rateFor(text(subtotal, "TaxCategory/ID"), normaliseDecimal(text(subtotal, "TaxCategory/Percent"))),
      cents(subtotal, "TaxableAmount"),
      cents(subtotal, "TaxAmount") ?? 0,
    ),
  );
  const lineItems = path(root, credit ? "CreditNoteLine" : "InvoiceLine").map((line) =>
    lineItem({
      description: text(line, "Item/Name") ?? text(line, "Item/Description") ?? "",
      quantity: normaliseDecimal(text(line, credit ? "CreditedQuantity" : "InvoicedQuantity")),
      unitPriceCents: cents(line, "Price/PriceAmount"),
      vatRate: rateFor(
        text(line, "Item/ClassifiedTaxCategory/ID"),
        normaliseDecimal(text(line, "Item/ClassifiedTaxCategory/Percent")),
      ),
      amountCents: cents(line, "LineExtensionAmount") ?? 0,
    }),
  );
  const typeCode = text(root, "InvoiceTypeCode");
  const fields: InvoiceFields = {
    documentType: exact(credit || typeCode === "381" ? "credit-note" : "invoice"),
    supplierName: exact(
      text(supplier, "PartyLegalEntity/RegistrationName") ?? text(supplier, "PartyName/Name"),
    ),
    supplierAddress: exact(address(supplier)),
    supplierKvk: exact(legal ? normalise(legal.text) || null : null),
    supplierVatId: exact(vatId(supplier)),
    supplierIban: exact(text(payment, "PayeeFinancialAccount/ID")?.replace(/\s/g, "")),
    supplierBic: exact(text(payment, "PayeeFinancialAccount/FinancialInstitutionBranch/ID")),
    customerName: exact(
      text(customer, "PartyLegalEntity/RegistrationName") ?? text(customer, "PartyName/Name"),
    ),
    customerVatId: exact(vatId(customer)),
    invoiceNumber: exact(text(root, "ID")),
    invoiceDate: exact(isoDate(text(root, "IssueDate"))),
    deliveryDate: exact(isoDate(text(root, "Delivery/ActualDeliveryDate"))),
    dueDate: exact(isoDate(text(root, "DueDate") ?? text(root, "PaymentMeans/PaymentDueDate"))),
    paymentTermsDays: exact(termsDays(text(root, "PaymentTerms/Note"))),
    paymentReference: exact(text(payment, "PaymentID")),
    currency: exact(currency),
    subtotalCents: exact(cents(totals, "TaxExclusiveAmount")),
    vatTotalCents: exact(vatTotal(root, currency)),
    totalCents: exact(totalWithVat(totals)),
    amountDueCents: exact(cents(totals, "PayableAmount")),
    prepaidCents: exact(cents(totals, "PrepaidAmount")),
    roundingCents: exact(cents(totals, "PayableRoundingAmount")),
    allowanceTotalCents: exact(cents(totals, "AllowanceTotalAmount")),
    chargeTotalCents: exact(cents(totals, "ChargeTotalAmount")),
  };
  const refusal = tooLong(fields, lineItems);
  if (refusal) return { ok: false, error: refusal };
  return { ok: true, value: { fields, vatLines, lineItems } };
}
