import type { XmlElement } from "../ubl/xml-reader";
import { CREDIT_NOTE_TYPES } from "./code-lists";
import { first, path } from "./query";

/**
 * The EN 16931 syntax binding from UN/CEFACT CII D16B to UBL 2.1: a CII invoice re-expressed as
 * the UBL element tree of the same business terms, so one implementation of the EN 16931 rules
 * judges both syntaxes. Only business terms are carried over; CII-only structure is left out.
 */
type Child = XmlElement | undefined | false;

function element(
  name: string,
  content: readonly Child[] | string,
  attributes: Record<string, string> = {},
): XmlElement {
  const children = typeof content === "string" ? [] : content.filter((child): child is XmlElement => !!child);
  return { name, prefix: "", attributes, children, text: typeof content === "string" ? content : "" };
}

/** A leaf copied from `source` (text and chosen attributes renamed), or undefined when absent. */
function leaf(
  name: string,
  source: XmlElement | undefined,
  attributes: Record<string, string> = {},
): XmlElement | undefined {
  if (!source) return undefined;
  // Amounts keep their currency wherever CII states one.
  const renamed: Record<string, string> =
    source.attributes.currencyID !== undefined ? { currencyID: source.attributes.currencyID } : {};
  for (const [from, to] of Object.entries(attributes)) {
    const value = source.attributes[from];
    if (value !== undefined) renamed[to] = value;
  }
  return element(name, source.text, renamed);
}

const leaves = (
  name: string,
  sources: readonly XmlElement[],
  attributes: Record<string, string> = {},
): XmlElement[] =>
  sources.map((source) => leaf(name, source, attributes)).filter((child): child is XmlElement => !!child);

/** CII date (format 102, YYYYMMDD) as an ISO date; other formats are kept as written. */
function dateLeaf(name: string, source: XmlElement | undefined): XmlElement | undefined {
  if (!source) return undefined;
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(source.text.trim());
  return element(name, compact ? `${compact[1]}-${compact[2]}-${compact[3]}` : source.text);
}

const taxScheme = (typeCode: XmlElement | undefined): XmlElement =>
  element("TaxScheme", [element("ID", typeCode?.text ?? "")]);

function taxCategory(name: string, tax: XmlElement, withExemption: boolean): XmlElement {
  return element(name, [
    leaf("ID", first(tax, "CategoryCode")),
    leaf("Percent", first(tax, "RateApplicablePercent")),
    withExemption && leaf("TaxExemptionReasonCode", first(tax, "ExemptionReasonCode")),
    withExemption && leaf("TaxExemptionReason", first(tax, "ExemptionReason")),
    first(tax, "TypeCode") && taxScheme(first(tax, "TypeCode")),
  ]);
}

function address(name: string, source: XmlElement | undefined): XmlElement | undefined {
  if (!source) return undefined;
  return element(name, [
    leaf("StreetName", first(source, "LineOne")),
    leaf("AdditionalStreetName", first(source, "LineTwo")),
    leaf("CityName", first(source, "CityName")),
    leaf("PostalZone", first(source, "PostcodeCode")),
    leaf("CountrySubentity", first(source, "CountrySubDivisionName")),
    first(source, "LineThree") && element("AddressLine", [leaf("Line", first(source, "LineThree"))]),
    first(source, "CountryID") &&
      element("Country", [leaf("IdentificationCode", first(source, "CountryID"))]),
  ]);
}

function taxRegistrations(party: XmlElement): XmlElement[] {
  return path(party, "SpecifiedTaxRegistration/ID").map((id) =>
    element("PartyTaxScheme", [
      element("CompanyID", id.text),
      // Only schemeID "VA" is a VAT identifier in CII (BT-31/BT-48); "FC" is a tax number (BT-32).
      element("TaxScheme", [
        element("ID", id.attributes.schemeID === "VA" ? "VAT" : `CII-${id.attributes.schemeID ?? ""}`),
      ]),
    ]),
  );
}

function party(source: XmlElement | undefined): XmlElement | undefined {
  if (!source) return undefined;
  const legal = first(source, "SpecifiedLegalOrganization");
  return element("Party", [
    leaf("EndpointID", first(source, "URIUniversalCommunication/URIID"), { schemeID: "schemeID" }),
    ...[...path(source, "ID"), ...path(source, "GlobalID")].map((id) =>
      element("PartyIdentification", [leaf("ID", id, { schemeID: "schemeID" })]),
    ),
    first(legal, "TradingBusinessName") &&
      element("PartyName", [leaf("Name", first(legal, "TradingBusinessName"))]),
    address("PostalAddress", first(source, "PostalTradeAddress")),
    ...taxRegistrations(source),
    element("PartyLegalEntity", [
      leaf("RegistrationName", first(source, "Name")),
      leaf("CompanyID", first(legal, "ID"), { schemeID: "schemeID" }),
      leaf("CompanyLegalForm", first(source, "Description")),
    ]),
  ]);
}

