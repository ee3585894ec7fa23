import type { XmlElement } from "../ubl/xml-reader";
import { chargeIndicator, decimalsWritten, descendants, exists, path } from "./query";
import { type EInvoiceRule, holds } from "./rule";

/**
 * UBL syntax rules of the EN 16931 UBL binding: cardinalities the CIUS restricts (UBL-SR-*) and
 * data-type rules (UBL-DT-*).
 */
function rule(id: string, explanation: string, ok: (root: XmlElement) => boolean): EInvoiceRule {
  return { id, set: "en16931", flag: "fatal", explanation, check: (c) => holds(ok(c.root)) };
}

const count = (root: XmlElement, steps: string): number => path(root, steps).length;
const atMostOne = (id: string, what: string, steps: string): EInvoiceRule =>
  rule(id, `${what} may appear at most once.`, (root) => count(root, steps) <= 1);
const lines = (root: XmlElement): XmlElement[] => [
  ...descendants(root, "InvoiceLine"),
  ...descendants(root, "CreditNoteLine"),
];
const everyLine = (id: string, explanation: string, ok: (line: XmlElement) => boolean): EInvoiceRule =>
  rule(id, explanation, (root) => lines(root).every(ok));
const vatIds = (party: XmlElement, vat: boolean): number =>
  path(party, "PartyTaxScheme")
    .filter((scheme) => path(scheme, "TaxScheme/ID").some((id) => (id.text.toUpperCase() === "VAT") === vat))
    .flatMap((scheme) => path(scheme, "CompanyID")).length;
const distinctTexts = (elements: readonly XmlElement[]): number =>
  new Set(elements.map((element) => element.text)).size;

/** Elements whose name ends in Amount (not PriceAmount), outside a price's allowance. */
function amountElements(root: XmlElement): XmlElement[] {
  const out: XmlElement[] = [];
  const visit = (node: XmlElement, inPriceAllowance: boolean): void => {
    for (const child of node.children) {
      const priceAllowance = inPriceAllowance || (node.name === "Price" && child.name === "AllowanceCharge");
      if (child.name.endsWith("Amount") && !child.name.endsWith("PriceAmount") && !priceAllowance)
        out.push(child);
      visit(child, priceAllowance);
    }
  };
  visit(root, false);
  return out;
}

function binaryObjects(root: XmlElement): XmlElement[] {
  const out: XmlElement[] = [];
  const visit = (node: XmlElement): void => {
    for (const child of node.children) {
      if (child.name.endsWith("BinaryObject")) out.push(child);
      visit(child);
    }
  };
  visit(root);
  return out;
}

function payeeDiffersFromSeller(root: XmlElement, payee: XmlElement): boolean {
  const names = path(payee, "PartyName/Name").map((name) => name.text);
  const sellers = path(root, "AccountingSupplierParty/Party/PartyLegalEntity/RegistrationName").map(
    (name) => name.text,
  );
  return names.some((name) => sellers.some((seller) => seller !== name));
}

