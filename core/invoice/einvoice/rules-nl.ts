import { KVK_SCHEME, OIN_SCHEME } from "../ubl/constants";
import { selectAll, selectFirst, textAt, type XmlElement } from "../ubl/xml-reader";
import { decimalAt } from "./amounts";
import { type EInvoiceRule, holds, type RuleContext } from "./rule";

/**
 * SI-UBL 2.0 / NLCIUS rules (BR-NL-*). They run for documents that declare the NLCIUS
 * specification identifier; most apply only when the supplier is in the Netherlands ($s in the
 * official schematron), BR-NL-13 to any NLCIUS document ($si).
 */
function rule(
  id: string,
  explanation: string,
  check: EInvoiceRule["check"],
  flag: "fatal" | "warning" = "fatal",
): EInvoiceRule {
  return { id, set: "nlcius", flag, explanation, check };
}

/** Passes unless the supplier is Dutch; then `check` decides. */
function forDutchSupplier(check: (context: RuleContext) => boolean): EInvoiceRule["check"] {
  return (context) => holds(context.supplierCountry !== "NL" || check(context));
}

function hasStreetCityPostcode(address: XmlElement | undefined): boolean {
  return (
    textAt(address, "StreetName") !== "" &&
    textAt(address, "CityName") !== "" &&
    textAt(address, "PostalZone") !== ""
  );
}

function legalSchemes(party: XmlElement | undefined): string[] {
  return selectAll(party, "PartyLegalEntity/CompanyID")
    .filter((id) => id.text !== "")
    .map((id) => id.attributes.schemeID ?? "");
}

const ALLOWED_PAYMENT_MEANS = new Set(["30", "48", "49", "57", "58", "59"]);