/** A representative or payee: the name is BT-59/BT-62 (PartyName in UBL). */
function namedParty(name: string, source: XmlElement | undefined): XmlElement | undefined {
  if (!source) return undefined;
  return element(name, [
    ...[...path(source, "ID"), ...path(source, "GlobalID")].map((id) =>
      element("PartyIdentification", [leaf("ID", id, { schemeID: "schemeID" })]),
    ),
    first(source, "Name") && element("PartyName", [leaf("Name", first(source, "Name"))]),
    address("PostalAddress", first(source, "PostalTradeAddress")),
    ...taxRegistrations(source),
    first(source, "SpecifiedLegalOrganization/ID") &&
      element("PartyLegalEntity", [
        leaf("CompanyID", first(source, "SpecifiedLegalOrganization/ID"), { schemeID: "schemeID" }),
      ]),
  ]);
}

function allowanceCharge(source: XmlElement): XmlElement {
  const tax = first(source, "CategoryTradeTax");
  return element("AllowanceCharge", [
    leaf("ChargeIndicator", first(source, "ChargeIndicator/Indicator")),
    leaf("AllowanceChargeReasonCode", first(source, "ReasonCode")),
    leaf("AllowanceChargeReason", first(source, "Reason")),
    leaf("MultiplierFactorNumeric", first(source, "CalculationPercent")),
    leaf("Amount", first(source, "ActualAmount"), { currencyID: "currencyID" }),
    leaf("BaseAmount", first(source, "BasisAmount"), { currencyID: "currencyID" }),
    tax && taxCategory("TaxCategory", tax, false),
  ]);
}

function period(source: XmlElement | undefined, descriptionCode?: XmlElement): XmlElement | undefined {
  if (!source && !descriptionCode) return undefined;
  return element("InvoicePeriod", [
    dateLeaf("StartDate", first(source, "StartDateTime/DateTimeString")),
    dateLeaf("EndDate", first(source, "EndDateTime/DateTimeString")),
    leaf("DescriptionCode", descriptionCode),
  ]);
}

function line(source: XmlElement, credit: boolean): XmlElement {
  const settlement = first(source, "SpecifiedLineTradeSettlement");
  const agreement = first(source, "SpecifiedLineTradeAgreement");
  const product = first(source, "SpecifiedTradeProduct");
  const gross = first(agreement, "GrossPriceProductTradePrice");
  return element(credit ? "CreditNoteLine" : "InvoiceLine", [
    leaf("ID", first(source, "AssociatedDocumentLineDocument/LineID")),
    ...leaves("Note", path(source, "AssociatedDocumentLineDocument/IncludedNote/Content")),
    leaf(
      credit ? "CreditedQuantity" : "InvoicedQuantity",
      first(source, "SpecifiedLineTradeDelivery/BilledQuantity"),
      {
        unitCode: "unitCode",
      },
    ),
    leaf(
      "LineExtensionAmount",
      first(settlement, "SpecifiedTradeSettlementLineMonetarySummation/LineTotalAmount"),
    ),
    ...path(settlement, "BillingSpecifiedPeriod").map((found) => period(found)),
    ...path(settlement, "SpecifiedTradeAllowanceCharge").map(allowanceCharge),
    element("Item", [
      ...leaves("Description", path(product, "Description")),
      leaf("Name", first(product, "Name")),
      first(product, "SellerAssignedID") &&
        element("SellersItemIdentification", [leaf("ID", first(product, "SellerAssignedID"))]),
      ...path(product, "GlobalID").map((id) =>
        element("StandardItemIdentification", [leaf("ID", id, { schemeID: "schemeID" })]),
      ),
      first(product, "OriginTradeCountry/ID") &&
        element("OriginCountry", [leaf("IdentificationCode", first(product, "OriginTradeCountry/ID"))]),
      ...path(product, "DesignatedProductClassification/ClassCode").map((code) =>
        element("CommodityClassification", [leaf("ItemClassificationCode", code, { listID: "listID" })]),
      ),
      ...path(settlement, "ApplicableTradeTax").map((found) =>
        taxCategory("ClassifiedTaxCategory", found, false),
      ),
      ...path(product, "ApplicableProductCharacteristic").map((characteristic) =>
        element("AdditionalItemProperty", [
          leaf("Name", first(characteristic, "Description")),
          leaf("Value", first(characteristic, "Value")),
        ]),
      ),
    ]),
    element("Price", [
      leaf("PriceAmount", first(agreement, "NetPriceProductTradePrice/ChargeAmount")),
      leaf("BaseQuantity", first(agreement, "NetPriceProductTradePrice/BasisQuantity"), {
        unitCode: "unitCode",
      }),
      gross &&
        element("AllowanceCharge", [
          element("ChargeIndicator", "false"),
          leaf("Amount", first(gross, "AppliedTradeAllowanceCharge/ActualAmount")),
          leaf("BaseAmount", first(gross, "ChargeAmount")),
        ]),
    ]),
  ]);
}