export const SYNTAX_RULES: readonly EInvoiceRule[] = [
  atMostOne("UBL-SR-01", "A contract reference (BT-12)", "ContractDocumentReference/ID"),
  atMostOne("UBL-SR-02", "A receiving advice reference (BT-15)", "ReceiptDocumentReference/ID"),
  atMostOne("UBL-SR-03", "A despatch advice reference (BT-16)", "DespatchDocumentReference/ID"),
  rule(
    "UBL-SR-04",
    "An invoiced object identifier (BT-18) may appear at most once.",
    (root) =>
      path(root, "AdditionalDocumentReference")
        .filter((reference) => path(reference, "DocumentTypeCode").some((code) => code.text === "130"))
        .flatMap((reference) => path(reference, "ID")).length <= 1,
  ),
  atMostOne("UBL-SR-05", "Payment terms (BT-20)", "PaymentTerms/Note"),
  atMostOne("UBL-SR-08", "An invoicing period (BG-14)", "InvoicePeriod"),
  atMostOne(
    "UBL-SR-09",
    "The seller's name (BT-27)",
    "AccountingSupplierParty/Party/PartyLegalEntity/RegistrationName",
  ),
  atMostOne("UBL-SR-10", "The seller's trading name (BT-28)", "AccountingSupplierParty/Party/PartyName/Name"),
  atMostOne(
    "UBL-SR-11",
    "The seller's legal registration identifier (BT-30)",
    "AccountingSupplierParty/Party/PartyLegalEntity/CompanyID",
  ),
  rule("UBL-SR-12", "The seller's VAT identifier (BT-31) may appear at most once.", (root) =>
    path(root, "AccountingSupplierParty/Party").every((party) => vatIds(party, true) <= 1),
  ),
  rule("UBL-SR-13", "The seller's tax registration identifier (BT-32) may appear at most once.", (root) =>
    path(root, "AccountingSupplierParty/Party").every((party) => vatIds(party, false) <= 1),
  ),
  atMostOne(
    "UBL-SR-14",
    "The seller's additional legal information (BT-33)",
    "AccountingSupplierParty/Party/PartyLegalEntity/CompanyLegalForm",
  ),
  atMostOne(
    "UBL-SR-15",
    "The buyer's name (BT-44)",
    "AccountingCustomerParty/Party/PartyLegalEntity/RegistrationName",
  ),
  atMostOne(
    "UBL-SR-16",
    "The buyer identifier (BT-46)",
    "AccountingCustomerParty/Party/PartyIdentification/ID",
  ),
  atMostOne(
    "UBL-SR-17",
    "The buyer's legal registration identifier (BT-47)",
    "AccountingCustomerParty/Party/PartyLegalEntity/CompanyID",
  ),
  rule("UBL-SR-18", "The buyer's VAT identifier (BT-48) may appear at most once.", (root) =>
    path(root, "AccountingCustomerParty/Party").every((party) => vatIds(party, true) <= 1),
  ),
  rule(
    "UBL-SR-19",
    "The payee's name (BT-59) may appear at most once and must differ from the seller's.",
    (root) =>
      descendants(root, "PayeeParty").every(
        (payee) => count(payee, "PartyName/Name") <= 1 && payeeDiffersFromSeller(root, payee),
      ),
  ),
  rule(
    "UBL-SR-20",
    "The payee identifier (BT-60) may appear at most once, and the payee must differ from the seller.",
    (root) =>
      descendants(root, "PayeeParty").every(
        (payee) =>
          path(payee, "PartyIdentification/ID").filter(
            (id) => (id.attributes.schemeID ?? "").toUpperCase() !== "SEPA",
          ).length <= 1 && payeeDiffersFromSeller(root, payee),
      ),
  ),
  rule(
    "UBL-SR-21",
    "The payee's legal registration identifier (BT-61) may appear at most once, and the payee must differ from the seller.",
    (root) =>
      descendants(root, "PayeeParty").every(
        (payee) => count(payee, "PartyLegalEntity/CompanyID") <= 1 && payeeDiffersFromSeller(root, payee),
      ),
  ),
  rule("UBL-SR-22", "The tax representative's name (BT-62) may appear at most once.", (root) =>
    descendants(root, "TaxRepresentativeParty").every((party) => count(party, "PartyName/Name") <= 1),
  ),
  rule("UBL-SR-23", "The tax representative's VAT identifier (BT-63) may appear at most once.", (root) =>
    descendants(root, "TaxRepresentativeParty").every(
      (party) => count(party, "PartyTaxScheme/CompanyID") <= 1,
    ),
  ),
  atMostOne("UBL-SR-24", "Delivery information (BG-13)", "Delivery"),
  rule("UBL-SR-25", "The deliver-to party name (BT-70) may appear at most once.", (root) =>
    descendants(root, "Delivery").every((delivery) => count(delivery, "DeliveryParty/PartyName/Name") <= 1),
  ),
  rule("UBL-SR-26", "A payment reference (BT-83) may appear at most once per payment instruction.", (root) =>
    descendants(root, "PaymentMeans").every((means) => count(means, "PaymentID") <= 1),
  ),
  rule("UBL-SR-27", "A payment means code (BT-81) may appear at most once per payment instruction.", (root) =>
    descendants(root, "PaymentMeans").every((means) => count(means, "PaymentMeansCode") <= 1),
  ),
  rule("UBL-SR-28", "A mandate reference (BT-89) may appear at most once.", (root) =>
    descendants(root, "PaymentMeans").every((means) => count(means, "PaymentMandate/ID") <= 1),
  ),
  rule(
    "UBL-SR-29",
    "A bank assigned creditor identifier (BT-90) may appear at most once.",
    (root) =>
      descendants(root, "PartyIdentification")
        .flatMap((party) => path(party, "ID"))
        .filter((id) => (id.attributes.schemeID ?? "").toUpperCase() === "SEPA").length <= 1,
  ),
  rule("UBL-SR-30", "A document allowance reason (BT-97) may appear at most once.", (root) =>
    descendants(root, "AllowanceCharge")
      .filter((element) => chargeIndicator(element) === false)
      .every((element) => count(element, "AllowanceChargeReason") <= 1),
  ),
  rule("UBL-SR-31", "A document charge reason (BT-104) may appear at most once.", (root) =>
    descendants(root, "AllowanceCharge")
      .filter((element) => chargeIndicator(element) === true)
      .every((element) => count(element, "AllowanceChargeReason") <= 1),
  ),
  rule("UBL-SR-32", "A VAT exemption reason (BT-120) may appear at most once per breakdown.", (root) =>
    descendants(root, "TaxSubtotal").every(
      (subtotal) => count(subtotal, "TaxCategory/TaxExemptionReason") <= 1,
    ),
  ),
  rule("UBL-SR-33", "A supporting document description (BT-123) may appear at most once.", (root) =>
    descendants(root, "AdditionalDocumentReference").every(
      (reference) => count(reference, "DocumentDescription") <= 1,
    ),
  ),
  everyLine("UBL-SR-34", "A line note (BT-127) may appear at most once.", (line) => count(line, "Note") <= 1),
  everyLine(
    "UBL-SR-35",
    "A referenced purchase order line (BT-132) may appear at most once.",
    (line) => count(line, "OrderLineReference/LineID") <= 1,
  ),
  everyLine(
    "UBL-SR-36",
    "A line period (BG-26) may appear at most once.",
    (line) => count(line, "InvoicePeriod") <= 1,
  ),
  everyLine(
    "UBL-SR-37",
    "A price discount (BT-147) may appear at most once.",
    (line) => count(line, "Price/AllowanceCharge/Amount") <= 1,
  ),
  atMostOne("UBL-SR-39", "A project reference (BT-11)", "ProjectReference/ID"),
  atMostOne("UBL-SR-40", "The buyer's trading name (BT-45)", "AccountingCustomerParty/Party/PartyName/Name"),
  rule("UBL-SR-42", "The seller may have at most two tax registrations (PartyTaxScheme).", (root) =>
    descendants(root, "AccountingSupplierParty")
      .flatMap((party) => path(party, "Party"))
      .every((party) => count(party, "PartyTaxScheme") <= 2),
  ),
  rule(
    "UBL-SR-43",
    "A supporting document with a scheme or type code must be an invoiced object (130) or, on a credit note, 50.",
    (root) =>
      descendants(root, "AdditionalDocumentReference").every((reference) => {
        const codes = path(reference, "DocumentTypeCode").map((code) => code.text);
        return (
          codes.includes("130") ||
          (root.name === "CreditNote" && codes.includes("50")) ||
          (!path(reference, "ID").some((id) => id.attributes.schemeID !== undefined) && codes.length === 0)
        );
      }),
  ),
  rule(
    "UBL-SR-44",
    "All payment references (BT-83) must be the same.",
    (root) => distinctTexts(descendants(root, "PaymentID")) <= 1,
  ),
  atMostOne("UBL-SR-45", "A payment due date", "PaymentMeans/PaymentDueDate"),
  rule(
    "UBL-SR-46",
    "A payment means text (BT-82) may appear at most once.",
    (root) =>
      path(root, "PaymentMeans/PaymentMeansCode").filter((code) => code.attributes.name !== undefined)
        .length <= 1,
  ),
  rule(
    "UBL-SR-47",
    "All payment instructions must use the same payment means code (BT-81).",
    (root) => distinctTexts(descendants(root, "PaymentMeansCode")) <= 1,
  ),
  everyLine(
    "UBL-SR-48",
    "Each line must have exactly one VAT category (BT-151).",
    (line) => count(line, "Item/ClassifiedTaxCategory") === 1,
  ),
  atMostOne("UBL-SR-49", "A VAT point date code (BT-8)", "InvoicePeriod/DescriptionCode"),
  everyLine(
    "UBL-SR-50",
    "An item description (BT-154) may appear at most once.",
    (line) => count(line, "Item/Description") <= 1,
  ),
  rule("UBL-SR-51", "An address may have at most one additional line (AddressLine).", (root) =>
    [...descendants(root, "PostalAddress"), ...descendants(root, "Address")].every(
      (address) => count(address, "AddressLine") <= 1,
    ),
  ),
  everyLine(
    "UBL-SR-52",
    "A line may have at most one document reference.",
    (line) => count(line, "DocumentReference") <= 1,
  ),
  rule(
    "UBL-SR-53",
    "A tax registration (PartyTaxScheme) must have a tax scheme and a company identifier.",
    (root) =>
      descendants(root, "PartyTaxScheme").every(
        (scheme) => exists(scheme, "TaxScheme/ID") && exists(scheme, "CompanyID"),
      ),
  ),
  atMostOne("UBL-SR-54", "Payment card information (BG-18)", "PaymentMeans/CardAccount"),
  atMostOne("UBL-SR-55", "Direct debit information (BG-19)", "PaymentMeans/PaymentMandate"),
  atMostOne("UBL-SR-56", "A tender or lot reference (BT-17)", "OriginatorDocumentReference/ID"),
  rule("UBL-DT-01", "Amounts may have at most 2 decimals (prices may have more).", (root) =>
    amountElements(root).every((element) => decimalsWritten(element) <= 2),
  ),
  rule("UBL-DT-06", "An attached document must have a MIME code.", (root) =>
    binaryObjects(root).every((element) => element.attributes.mimeCode !== undefined),
  ),
  rule("UBL-DT-07", "An attached document must have a file name.", (root) =>
    binaryObjects(root).every((element) => element.attributes.filename !== undefined),
  ),
];
