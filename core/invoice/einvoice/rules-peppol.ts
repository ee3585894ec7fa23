import { multiplyDecimals } from "../money";
import { CUSTOMIZATION_IDS } from "../ubl/constants";
import { selectAll, selectFirst, textAt, walkElements, type XmlElement } from "../ubl/xml-reader";
import { decimalAt, subtract, sumDecimals, withinSlack, ZERO } from "./amounts";
import { isValidGln, isValidSwedishOrganisationNumber } from "./identifier-checks";
import { type EInvoiceRule, failingLines, holds } from "./rule";

function rule(id: string, explanation: string, check: EInvoiceRule["check"]): EInvoiceRule {
  return { id, set: "peppol", flag: "fatal", explanation, check };
}

/** Business processes the Peppol BIS Billing 3.0 rules recognise (PEPPOL-EN16931-R007). */
const PEPPOL_PROFILES = new Set([
  "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0",
  "urn:peppol:france:billing:regulated",
  "urn:peppol:france:billing:non-regulated",
  "urn:peppol:bis:billing_with_response",
]);

const SLACK = { units: 2n, scale: 2 };

function lineAllowances(line: XmlElement, indicator: "true" | "false"): XmlElement[] {
  return selectAll(line, "AllowanceCharge").filter(
    (charge) => textAt(charge, "ChargeIndicator") === indicator,
  );
}

function allAllowanceCharges(root: XmlElement, lines: readonly XmlElement[]): XmlElement[] {
  return [
    ...selectAll(root, "AllowanceCharge"),
    ...lines.flatMap((line) => selectAll(line, "AllowanceCharge")),
  ];
}

/** UNCL1001 invoice type codes Peppol BIS 3.0 accepts (PEPPOL-EN16931-P0100). */
const INVOICE_TYPE_CODES = new Set([
  "71",
  "80",
  "82",
  "84",
  "102",
  "218",
  "219",
  "331",
  "380",
  "382",
  "383",
  "386",
  "388",
  "393",
  "395",
  "553",
  "575",
  "623",
  "780",
  "817",
  "870",
  "875",
  "876",
  "877",
]);
/** UNCL1001 credit note type codes (PEPPOL-EN16931-P0101). */
const CREDIT_NOTE_TYPE_CODES = new Set([
  "81",
  "83",
  "261",
  "262",
  "296",
  "308",
  "381",
  "396",
  "420",
  "458",
  "532",
]);
/** MIME codes allowed for attachments (PEPPOL-EN16931-CL001). */
const MIME_CODES = new Set([
  "application/pdf",
  "image/png",
  "image/jpeg",
  "text/csv",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.oasis.opendocument.spreadsheet",
]);