const AMOUNT = /Amount$/;

/** CII states the currency once (BT-5); UBL amounts each carry it. */
function withCurrency(node: XmlElement, currency: string): XmlElement {
  const attributes =
    currency !== "" && AMOUNT.test(node.name) && node.attributes.currencyID === undefined
      ? { ...node.attributes, currencyID: currency }
      : node.attributes;
  return { ...node, attributes, children: node.children.map((child) => withCurrency(child, currency)) };
}

/** Re-expresses a CII CrossIndustryInvoice as the UBL tree of the same business terms. */
export function bindCiiToUbl(root: XmlElement): XmlElement {
  const currency = textOfPath(
    root,
    "SupplyChainTradeTransaction/ApplicableHeaderTradeSettlement/InvoiceCurrencyCode",
  );
  return withCurrency(bindTerms(root), currency);
}

function textOfPath(root: XmlElement, steps: string): string {
  return first(root, steps)?.text.trim() ?? "";
}

function bindTerms(root: XmlElement): XmlElement {
  const context = first(root, "ExchangedDocumentContext");
  const document = first(root, "ExchangedDocument");
  const transaction = first(root, "SupplyChainTradeTransaction");
  const agreement = first(transaction, "ApplicableHeaderTradeAgreement");
  const delivery = first(transaction, "ApplicableHeaderTradeDelivery");
  const settlement = first(transaction, "ApplicableHeaderTradeSettlement");
  const sums = first(settlement, "SpecifiedTradeSettlementHeaderMonetarySummation");
  const typeCode = first(document, "TypeCode");
  const credit = CREDIT_NOTE_TYPES.has(typeCode?.text.trim() ?? "");
  const currency = first(settlement, "InvoiceCurrencyCode")?.text ?? "";
  const taxes = path(settlement, "ApplicableTradeTax");
  const taxTotals = path(sums, "TaxTotalAmount");
  const subtotals = taxes.map((tax) =>
    element("TaxSubtotal", [
      leaf("TaxableAmount", first(tax, "BasisAmount")),
      leaf("TaxAmount", first(tax, "CalculatedAmount")),
      taxCategory("TaxCategory", tax, true),
    ]),
  );
  const mainTotal = taxTotals.find((total) => total.attributes.currencyID === currency) ?? taxTotals[0];
  const totalsElements = taxTotals.map((total) =>
    element("TaxTotal", [
      leaf("TaxAmount", total, { currencyID: "currencyID" }),
      ...(total === mainTotal ? subtotals : []),
    ]),
  );
  if (!mainTotal && subtotals.length > 0) totalsElements.push(element("TaxTotal", subtotals));
  const shipTo = first(delivery, "ShipToTradeParty");
  const means = path(settlement, "SpecifiedTradeSettlementPaymentMeans");
  const terms = first(settlement, "SpecifiedTradePaymentTerms");
  const dueDateCode = taxes.map((tax) => first(tax, "DueDateTypeCode")).find((code) => code !== undefined);
  const notes = path(document, "IncludedNote").map((note) => {
    const subject = first(note, "SubjectCode")?.text;
    const content = path(note, "Content")
      .map((found) => found.text)
      .join(" ");
    return element("Note", subject ? `#${subject}#${content}` : content);
  });
  return element(credit ? "CreditNote" : "Invoice", [
    leaf("CustomizationID", first(context, "GuidelineSpecifiedDocumentContextParameter/ID")),
    leaf("ProfileID", first(context, "BusinessProcessSpecifiedDocumentContextParameter/ID")),
    leaf("ID", first(document, "ID")),
    dateLeaf("IssueDate", first(document, "IssueDateTime/DateTimeString")),
    dateLeaf("DueDate", first(terms, "DueDateDateTime/DateTimeString")),
    leaf(credit ? "CreditNoteTypeCode" : "InvoiceTypeCode", typeCode),
    ...notes,
    dateLeaf(
      "TaxPointDate",
      taxes.map((tax) => first(tax, "TaxPointDate/DateString")).find((date) => date !== undefined),
    ),
    leaf("DocumentCurrencyCode", first(settlement, "InvoiceCurrencyCode")),
    leaf("TaxCurrencyCode", first(settlement, "TaxCurrencyCode")),
    leaf("BuyerReference", first(agreement, "BuyerReference")),
    period(first(settlement, "BillingSpecifiedPeriod"), dueDateCode),
    ...path(settlement, "InvoiceReferencedDocument").map((reference) =>
      element("BillingReference", [
        element("InvoiceDocumentReference", [
          leaf("ID", first(reference, "IssuerAssignedID")),
          dateLeaf("IssueDate", first(reference, "FormattedIssueDateTime/DateTimeString")),
        ]),
      ]),
    ),
    ...path(agreement, "AdditionalReferencedDocument").map((reference) =>
      element("AdditionalDocumentReference", [
        leaf("ID", first(reference, "IssuerAssignedID"), { ReferenceTypeCode: "schemeID" }),
        leaf("DocumentTypeCode", first(reference, "TypeCode")),
        leaf("DocumentDescription", first(reference, "Name")),
        (first(reference, "AttachmentBinaryObject") || first(reference, "URIID")) &&
          element("Attachment", [
            leaf("EmbeddedDocumentBinaryObject", first(reference, "AttachmentBinaryObject"), {
              mimeCode: "mimeCode",
              filename: "filename",
            }),
          ]),
      ]),
    ),
    element("AccountingSupplierParty", [party(first(agreement, "SellerTradeParty"))]),
    element("AccountingCustomerParty", [party(first(agreement, "BuyerTradeParty"))]),
    namedParty("PayeeParty", first(settlement, "PayeeTradeParty")),
    namedParty("TaxRepresentativeParty", first(agreement, "SellerTaxRepresentativeTradeParty")),
    delivery &&
      (first(delivery, "ActualDeliverySupplyChainEvent") || shipTo) &&
      element("Delivery", [
        dateLeaf(
          "ActualDeliveryDate",
          first(delivery, "ActualDeliverySupplyChainEvent/OccurrenceDateTime/DateTimeString"),
        ),
        shipTo &&
          element("DeliveryLocation", [
            leaf("ID", first(shipTo, "ID") ?? first(shipTo, "GlobalID"), { schemeID: "schemeID" }),
            address("Address", first(shipTo, "PostalTradeAddress")),
          ]),
      ]),
    ...means.map((found) =>
      element("PaymentMeans", [
        leaf("PaymentMeansCode", first(found, "TypeCode")),
        leaf("PaymentID", first(settlement, "PaymentReference")),
        first(found, "ApplicableTradeSettlementFinancialCard") &&
          element("CardAccount", [
            leaf("PrimaryAccountNumberID", first(found, "ApplicableTradeSettlementFinancialCard/ID")),
          ]),
        first(found, "PayeePartyCreditorFinancialAccount") &&
          element("PayeeFinancialAccount", [
            leaf(
              "ID",
              first(found, "PayeePartyCreditorFinancialAccount/IBANID") ??
                first(found, "PayeePartyCreditorFinancialAccount/ProprietaryID"),
            ),
            first(found, "PayeeSpecifiedCreditorFinancialInstitution/BICID") &&
              element("FinancialInstitutionBranch", [
                leaf("ID", first(found, "PayeeSpecifiedCreditorFinancialInstitution/BICID")),
              ]),
          ]),
        first(found, "PayerPartyDebtorFinancialAccount") &&
          element("PaymentMandate", [
            leaf("ID", first(settlement, "SpecifiedTradePaymentTerms/DirectDebitMandateID")),
            element("PayerFinancialAccount", [
              leaf("ID", first(found, "PayerPartyDebtorFinancialAccount/IBANID")),
            ]),
          ]),
      ]),
    ),
    ...path(settlement, "SpecifiedTradePaymentTerms/Description").map((description) =>
      element("PaymentTerms", [leaf("Note", description)]),
    ),
    ...path(settlement, "SpecifiedTradeAllowanceCharge").map(allowanceCharge),
    ...totalsElements,
    sums &&
      element("LegalMonetaryTotal", [
        leaf("LineExtensionAmount", first(sums, "LineTotalAmount")),
        leaf("TaxExclusiveAmount", first(sums, "TaxBasisTotalAmount")),
        leaf("TaxInclusiveAmount", first(sums, "GrandTotalAmount")),
        leaf("AllowanceTotalAmount", first(sums, "AllowanceTotalAmount")),
        leaf("ChargeTotalAmount", first(sums, "ChargeTotalAmount")),
        leaf("PrepaidAmount", first(sums, "TotalPrepaidAmount")),
        leaf("PayableRoundingAmount", first(sums, "RoundingAmount")),
        leaf("PayableAmount", first(sums, "DuePayableAmount")),
      ]),
    ...path(transaction, "IncludedSupplyChainTradeLineItem").map((found) => line(found, credit)),
  ]);
}
