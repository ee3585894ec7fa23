import { normaliseVatNumber } from "../../validation/btw-id";
import { normaliseIban } from "../../validation/iban";
import { getExemptionWording, getInvoiceLabels } from "../i18n";
import { type Address, type DocumentAllowanceCharge, daysBetween, type Invoice, type Party } from "../model";
import { canonicalDecimal, formatCents, roundToScale } from "../money";
import { allowanceChargeCents, calculateTotals, effectiveVatRate, type InvoiceTotals } from "../totals";
import { KVK_SCHEME, OIN_SCHEME, PAYMENT_MEANS_CREDIT_TRANSFER, PAYMENT_MEANS_SEPA } from "../ubl/constants";
import { deriveEndpoint } from "../ubl/endpoint";
import { branch, leaf, optionalLeaf, renderXmlDocument, type XmlNode } from "../ubl/xml-writer";

/** Factur-X 1.0 / ZUGFeRD 2.x EN 16931 profile (BT-24). */
export const FACTURX_EN16931_GUIDELINE = "urn:cen.eu:en16931:2017";

const NAMESPACES = {
  "xmlns:rsm": "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
  "xmlns:ram": "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
  "xmlns:udt": "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100",
  "xmlns:qdt": "urn:un:unece:uncefact:data:standard:QualifiedDataType:100",
} as const;

/** CII dates are format 102: YYYYMMDD. */
function date(name: string, iso: string): XmlNode {
  return branch(name, [leaf("udt:DateTimeString", iso.replaceAll("-", ""), { format: "102" })]);
}

function money(name: string, cents: bigint): XmlNode {
  return leaf(name, formatCents(cents));
}

function writeAddress(address: Address): XmlNode {
  return branch("ram:PostalTradeAddress", [
    optionalLeaf("ram:PostcodeCode", address.postcode),
    optionalLeaf("ram:LineOne", address.street),
    optionalLeaf("ram:CityName", address.city),
    leaf("ram:CountryID", address.country),
  ]);
}

function writeParty(name: string, party: Party): XmlNode {
  const vat = normaliseVatNumber(party.vatNumber);
  const registration = party.kvk.replace(/[\s.]/g, "");
  const endpoint = deriveEndpoint(party);
  return branch(name, [
    leaf("ram:Name", party.name.trim()),
    registration.length > 0 &&
      branch("ram:SpecifiedLegalOrganization", [
        leaf("ram:ID", registration, { schemeID: /^\d{20}$/.test(registration) ? OIN_SCHEME : KVK_SCHEME }),
      ]),
    writeAddress(party.address),
    endpoint &&
      branch("ram:URIUniversalCommunication", [
        leaf("ram:URIID", endpoint.id, { schemeID: endpoint.scheme }),
      ]),
    vat.length > 0 && branch("ram:SpecifiedTaxRegistration", [leaf("ram:ID", vat, { schemeID: "VA" })]),
  ]);
}

function writeTax(
  name: string,
  category: string,
  rate: string,
  extra: { calculated?: bigint; basis?: bigint; exemption?: string } = {},
): XmlNode {
  return branch(name, [
    extra.calculated !== undefined && money("ram:CalculatedAmount", extra.calculated),
    leaf("ram:TypeCode", "VAT"),
    extra.exemption ? leaf("ram:ExemptionReason", extra.exemption) : null,
    extra.basis !== undefined && money("ram:BasisAmount", extra.basis),
    leaf("ram:CategoryCode", category),
    rate !== "" && leaf("ram:RateApplicablePercent", rate),
  ]);
}

