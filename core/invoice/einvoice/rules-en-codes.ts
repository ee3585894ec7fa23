import type { XmlElement } from "../ubl/xml-reader";
import {
  ALLOWANCE_REASONS,
  CHARGE_REASONS,
  COUNTRIES,
  CREDIT_NOTE_TYPES,
  CURRENCIES,
  ENDPOINT_SCHEMES,
  EXEMPTION_REASONS,
  ICD_SCHEMES,
  INVOICE_PERIOD_CODES,
  INVOICE_TYPES,
  ITEM_CLASSIFICATIONS,
  NOTE_SUBJECTS,
  PAYMENT_MEANS,
  REFERENCE_SCHEMES,
  UNITS,
} from "./code-lists";
import { chargeIndicator, descendants, normalise, path } from "./query";
import { type EInvoiceRule, holds } from "./rule";

const MIME_CODES = new Set([
  "application/pdf",
  "image/png",
  "image/jpeg",
  "text/csv",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.oasis.opendocument.spreadsheet",
]);
const TAX_CATEGORIES = new Set(["AE", "L", "M", "E", "S", "Z", "G", "O", "K", "B"]);

/** Code-list rules (BR-CL-*): a value must be one of the codes of its official list. */
function codeRule(
  id: string,
  explanation: string,
  select: (root: XmlElement) => XmlElement[],
  value: (element: XmlElement) => string | undefined,
  allowed: (code: string, element: XmlElement) => boolean,
): EInvoiceRule {
  return {
    id,
    set: "en16931",
    flag: "fatal",
    explanation,
    check: (c) =>
      holds(
        select(c.root).every((element) => {
          const raw = value(element);
          if (raw === undefined) return true;
          const code = normalise(raw);
          return !code.includes(" ") && allowed(code, element);
        }),
      ),
  };
}

const named =
  (...names: string[]) =>
  (root: XmlElement): XmlElement[] =>
    names.flatMap((name) => descendants(root, name));
const under =
  (parent: string, child: string) =>
  (root: XmlElement): XmlElement[] =>
    descendants(root, parent).flatMap((element) => path(element, child));
const text = (element: XmlElement): string => element.text;
const attribute =
  (name: string) =>
  (element: XmlElement): string | undefined =>
    element.attributes[name];
const inSet =
  (set: ReadonlySet<string>) =>
  (code: string): boolean =>
    set.has(code);

const AMOUNTS = [
  "Amount",
  "BaseAmount",
  "PriceAmount",
  "TaxAmount",
  "TaxableAmount",
  "LineExtensionAmount",
  "TaxExclusiveAmount",
  "TaxInclusiveAmount",
  "AllowanceTotalAmount",
  "ChargeTotalAmount",
  "PrepaidAmount",
  "PayableRoundingAmount",
  "PayableAmount",
];

