import type { InvoiceFields, LineItem, VatLine } from "../types";
import { exact, isoDate, lineItem, rateFor, termsDays, vatLine } from "./map-fields";
import { all, attribute, decimalToCents, first, normaliseDecimal, text, textAt, type XmlNode } from "./xml";

export interface MappedInvoice {
  readonly fields: InvoiceFields;
  readonly vatLines: VatLine[];
  readonly lineItems: LineItem[];
}

function address(party: unknown): string | null {
  const postal = first(party, "PostalAddress");
  const street = [textAt(postal, "StreetName"), textAt(postal, "AdditionalStreetName")]
    .filter(Boolean)
    .join(" ");
  const city = [textAt(postal, "PostalZone"), textAt(postal, "CityName")].filter(Boolean).join(" ");
  const parts = [street, city].filter((part) => part.length > 0);
  return parts.length > 0 ? parts.join(", ") : null;
}

/** Maps a UBL 2.1 Invoice or CreditNote (EN 16931 / Peppol BIS 3 / NLCIUS) field for field. */
export function mapUbl(root: XmlNode, kind: "Invoice" | "CreditNote"): MappedInvoice {
  const supplier = first(root, "AccountingSupplierParty/Party");
  const customer = first(root, "AccountingCustomerParty/Party");
  const legal = first(supplier, "PartyLegalEntity/CompanyID");
  const payment = first(root, "PaymentMeans");
  const totals = first(root, "LegalMonetaryTotal");
  const vatLines = all(root, "TaxTotal/TaxSubtotal").map((subtotal) =>
    vatLine(
      rateFor(textAt(subtotal, "TaxCategory/ID"), normaliseDecimal(textAt(subtotal, "TaxCategory/Percent"))),
      decimalToCents(textAt(subtotal, "TaxableAmount")),
      decimalToCents(textAt(subtotal, "TaxAmount")) ?? 0,
    ),
  );
  const lineName = kind === "Invoice" ? "InvoiceLine" : "CreditNoteLine";
  const quantityName = kind === "Invoice" ? "InvoicedQuantity" : "CreditedQuantity";
  const lineItems = all(root, lineName).map((line) =>
    lineItem({
      description: textAt(line, "Item/Name") ?? textAt(line, "Item/Description") ?? "",
      quantity: normaliseDecimal(textAt(line, quantityName)),
      unitPriceCents: decimalToCents(textAt(line, "Price/PriceAmount")),
      vatRate: rateFor(
        textAt(line, "Item/ClassifiedTaxCategory/ID"),
        normaliseDecimal(textAt(line, "Item/ClassifiedTaxCategory/Percent")),
      ),
      amountCents: decimalToCents(textAt(line, "LineExtensionAmount")) ?? 0,
    }),
  );
  const vatTotal = decimalToCents(textAt(root, "TaxTotal/TaxAmount"));
  const fields: InvoiceFields = {
    documentType: exact(
      kind === "CreditNote" || textAt(root, "InvoiceTypeCode") === "381" ? "credit-note" : "invoice",
    ),
    supplierName: exact(
      textAt(supplier, "PartyName/Name") ?? textAt(supplier, "PartyLegalEntity/RegistrationName"),
    ),
    supplierAddress: exact(address(supplier)),
    supplierKvk: exact(attribute(legal, "schemeID") === "0106" ? text(legal) : null),
    supplierVatId: exact(textAt(supplier, "PartyTaxScheme/CompanyID")),
    supplierIban: exact(textAt(payment, "PayeeFinancialAccount/ID")?.replace(/\s/g, "")),
    supplierBic: exact(textAt(payment, "PayeeFinancialAccount/FinancialInstitutionBranch/ID")),
    customerName: exact(
      textAt(customer, "PartyName/Name") ?? textAt(customer, "PartyLegalEntity/RegistrationName"),
    ),
    customerVatId: exact(textAt(customer, "PartyTaxScheme/CompanyID")),
    invoiceNumber: exact(textAt(root, "ID")),
    invoiceDate: exact(isoDate(textAt(root, "IssueDate"))),
    deliveryDate: exact(isoDate(textAt(root, "Delivery/ActualDeliveryDate"))),
    dueDate: exact(isoDate(textAt(root, "DueDate") ?? textAt(payment, "PaymentDueDate"))),
    paymentTermsDays: exact(termsDays(textAt(root, "PaymentTerms/Note"))),
    paymentReference: exact(textAt(payment, "PaymentID")),
    currency: exact(textAt(root, "DocumentCurrencyCode")),
    subtotalCents: exact(decimalToCents(textAt(totals, "TaxExclusiveAmount"))),
    vatTotalCents: exact(vatTotal),
    totalCents: exact(
      decimalToCents(textAt(totals, "PayableAmount") ?? textAt(totals, "TaxInclusiveAmount")),
    ),
  };
  return { fields, vatLines, lineItems };
}