function writeLines(invoice: Invoice, totals: InvoiceTotals): XmlNode[] {
  const labels = getInvoiceLabels(invoice.language);
  return invoice.lines.map((line, index) => {
    const amounts = totals.lines[index];
    const net = amounts?.net ?? 0n;
    const discount = line.discount;
    return branch("ram:IncludedSupplyChainTradeLineItem", [
      branch("ram:AssociatedDocumentLineDocument", [leaf("ram:LineID", String(index + 1))]),
      branch("ram:SpecifiedTradeProduct", [leaf("ram:Name", line.description.trim())]),
      branch("ram:SpecifiedLineTradeAgreement", [
        branch("ram:NetPriceProductTradePrice", [leaf("ram:ChargeAmount", canonicalDecimal(line.unitPrice))]),
      ]),
      branch("ram:SpecifiedLineTradeDelivery", [
        leaf("ram:BilledQuantity", canonicalDecimal(line.quantity), { unitCode: line.unit }),
      ]),
      branch("ram:SpecifiedLineTradeSettlement", [
        writeTax("ram:ApplicableTradeTax", line.vatCategory, effectiveVatRate(line)),
        discount &&
          amounts &&
          branch("ram:SpecifiedTradeAllowanceCharge", [
            branch("ram:ChargeIndicator", [leaf("udt:Indicator", "false")]),
            discount.kind === "percent" && leaf("ram:CalculationPercent", canonicalDecimal(discount.value)),
            discount.kind === "percent" && money("ram:BasisAmount", roundToScale(amounts.gross, 2)),
            money("ram:ActualAmount", amounts.allowance),
            leaf("ram:Reason", labels.discount),
          ]),
        branch("ram:SpecifiedTradeSettlementLineMonetarySummation", [money("ram:LineTotalAmount", net)]),
      ]),
    ]);
  });
}

function writeAllowanceCharge(item: DocumentAllowanceCharge): XmlNode {
  return branch("ram:SpecifiedTradeAllowanceCharge", [
    branch("ram:ChargeIndicator", [leaf("udt:Indicator", item.charge ? "true" : "false")]),
    money("ram:ActualAmount", allowanceChargeCents(item)),
    leaf("ram:Reason", item.reason.trim()),
    writeTax("ram:CategoryTradeTax", item.vatCategory, effectiveVatRate(item)),
  ]);
}

/** Payment instructions (BG-16). Kept in one place so a structured reference (BT-83) slots in here. */
function writePaymentMeans(invoice: Invoice): XmlNode | null {
  const iban = normaliseIban(invoice.supplier.iban);
  if (iban.length === 0) return null;
  return branch("ram:SpecifiedTradeSettlementPaymentMeans", [
    leaf("ram:TypeCode", invoice.currency === "EUR" ? PAYMENT_MEANS_SEPA : PAYMENT_MEANS_CREDIT_TRANSFER),
    branch("ram:PayeePartyCreditorFinancialAccount", [leaf("ram:IBANID", iban)]),
  ]);
}

function writePaymentTerms(invoice: Invoice, totals: InvoiceTotals): XmlNode | null {
  const days = daysBetween(invoice.issueDate, invoice.dueDate);
  if (invoice.dueDate === "" || totals.payable <= 0n) return null;
  return branch("ram:SpecifiedTradePaymentTerms", [
    days !== null &&
      days >= 0 &&
      leaf("ram:Description", getInvoiceLabels(invoice.language).paymentTerm(days)),
    date("ram:DueDateDateTime", invoice.dueDate),
  ]);
}

function writeDelivery(invoice: Invoice): XmlNode {
  const deliveryDate = invoice.delivery?.kind === "date" ? invoice.delivery.date : "";
  const intraEu = invoice.lines.some((line) => line.vatCategory === "K");
  return branch("ram:ApplicableHeaderTradeDelivery", [
    // BR-IC-12: an intra-community supply names the deliver-to country; we deliver to the customer.
    intraEu &&
      branch("ram:ShipToTradeParty", [
        branch("ram:PostalTradeAddress", [leaf("ram:CountryID", invoice.customer.address.country)]),
      ]),
    deliveryDate !== "" &&
      branch("ram:ActualDeliverySupplyChainEvent", [
        branch("ram:OccurrenceDateTime", [
          leaf("udt:DateTimeString", deliveryDate.replaceAll("-", ""), { format: "102" }),
        ]),
      ]),
  ]);
}

/**
 * The UN/CEFACT CII D16B invoice for this invoice, in the Factur-X / ZUGFeRD 2 EN 16931 profile: the
 * XML a Factur-X PDF carries (ADR 152). Same business terms as the UBL writer.
 */