export const CODE_RULES: readonly EInvoiceRule[] = [
  codeRule(
    "BR-CL-01",
    "The invoice type code (BT-3) must be a UNTDID 1001 code allowed for invoices or credit notes.",
    named("InvoiceTypeCode", "CreditNoteTypeCode"),
    text,
    (code, element) => (element.name === "InvoiceTypeCode" ? INVOICE_TYPES : CREDIT_NOTE_TYPES).has(code),
  ),
  codeRule(
    "BR-CL-03",
    "An amount's currencyID must be an ISO 4217 currency code.",
    named(...AMOUNTS),
    (element) => element.attributes.currencyID ?? "",
    inSet(CURRENCIES),
  ),
  codeRule(
    "BR-CL-04",
    "The invoice currency (BT-5) must be an ISO 4217 currency code.",
    named("DocumentCurrencyCode"),
    text,
    inSet(CURRENCIES),
  ),
  codeRule(
    "BR-CL-05",
    "The VAT accounting currency (BT-6) must be an ISO 4217 currency code.",
    named("TaxCurrencyCode"),
    text,
    inSet(CURRENCIES),
  ),
  codeRule(
    "BR-CL-06",
    "The VAT point date code (BT-8) must be 3, 35 or 432 (UNTDID 2005).",
    under("InvoicePeriod", "DescriptionCode"),
    text,
    inSet(INVOICE_PERIOD_CODES),
  ),
  codeRule(
    "BR-CL-07",
    "The scheme of an invoiced object identifier (BT-18) must be a UNTDID 1153 code.",
    (root) =>
      [...descendants(root, "AdditionalDocumentReference"), ...descendants(root, "DocumentReference")]
        .filter((reference) => path(reference, "DocumentTypeCode").some((code) => code.text === "130"))
        .flatMap((reference) => path(reference, "ID")),
    attribute("schemeID"),
    inSet(REFERENCE_SCHEMES),
  ),
  {
    id: "BR-CL-08",
    set: "en16931",
    flag: "fatal",
    explanation:
      "A note subject code (BT-21), written as #CODE# at the start of a note, must be a UNTDID 4451 code.",
    check: (c) =>
      holds(
        path(c.root, "Note").every((note) => {
          const code = /#([^#]*)#/.exec(note.text)?.[1] ?? "";
          return code.length !== 3 || NOTE_SUBJECTS.has(code);
        }),
      ),
  },
  codeRule(
    "BR-CL-10",
    "A party identifier's scheme must be an ISO 6523 ICD code.",
    under("PartyIdentification", "ID"),
    attribute("schemeID"),
    (code) => ICD_SCHEMES.has(code) || code === "SEPA",
  ),
  codeRule(
    "BR-CL-11",
    "A legal registration identifier's scheme must be an ISO 6523 ICD code.",
    under("PartyLegalEntity", "CompanyID"),
    attribute("schemeID"),
    inSet(ICD_SCHEMES),
  ),
  codeRule(
    "BR-CL-13",
    "An item classification scheme (BT-158) must be a UNTDID 7143 code.",
    under("CommodityClassification", "ItemClassificationCode"),
    attribute("listID"),
    inSet(ITEM_CLASSIFICATIONS),
  ),
  codeRule(
    "BR-CL-14",
    "A country code must be an ISO 3166-1 alpha-2 code.",
    under("Country", "IdentificationCode"),
    text,
    inSet(COUNTRIES),
  ),
  codeRule(
    "BR-CL-15",
    "The item's country of origin (BT-159) must be an ISO 3166-1 alpha-2 code.",
    under("OriginCountry", "IdentificationCode"),
    text,
    inSet(COUNTRIES),
  ),
  codeRule(
    "BR-CL-16",
    "The payment means code (BT-81) must be a UNTDID 4461 code.",
    under("PaymentMeans", "PaymentMeansCode"),
    text,
    inSet(PAYMENT_MEANS),
  ),
  codeRule(
    "BR-CL-17",
    "A VAT category code must be one of AE, L, M, E, S, Z, G, O, K, B.",
    under("TaxCategory", "ID"),
    text,
    inSet(TAX_CATEGORIES),
  ),
  codeRule(
    "BR-CL-18",
    "A line VAT category code (BT-151) must be one of AE, L, M, E, S, Z, G, O, K, B.",
    under("ClassifiedTaxCategory", "ID"),
    text,
    inSet(TAX_CATEGORIES),
  ),
  codeRule(
    "BR-CL-19",
    "An allowance reason code must be a UNTDID 5189 code.",
    (root) =>
      descendants(root, "AllowanceCharge")
        .filter((element) => chargeIndicator(element) === false)
        .flatMap((element) => path(element, "AllowanceChargeReasonCode")),
    text,
    inSet(ALLOWANCE_REASONS),
  ),
  codeRule(
    "BR-CL-20",
    "A charge reason code must be a UNTDID 7161 code.",
    (root) =>
      descendants(root, "AllowanceCharge")
        .filter((element) => chargeIndicator(element) === true)
        .flatMap((element) => path(element, "AllowanceChargeReasonCode")),
    text,
    inSet(CHARGE_REASONS),
  ),
  codeRule(
    "BR-CL-21",
    "An item standard identifier's scheme (BT-157) must be an ISO 6523 ICD code.",
    under("StandardItemIdentification", "ID"),
    attribute("schemeID"),
    inSet(ICD_SCHEMES),
  ),
  codeRule(
    "BR-CL-22",
    "A VAT exemption reason code (BT-121) must be a VATEX code.",
    named("TaxExemptionReasonCode"),
    (element) => element.text.toUpperCase(),
    // The official list is written with a double space, so an empty code passes there too.
    (code) => code === "" || EXEMPTION_REASONS.has(code),
  ),
  codeRule(
    "BR-CL-23",
    "A unit of measure code must be a UN/ECE Recommendation 20 or 21 code.",
    named("InvoicedQuantity", "BaseQuantity", "CreditedQuantity"),
    attribute("unitCode"),
    inSet(UNITS),
  ),
  {
    id: "BR-CL-24",
    set: "en16931",
    flag: "fatal",
    explanation: "An attached document's MIME code must be PDF, PNG, JPEG, CSV, XLSX or ODS.",
    check: (c) =>
      holds(
        descendants(c.root, "EmbeddedDocumentBinaryObject").every(
          (element) =>
            element.attributes.mimeCode === undefined || MIME_CODES.has(element.attributes.mimeCode),
        ),
      ),
  },
  codeRule(
    "BR-CL-25",
    "An electronic address scheme (BT-34, BT-49) must be a CEF EAS code.",
    named("EndpointID"),
    attribute("schemeID"),
    inSet(ENDPOINT_SCHEMES),
  ),
  codeRule(
    "BR-CL-26",
    "A delivery location identifier's scheme (BT-71) must be an ISO 6523 ICD code.",
    under("DeliveryLocation", "ID"),
    attribute("schemeID"),
    inSet(ICD_SCHEMES),
  ),
];