export const NL_RULES: readonly EInvoiceRule[] = [
  rule(
    "BR-NL-1",
    "A Dutch supplier must give its KvK number (scheme 0106) or OIN (scheme 0190) as legal entity identifier.",
    forDutchSupplier((c) =>
      legalSchemes(selectFirst(c.root, "AccountingSupplierParty/Party")).some(
        (scheme) => scheme === KVK_SCHEME || scheme === OIN_SCHEME,
      ),
    ),
  ),
  rule(
    "BR-NL-2",
    "A Dutch supplier's invoice must contain the buyer reference (BT-10) or the order reference (BT-13).",
    forDutchSupplier(
      (c) => textAt(c.root, "BuyerReference") !== "" || textAt(c.root, "OrderReference/ID") !== "",
    ),
  ),
  rule(
    "BR-NL-3",
    "A Dutch supplier's address must contain street name, city and postcode.",
    forDutchSupplier((c) =>
      hasStreetCityPostcode(selectFirst(c.root, "AccountingSupplierParty/Party/PostalAddress")),
    ),
  ),
  rule(
    "BR-NL-4",
    "When the customer is in the Netherlands, the customer's address must contain street name, city and postcode.",
    forDutchSupplier((c) => {
      const address = selectFirst(c.root, "AccountingCustomerParty/Party/PostalAddress");
      return textAt(address, "Country/IdentificationCode") !== "NL" || hasStreetCityPostcode(address);
    }),
  ),
  rule(
    "BR-NL-5",
    "When the fiscal representative is in the Netherlands, its address must contain street name, city and postcode.",
    forDutchSupplier((c) => {
      const address = selectFirst(c.root, "TaxRepresentativeParty/PostalAddress");
      return (
        !address || textAt(address, "Country/IdentificationCode") !== "NL" || hasStreetCityPostcode(address)
      );
    }),
  ),
  rule(
    "BR-NL-7",
    "The invoice or credit note type code must be 380, 381, 384 or 389.",
    forDutchSupplier((c) =>
      ["380", "381", "384", "389"].includes(
        textAt(c.root, c.credit ? "CreditNoteTypeCode" : "InvoiceTypeCode"),
      ),
    ),
  ),
  rule(
    "BR-NL-8",
    "Type code 381 (credit note) must use the CreditNote document; 380, 384 and 389 the Invoice document.",
    forDutchSupplier((c) => {
      const code = textAt(c.root, c.credit ? "CreditNoteTypeCode" : "InvoiceTypeCode");
      return c.credit ? code === "381" || code === "" : code !== "381";
    }),
  ),
  rule(
    "BR-NL-9",
    "A corrective invoice (type 384) must reference the invoice it corrects (BT-25).",
    forDutchSupplier(
      (c) =>
        textAt(c.root, "InvoiceTypeCode") !== "384" ||
        textAt(c.root, "BillingReference/InvoiceDocumentReference/ID") !== "",
    ),
  ),
  rule(
    "BR-NL-10",
    "When the customer is in the Netherlands, the customer's legal entity identifier must be a KvK number (0106) or OIN (0190).",
    forDutchSupplier((c) => {
      const party = selectFirst(c.root, "AccountingCustomerParty/Party");
      if (textAt(party, "PostalAddress/Country/IdentificationCode") !== "NL") return true;
      return legalSchemes(party).some((scheme) => scheme === KVK_SCHEME || scheme === OIN_SCHEME);
    }),
  ),
  rule(
    "BR-NL-11",
    "A Dutch supplier must give payment instructions (cac:PaymentMeans) when the customer has to pay.",
    forDutchSupplier((c) => {
      if (c.credit) return true;
      const payable = decimalAt(c.root, "LegalMonetaryTotal/PayableAmount");
      return payable === null || payable.units <= 0n || selectAll(c.root, "PaymentMeans").length > 0;
    }),
  ),
  rule(
    "BR-NL-12",
    "A Dutch supplier's payment means code must be 30, 48, 49, 57, 58 or 59.",
    forDutchSupplier((c) =>
      selectAll(c.root, "PaymentMeans").every((means) =>
        ALLOWED_PAYMENT_MEANS.has(textAt(means, "PaymentMeansCode")),
      ),
    ),
  ),
  rule(
    "BR-NL-13",
    "When an order line reference (BT-132) is used, the document must have an order reference (BT-13).",
    (c) =>
      holds(
        !c.lines.some((line) => textAt(line, "OrderLineReference/LineID") !== "") ||
          textAt(c.root, "OrderReference/ID") !== "",
      ),
  ),
  rule(
    "BR-NL-19",
    "A VAT accounting currency (cbc:TaxCurrencyCode) is not recommended.",
    forDutchSupplier((c) => textAt(c.root, "TaxCurrencyCode") === ""),
    "warning",
  ),
  rule(
    "BR-NL-20",
    "A VAT point date (cbc:TaxPointDate) is not recommended; its value is ignored.",
    forDutchSupplier((c) => textAt(c.root, "TaxPointDate") === ""),
    "warning",
  ),
  rule(
    "BR-NL-24",
    "The issue date of the preceding invoice is not recommended.",
    forDutchSupplier((c) => textAt(c.root, "BillingReference/InvoiceDocumentReference/IssueDate") === ""),
    "warning",
  ),
  rule(
    "BR-NL-29",
    "A payment means text (the name attribute of the payment means code) is not recommended.",
    forDutchSupplier((c) =>
      selectAll(c.root, "PaymentMeans/PaymentMeansCode").every((code) => code.attributes.name === undefined),
    ),
    "warning",
  ),
  rule(
    "BR-NL-30",
    "A payment account name is not recommended.",
    forDutchSupplier((c) => textAt(c.root, "PaymentMeans/PayeeFinancialAccount/Name") === ""),
    "warning",
  ),
  rule(
    "BR-NL-31",
    "A BIC (payment service provider identifier) is not recommended for SEPA payments (codes 58, 59).",
    forDutchSupplier((c) =>
      selectAll(c.root, "PaymentMeans").every(
        (means) =>
          !["58", "59"].includes(textAt(means, "PaymentMeansCode")) ||
          textAt(means, "PayeeFinancialAccount/FinancialInstitutionBranch/ID") === "",
      ),
    ),
    "warning",
  ),
  rule(
    "BR-NL-33",
    "A VAT total in another currency than the invoice currency is not recommended.",
    forDutchSupplier((c) =>
      selectAll(c.root, "TaxTotal").every(
        (total) => selectFirst(total, "TaxAmount")?.attributes.currencyID === c.currency,
      ),
    ),
    "warning",
  ),
  rule(
    "BR-NL-35",
    "A VAT exemption reason code is not recommended; give the reason as text.",
    forDutchSupplier(
      (c) => selectAll(c.root, "TaxTotal/TaxSubtotal/TaxCategory/TaxExemptionReasonCode").length === 0,
    ),
    "warning",
  ),
];