export function writeCii(invoice: Invoice): string {
  const credit = invoice.kind === "credit-note";
  const totals = calculateTotals(invoice);
  const period = invoice.delivery?.kind === "period" ? invoice.delivery : null;
  const preceding = invoice.precedingInvoice;
  const root = branch(
    "rsm:CrossIndustryInvoice",
    [
      branch("rsm:ExchangedDocumentContext", [
        branch("ram:GuidelineSpecifiedDocumentContextParameter", [leaf("ram:ID", FACTURX_EN16931_GUIDELINE)]),
      ]),
      branch("rsm:ExchangedDocument", [
        leaf("ram:ID", invoice.number.trim()),
        leaf("ram:TypeCode", credit ? "381" : "380"),
        branch("ram:IssueDateTime", [
          leaf("udt:DateTimeString", invoice.issueDate.replaceAll("-", ""), { format: "102" }),
        ]),
        invoice.notes.trim() !== "" &&
          branch("ram:IncludedNote", [leaf("ram:Content", invoice.notes.trim())]),
      ]),
      branch("rsm:SupplyChainTradeTransaction", [
        ...writeLines(invoice, totals),
        branch("ram:ApplicableHeaderTradeAgreement", [
          optionalLeaf("ram:BuyerReference", invoice.buyerReference),
          writeParty("ram:SellerTradeParty", invoice.supplier),
          writeParty("ram:BuyerTradeParty", invoice.customer),
          invoice.orderReference.trim() !== "" &&
            branch("ram:BuyerOrderReferencedDocument", [
              leaf("ram:IssuerAssignedID", invoice.orderReference.trim()),
            ]),
        ]),
        writeDelivery(invoice),
        branch("ram:ApplicableHeaderTradeSettlement", [
          optionalLeaf("ram:PaymentReference", invoice.paymentReference),
          leaf("ram:InvoiceCurrencyCode", invoice.currency),
          writePaymentMeans(invoice),
          ...totals.breakdown.map((row) =>
            writeTax("ram:ApplicableTradeTax", row.category, row.rate, {
              calculated: row.vat,
              basis: row.taxable,
              exemption: getExemptionWording(row.category, invoice.language, invoice.supplier.kor),
            }),
          ),
          period &&
            branch("ram:BillingSpecifiedPeriod", [
              date("ram:StartDateTime", period.start),
              date("ram:EndDateTime", period.end),
            ]),
          ...(invoice.allowanceCharges ?? []).map(writeAllowanceCharge),
          writePaymentTerms(invoice, totals),
          branch("ram:SpecifiedTradeSettlementHeaderMonetarySummation", [
            money("ram:LineTotalAmount", totals.lineNetSum),
            (invoice.allowanceCharges ?? []).some((item) => item.charge) &&
              money("ram:ChargeTotalAmount", totals.chargeTotal),
            (invoice.allowanceCharges ?? []).some((item) => !item.charge) &&
              money("ram:AllowanceTotalAmount", totals.allowanceTotal),
            money("ram:TaxBasisTotalAmount", totals.taxExclusive),
            leaf("ram:TaxTotalAmount", formatCents(totals.vatTotal), { currencyID: invoice.currency }),
            money("ram:GrandTotalAmount", totals.taxInclusive),
            totals.prepaid !== 0n && money("ram:TotalPrepaidAmount", totals.prepaid),
            money("ram:DuePayableAmount", totals.payable),
          ]),
          preceding &&
            preceding.number.trim() !== "" &&
            branch("ram:InvoiceReferencedDocument", [
              leaf("ram:IssuerAssignedID", preceding.number.trim()),
              preceding.issueDate !== "" &&
                branch("ram:FormattedIssueDateTime", [
                  leaf("qdt:DateTimeString", preceding.issueDate.replaceAll("-", ""), { format: "102" }),
                ]),
            ]),
        ]),
      ]),
    ],
    NAMESPACES,
  );
  return renderXmlDocument(root);
}