/** The Peppol BIS Billing 3.0 rules that apply to what an invoice can contain (run for Peppol BIS documents). */
export const PEPPOL_RULES: readonly EInvoiceRule[] = [
  rule("PEPPOL-EN16931-R001", "The business process (cbc:ProfileID) must be given.", (c) =>
    holds(textAt(c.root, "ProfileID") !== ""),
  ),
  rule("PEPPOL-EN16931-R002", "At most one note (BT-22) is allowed on document level.", (c) =>
    holds(selectAll(c.root, "Note").length <= 1),
  ),
  rule(
    "PEPPOL-EN16931-R003",
    "A buyer reference (BT-10) or purchase order reference (BT-13) must be given.",
    (c) => holds(textAt(c.root, "BuyerReference") !== "" || textAt(c.root, "OrderReference/ID") !== ""),
  ),
  rule("PEPPOL-EN16931-R004", `The specification identifier must be ${CUSTOMIZATION_IDS.peppol}.`, (c) =>
    holds(c.customization === CUSTOMIZATION_IDS.peppol),
  ),
  rule(
    "PEPPOL-EN16931-R005",
    "The VAT accounting currency (BT-6) must differ from the invoice currency when given.",
    (c) => {
      const taxCurrency = textAt(c.root, "TaxCurrencyCode");
      return holds(taxCurrency === "" || taxCurrency !== c.currency);
    },
  ),
  rule(
    "PEPPOL-EN16931-R007",
    "The business process (BT-23) must be a Peppol billing process, e.g. urn:fdc:peppol.eu:2017:poacc:billing:01:1.0.",
    (c) => holds(PEPPOL_PROFILES.has(textAt(c.root, "ProfileID").replace(/\s+/g, " ").trim())),
  ),
  rule("PEPPOL-EN16931-R008", "The document must not contain empty elements.", (c) => {
    const empty = walkElements(c.root).filter(
      (element) => element.children.length === 0 && element.text === "",
    );
    return empty.map((element) => element.name);
  }),
  rule(
    "PEPPOL-EN16931-R010",
    "The buyer needs a Peppol address (BT-49): add their KvK number, OIN or VAT number. An e-mail address is not a Peppol address.",
    (c) => holds(textAt(c.root, "AccountingCustomerParty/Party/EndpointID") !== ""),
  ),
  rule(
    "PEPPOL-EN16931-R020",
    "The seller needs a Peppol address (BT-34): add your KvK number, OIN or VAT number. An e-mail address is not a Peppol address.",
    (c) => holds(textAt(c.root, "AccountingSupplierParty/Party/EndpointID") !== ""),
  ),
  rule(
    "PEPPOL-EN16931-R040",
    "An allowance or charge amount must equal its base amount × percentage / 100 when both are given.",
    (c) =>
      holds(
        allAllowanceCharges(c.root, c.lines).every((charge) => {
          const base = decimalAt(charge, "BaseAmount");
          const factor = decimalAt(charge, "MultiplierFactorNumeric");
          if (base === null || factor === null) return true;
          const expected = multiplyDecimals(base, { units: factor.units, scale: factor.scale + 2 });
          return withinSlack(decimalAt(charge, "Amount"), expected, SLACK);
        }),
      ),
  ),
  rule(
    "PEPPOL-EN16931-R041",
    "An allowance or charge with a percentage must also give the base amount.",
    (c) =>
      holds(
        allAllowanceCharges(c.root, c.lines).every(
          (charge) => textAt(charge, "MultiplierFactorNumeric") === "" || textAt(charge, "BaseAmount") !== "",
        ),
      ),
  ),
  rule(
    "PEPPOL-EN16931-R042",
    "An allowance or charge with a base amount must also give the percentage.",
    (c) =>
      holds(
        allAllowanceCharges(c.root, c.lines).every(
          (charge) => textAt(charge, "BaseAmount") === "" || textAt(charge, "MultiplierFactorNumeric") !== "",
        ),
      ),
  ),
  rule("PEPPOL-EN16931-R043", "An allowance/charge indicator must be 'true' or 'false'.", (c) =>
    holds(
      allAllowanceCharges(c.root, c.lines).every((charge) =>
        ["true", "false"].includes(textAt(charge, "ChargeIndicator")),
      ),
    ),
  ),
  rule("PEPPOL-EN16931-R044", "A charge on price level is not allowed (only a price discount).", (c) =>
    failingLines(c, (line) =>
      selectAll(line, "Price/AllowanceCharge").every(
        (charge) => textAt(charge, "ChargeIndicator") !== "true",
      ),
    ),
  ),
  rule("PEPPOL-EN16931-R053", "Exactly one VAT total with VAT breakdown must be given.", (c) =>
    holds(
      selectAll(c.root, "TaxTotal").filter((total) => selectAll(total, "TaxSubtotal").length > 0).length ===
        1,
    ),
  ),
  rule(
    "PEPPOL-EN16931-R054",
    "At most one VAT total without breakdown, and only when a VAT accounting currency is given.",
    (c) => {
      const bare = selectAll(c.root, "TaxTotal").filter(
        (total) => selectAll(total, "TaxSubtotal").length === 0,
      ).length;
      return holds(textAt(c.root, "TaxCurrencyCode") !== "" ? bare === 1 : bare === 0);
    },
  ),
  rule(
    "PEPPOL-EN16931-R120",
    "A line net amount must equal quantity × (price / base quantity) + line charges − line allowances (within 0.02).",
    (c) =>
      failingLines(c, (line) => {
        const quantity = decimalAt(line, c.credit ? "CreditedQuantity" : "InvoicedQuantity") ?? ZERO;
        const price = decimalAt(line, "Price/PriceAmount") ?? ZERO;
        const baseQuantity = decimalAt(line, "Price/BaseQuantity");
        let gross = multiplyDecimals(quantity, price);
        if (baseQuantity !== null && baseQuantity.units !== 0n) {
          // Divide by the base quantity exactly enough for a cent comparison (12 extra digits).
          const scaled = (gross.units * 10n ** BigInt(12 + baseQuantity.scale)) / baseQuantity.units;
          gross = { units: scaled, scale: gross.scale + 12 };
        }
        const charges = sumDecimals(
          lineAllowances(line, "true").map((charge) => decimalAt(charge, "Amount")),
        );
        const allowances = sumDecimals(
          lineAllowances(line, "false").map((charge) => decimalAt(charge, "Amount")),
        );
        return withinSlack(
          decimalAt(line, "LineExtensionAmount"),
          subtract(sumDecimals([gross, charges]), allowances),
          SLACK,
        );
      }),
  ),
  rule("PEPPOL-EN16931-R121", "A price base quantity must be above zero.", (c) =>
    failingLines(c, (line) => {
      const base = decimalAt(line, "Price/BaseQuantity");
      return base === null || base.units > 0n;
    }),
  ),
  rule(
    "PEPPOL-EN16931-R130",
    "The unit of the price base quantity must equal the unit of the invoiced quantity.",
    (c) =>
      failingLines(c, (line) => {
        const base = selectFirst(line, "Price/BaseQuantity");
        const quantity = selectFirst(line, c.credit ? "CreditedQuantity" : "InvoicedQuantity");
        return (
          base?.attributes.unitCode === undefined ||
          base.attributes.unitCode === quantity?.attributes.unitCode
        );
      }),
  ),
  rule("PEPPOL-EN16931-P0100", "The invoice type code must be one Peppol BIS allows (e.g. 380).", (c) =>
    holds(c.credit || INVOICE_TYPE_CODES.has(textAt(c.root, "InvoiceTypeCode"))),
  ),
  rule("PEPPOL-EN16931-P0101", "The credit note type code must be one Peppol BIS allows (e.g. 381).", (c) =>
    holds(!c.credit || CREDIT_NOTE_TYPE_CODES.has(textAt(c.root, "CreditNoteTypeCode"))),
  ),
  rule("PEPPOL-EN16931-CL001", "Attachments must be PDF, PNG, JPEG, CSV, XLSX or ODS (by MIME code).", (c) =>
    holds(
      selectAll(c.root, "AdditionalDocumentReference/Attachment/EmbeddedDocumentBinaryObject").every(
        (object) => MIME_CODES.has(object.attributes.mimeCode ?? ""),
      ),
    ),
  ),
];

