import { KVK_SCHEME, OIN_SCHEME } from "../ubl/constants";
import { selectAll, selectFirst, textAt, type XmlElement } from "../ubl/xml-reader";
import { decimalAt } from "./amounts";
import { type EInvoiceRule, holds, type RuleContext } from "./rule";

/**
 * Peppol BIS Billing 3.0's national rules for Dutch suppliers (NL-R-*): the NLCIUS requirements
 * that Peppol applies to Peppol BIS documents from the Netherlands.
 */
function rule(id: string, explanation: string, check: (context: RuleContext) => boolean): EInvoiceRule {
  return {
    id,
    set: "peppol",
    flag: "fatal",
    explanation,
    check: (context) => holds(context.supplierCountry !== "NL" || check(context)),
  };
}

function hasStreetCityPostcode(address: XmlElement | undefined): boolean {
  return (
    textAt(address, "StreetName") !== "" &&
    textAt(address, "CityName") !== "" &&
    textAt(address, "PostalZone") !== ""
  );
}

function hasDutchLegalId(party: XmlElement | undefined): boolean {
  return selectAll(party, "PartyLegalEntity/CompanyID").some(
    (id) =>
      id.text !== "" && (id.attributes.schemeID === KVK_SCHEME || id.attributes.schemeID === OIN_SCHEME),
  );
}

const CREDIT_NOTE_CODES = new Set(["81", "83", "381", "396", "532"]);
const PAYMENT_MEANS = new Set(["30", "48", "49", "57", "58", "59"]);

export const PEPPOL_NL_RULES: readonly EInvoiceRule[] = [
  rule("NL-R-001", "A Dutch supplier's credit note must reference the invoice it corrects (BT-25).", (c) => {
    const code = textAt(c.root, c.credit ? "CreditNoteTypeCode" : "InvoiceTypeCode");
    return (
      !(c.credit || CREDIT_NOTE_CODES.has(code)) ||
      textAt(c.root, "BillingReference/InvoiceDocumentReference/ID") !== ""
    );
  }),
  rule("NL-R-002", "A Dutch supplier's address must contain street name, city and postcode.", (c) =>
    hasStreetCityPostcode(selectFirst(c.root, "AccountingSupplierParty/Party/PostalAddress")),
  ),
  rule(
    "NL-R-003",
    "A Dutch supplier must give its KvK number (0106) or OIN (0190) as legal entity identifier.",
    (c) => hasDutchLegalId(selectFirst(c.root, "AccountingSupplierParty/Party")),
  ),
  rule(
    "NL-R-004",
    "When the customer is in the Netherlands, its address must contain street name, city and postcode.",
    (c) => {
      const address = selectFirst(c.root, "AccountingCustomerParty/Party/PostalAddress");
      return textAt(address, "Country/IdentificationCode") !== "NL" || hasStreetCityPostcode(address);
    },
  ),
  rule(
    "NL-R-005",
    "When the customer is in the Netherlands, its legal entity identifier must be a KvK number (0106) or OIN (0190).",
    (c) => {
      const party = selectFirst(c.root, "AccountingCustomerParty/Party");
      return textAt(party, "PostalAddress/Country/IdentificationCode") !== "NL" || hasDutchLegalId(party);
    },
  ),
  rule(
    "NL-R-006",
    "When the fiscal representative is in the Netherlands, its address must contain street name, city and postcode.",
    (c) => {
      const address = selectFirst(c.root, "TaxRepresentativeParty/PostalAddress");
      return (
        !address || textAt(address, "Country/IdentificationCode") !== "NL" || hasStreetCityPostcode(address)
      );
    },
  ),
  rule(
    "NL-R-007",
    "A Dutch supplier's invoice must give payment instructions (cac:PaymentMeans) when an amount is due.",
    (c) => {
      if (c.credit) return true;
      const payable = decimalAt(c.root, "LegalMonetaryTotal/PayableAmount");
      return payable === null || payable.units <= 0n || selectAll(c.root, "PaymentMeans").length > 0;
    },
  ),
  rule("NL-R-008", "A Dutch supplier's payment means code must be 30, 48, 49, 57, 58 or 59.", (c) =>
    selectAll(c.root, "PaymentMeans").every((means) => PAYMENT_MEANS.has(textAt(means, "PaymentMeansCode"))),
  ),
  rule(
    "NL-R-009",
    "When an order line reference (BT-132) is used, the document must have an order reference (BT-13).",
    (c) =>
      !c.lines.some((line) => textAt(line, "OrderLineReference/LineID") !== "") ||
      textAt(c.root, "OrderReference/ID") !== "",
  ),
];
