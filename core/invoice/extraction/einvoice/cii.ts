import type { InvoiceFields } from "../types";
import { exact, isoDate, lineItem, rateFor, termsDays, vatLine } from "./map-fields";
import type { MappedInvoice } from "./ubl";
import { all, attribute, decimalToCents, first, normaliseDecimal, text, textAt, type XmlNode } from "./xml";

function address(party: unknown): string | null {
  const postal = first(party, "PostalTradeAddress");
  const street = [textAt(postal, "LineOne"), textAt(postal, "LineTwo")].filter(Boolean).join(" ");
  const city = [textAt(postal, "PostcodeCode"), textAt(postal, "CityName")].filter(Boolean).join(" ");
  const parts = [street, city].filter((part) => part.length > 0);
  return parts.length > 0 ? parts.join(", ") : null;
}

function taxId(party: unknown, scheme: string): string | null {
  const match = all(party, "SpecifiedTaxRegistration/ID").find((id) => attribute(id, "schemeID") === scheme);
  return text(match);
}

/** Maps a UN/CEFACT CII invoice (Factur-X, ZUGFeRD 2.x, XRechnung CII) field for field. */
export function mapCii(root: XmlNode): MappedInvoice {
  const transaction = first(root, "SupplyChainTradeTransaction");
  const agreement = first(transaction, "ApplicableHeaderTradeAgreement");
  const seller = first(agreement, "SellerTradeParty");
  const buyer = first(agreement, "BuyerTradeParty");
  const settlement = first(transaction, "ApplicableHeaderTradeSettlement");
  const means = first(settlement, "SpecifiedTradeSettlementPaymentMeans");
  const sums = first(settlement, "SpecifiedTradeSettlementHeaderMonetarySummation");
  const terms = first(settlement, "SpecifiedTradePaymentTerms");
  const legal = first(seller, "SpecifiedLegalOrganization/ID");
  const vatLines = all(settlement, "ApplicableTradeTax").map((tax) =>
    vatLine(
      rateFor(textAt(tax, "CategoryCode"), normaliseDecimal(textAt(tax, "RateApplicablePercent"))),
      decimalToCents(textAt(tax, "BasisAmount")),
      decimalToCents(textAt(tax, "CalculatedAmount")) ?? 0,
    ),
  );
  const lineItems = all(transaction, "IncludedSupplyChainTradeLineItem").map((line) =>
    lineItem({
      description: textAt(line, "SpecifiedTradeProduct/Name") ?? "",
      quantity: normaliseDecimal(textAt(line, "SpecifiedLineTradeDelivery/BilledQuantity")),
      unitPriceCents: decimalToCents(
        textAt(line, "SpecifiedLineTradeAgreement/NetPriceProductTradePrice/ChargeAmount"),
      ),
      vatRate: rateFor(
        textAt(line, "SpecifiedLineTradeSettlement/ApplicableTradeTax/CategoryCode"),
        normaliseDecimal(
          textAt(line, "SpecifiedLineTradeSettlement/ApplicableTradeTax/RateApplicablePercent"),
        ),
      ),
      amountCents:
        decimalToCents(
          textAt(
            line,
            "SpecifiedLineTradeSettlement/SpecifiedTradeSettlementLineMonetarySummation/LineTotalAmount",
          ),
        ) ?? 0,
    }),
  );
  const fields: InvoiceFields = {
    documentType: exact(textAt(root, "ExchangedDocument/TypeCode") === "381" ? "credit-note" : "invoice"),
    supplierName: exact(textAt(seller, "Name")),
    supplierAddress: exact(address(seller)),
    supplierKvk: exact(attribute(legal, "schemeID") === "0106" ? text(legal) : null),
    supplierVatId: exact(taxId(seller, "VA")),
    supplierIban: exact(textAt(means, "PayeePartyCreditorFinancialAccount/IBANID")?.replace(/\s/g, "")),
    supplierBic: exact(textAt(means, "PayeeSpecifiedCreditorFinancialInstitution/BICID")),
    customerName: exact(textAt(buyer, "Name")),
    customerVatId: exact(taxId(buyer, "VA")),
    invoiceNumber: exact(textAt(root, "ExchangedDocument/ID")),
    invoiceDate: exact(isoDate(textAt(root, "ExchangedDocument/IssueDateTime/DateTimeString"))),
    deliveryDate: exact(
      isoDate(
        textAt(
          transaction,
          "ApplicableHeaderTradeDelivery/ActualDeliverySupplyChainEvent/OccurrenceDateTime/DateTimeString",
        ),
      ),
    ),
    dueDate: exact(isoDate(textAt(terms, "DueDateDateTime/DateTimeString"))),
    paymentTermsDays: exact(termsDays(textAt(terms, "Description"))),
    paymentReference: exact(textAt(settlement, "PaymentReference")),
    currency: exact(textAt(settlement, "InvoiceCurrencyCode")),
    subtotalCents: exact(
      decimalToCents(textAt(sums, "TaxBasisTotalAmount") ?? textAt(sums, "LineTotalAmount")),
    ),
    vatTotalCents: exact(decimalToCents(textAt(sums, "TaxTotalAmount"))),
    totalCents: exact(decimalToCents(textAt(sums, "DuePayableAmount") ?? textAt(sums, "GrandTotalAmount"))),
  };
  return { fields, vatLines, lineItems };
}