/** Identifiers with this scheme as EndpointID, PartyIdentification/ID or CompanyID anywhere in the document. */
function identifiersWithScheme(root: XmlElement, scheme: string): string[] {
  const out: string[] = [];
  const visit = (node: XmlElement): void => {
    for (const child of node.children) {
      const identifier =
        child.name === "EndpointID" ||
        child.name === "CompanyID" ||
        (child.name === "ID" && node.name === "PartyIdentification");
      if (identifier && child.attributes.schemeID === scheme)
        out.push(child.text.replace(/\s+/g, " ").trim());
      visit(child);
    }
  };
  visit(root);
  return out;
}

/** Peppol common identifier rules and national rules that apply to every Peppol document. */
export const PEPPOL_IDENTIFIER_RULES: readonly EInvoiceRule[] = [
  rule("PEPPOL-COMMON-R040", "A GLN (scheme 0088) must be all digits with a valid check digit.", (c) =>
    holds(identifiersWithScheme(c.root, "0088").every(isValidGln)),
  ),
  rule(
    "PEPPOL-COMMON-R049",
    "A Swedish organisation number (scheme 0007) must be 10 digits with a valid check digit.",
    (c) =>
      holds(
        identifiersWithScheme(c.root, "0007").every(
          (value) => value.length === 10 && isValidSwedishOrganisationNumber(value),
        ),
      ),
  ),
  rule(
    "SE-R-013",
    "A Swedish seller's legal registration identifier (BT-30) must be a valid organisation number.",
    (c) =>
      holds(
        selectAll(c.root, "AccountingSupplierParty/Party")
          .filter((party) => textAt(party, "PostalAddress/Country/IdentificationCode") === "SE")
          .flatMap((party) => selectAll(party, "PartyLegalEntity"))
          .filter((entity) => selectFirst(entity, "CompanyID") !== undefined)
          .every((entity) => isValidSwedishOrganisationNumber(textAt(entity, "CompanyID"))),
      ),
  ),
];
