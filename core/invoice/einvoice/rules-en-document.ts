import type { XmlElement } from "../ubl/xml-reader";
import { VAT_PREFIXES } from "./code-lists";
import {
  add,
  chargeIndicator,
  decimalOf,
  decimalsWritten,
  descendants,
  exists,
  filled,
  first,
  hasCategory,
  isVatScheme,
  normalise,
  path,
  round0,
  round2,
  same,
  sub,
  sumOf,
  textOf,
  xsDecimal,
  ZERO,
} from "./query";
import { type EInvoiceRule, holds, lineLabel } from "./rule";
import { vatAmountFits } from "./rules-en-categories";

function rule(
  id: string,
  explanation: string,
  check: EInvoiceRule["check"],
  flag: "fatal" | "warning" = "fatal",
): EInvoiceRule {
  return { id, set: "en16931", flag, explanation, check };
}

/** Every element matched by `select` must satisfy `test`; failing invoice lines are named by their id. */
function every(
  select: (root: XmlElement) => XmlElement[],
  test: (element: XmlElement, root: XmlElement) => boolean,
) {
  return (c: { root: XmlElement }): readonly string[] =>
    select(c.root)
      .map((element, index) => ({ element, index }))
      .filter(({ element }) => !test(element, c.root))
      .map(({ element, index }) =>
        element.name === "InvoiceLine" || element.name === "CreditNoteLine"
          ? `line ${lineLabel(element, index)}`
          : "",
      );
}

const lines = (root: XmlElement): XmlElement[] => [
  ...descendants(root, "InvoiceLine"),
  ...descendants(root, "CreditNoteLine"),
];
const totals = (root: XmlElement): XmlElement[] => descendants(root, "LegalMonetaryTotal");
const documentCharges = (charge: boolean) => (root: XmlElement) =>
  path(root, "AllowanceCharge").filter((element) => chargeIndicator(element) === charge);
const lineCharges = (charge: boolean) => (root: XmlElement) =>
  lines(root).flatMap((line) =>
    path(line, "AllowanceCharge").filter((element) => chargeIndicator(element) === charge),
  );
const subtotals = (root: XmlElement): XmlElement[] =>
  descendants(root, "TaxTotal").flatMap((total) => path(total, "TaxSubtotal"));
const vatCategoryIds = (element: XmlElement, steps: string): XmlElement[] =>
  path(element, steps)
    .filter(isVatScheme)
    .flatMap((category) => path(category, "ID"));
const hasReason = (element: XmlElement): boolean =>
  exists(element, "AllowanceChargeReason") || exists(element, "AllowanceChargeReasonCode");
const atMostTwo =
  (steps: string) =>
  (element: XmlElement): boolean =>
    path(element, steps).length === 0 || decimalsWritten(first(element, steps)) <= 2;
/** XPath general comparison of untyped text with a number: any value ≥ 0. */
const nonNegative = (element: XmlElement, steps: string): boolean =>
  path(element, steps).some((found) => {
    const value = xsDecimal(found.text);
    return value !== null && value.units >= 0n;
  });

function periodDatesInOrder(period: XmlElement): boolean {
  const start = textOf(period, "StartDate");
  const end = textOf(period, "EndDate");
  return !exists(period, "StartDate") || !exists(period, "EndDate") || end >= start;
}

/** BT-115 = BT-112 − BT-113 + BT-114, following the official rule's four cases. */
function amountDueMatches(total: XmlElement): boolean {
  const payable = decimalOf(total, "PayableAmount");
  const inclusive = decimalOf(total, "TaxInclusiveAmount");
  const prepaid = decimalOf(total, "PrepaidAmount");
  const rounding = decimalOf(total, "PayableRoundingAmount");
  const hasPrepaid = exists(total, "PrepaidAmount");
  const hasRounding = exists(total, "PayableRoundingAmount");
  if (payable === null || inclusive === null) return false;
  if (hasPrepaid && prepaid === null) return false;
  if (hasRounding && rounding === null) return false;
  const expected = hasPrepaid && prepaid ? round2(sub(inclusive, prepaid)) : inclusive;
  const actual = hasRounding && rounding ? round2(sub(payable, rounding)) : payable;
  return same(actual, expected);
}

function netTotalMatches(total: XmlElement): boolean {
  const lineTotal = decimalOf(total, "LineExtensionAmount");
  const exclusive = decimalOf(total, "TaxExclusiveAmount");
  if (lineTotal === null || exclusive === null) return false;
  const charges = exists(total, "ChargeTotalAmount") ? decimalOf(total, "ChargeTotalAmount") : ZERO;
  const allowances = exists(total, "AllowanceTotalAmount") ? decimalOf(total, "AllowanceTotalAmount") : ZERO;
  if (charges === null || allowances === null) return false;
  const plain = !exists(total, "ChargeTotalAmount") && !exists(total, "AllowanceTotalAmount");
  return same(exclusive, plain ? lineTotal : round2(sub(add(lineTotal, charges), allowances)));
}

function documentTotalMatches(charge: boolean, name: string) {
  return (total: XmlElement, root: XmlElement): boolean => {
    const charges = documentCharges(charge)(root);
    if (!exists(total, name)) return charges.length === 0;
    return same(decimalOf(total, name), round2(sumOf(charges, "Amount")));
  };
}

function vatTotalInCurrency(root: XmlElement, currency: string): XmlElement[] {
  return path(root, "TaxTotal/TaxAmount").filter((amount) => amount.attributes.currencyID === currency);
}

function breakdownVatFits(subtotal: XmlElement, inclusive: boolean): boolean {
  const categories = path(subtotal, "TaxCategory").filter(isVatScheme);
  const rate =
    categories.map((category) => decimalOf(category, "Percent")).find((value) => value !== null) ?? null;
  const tax = decimalOf(subtotal, "TaxAmount");
  if (tax === null) return false;
  if (rate === null) return same(round0(tax), ZERO);
  if (same(round0(rate), ZERO)) return same(round0(tax), ZERO);
  return vatAmountFits(subtotal, rate, inclusive);
}

const B_USED = (root: XmlElement): boolean =>
  descendants(root, "TaxCategory").some((category) => hasCategory(category, "B", false)) ||
  descendants(root, "ClassifiedTaxCategory").some((category) => hasCategory(category, "B", false));

/** EN 16931 business rules (BR-*), integrity constraints (BR-CO-*) and decimals (BR-DEC-*) for UBL. */
export const DOCUMENT_RULES: readonly EInvoiceRule[] = [
  rule("BR-01", "An invoice must have a specification identifier (BT-24).", (c) =>
    holds(filled(c.root, "CustomizationID")),
  ),
  rule("BR-02", "An invoice must have an invoice number (BT-1).", (c) => holds(filled(c.root, "ID"))),
  rule("BR-03", "An invoice must have an issue date (BT-2).", (c) => holds(filled(c.root, "IssueDate"))),
  rule("BR-04", "An invoice must have a type code (BT-3).", (c) =>
    holds(filled(c.root, "InvoiceTypeCode") || filled(c.root, "CreditNoteTypeCode")),
  ),
  rule("BR-05", "An invoice must have a currency code (BT-5).", (c) =>
    holds(filled(c.root, "DocumentCurrencyCode")),
  ),
  rule("BR-06", "An invoice must contain the seller's name (BT-27).", (c) =>
    holds(filled(c.root, "AccountingSupplierParty/Party/PartyLegalEntity/RegistrationName")),
  ),
  rule("BR-07", "An invoice must contain the buyer's name (BT-44).", (c) =>
    holds(filled(c.root, "AccountingCustomerParty/Party/PartyLegalEntity/RegistrationName")),
  ),
  rule("BR-08", "An invoice must contain the seller's postal address (BG-5).", (c) =>
    holds(exists(c.root, "AccountingSupplierParty/Party/PostalAddress")),
  ),
  rule(
    "BR-09",
    "The seller's postal address must contain a country code (BT-40).",
    every(
      (root) =>
        descendants(root, "AccountingSupplierParty").flatMap((party) => path(party, "Party/PostalAddress")),
      (address) => filled(address, "Country/IdentificationCode"),
    ),
  ),
  rule("BR-10", "An invoice must contain the buyer's postal address (BG-8).", (c) =>
    holds(exists(c.root, "AccountingCustomerParty/Party/PostalAddress")),
  ),
  rule(
    "BR-11",
    "The buyer's postal address must contain a country code (BT-55).",
    every(
      (root) =>
        descendants(root, "AccountingCustomerParty").flatMap((party) => path(party, "Party/PostalAddress")),
      (address) => filled(address, "Country/IdentificationCode"),
    ),
  ),
  rule(
    "BR-12",
    "An invoice must have the sum of line net amounts (BT-106).",
    every(totals, (total) => exists(total, "LineExtensionAmount")),
  ),
  rule(
    "BR-13",
    "An invoice must have the total without VAT (BT-109).",
    every(totals, (total) => exists(total, "TaxExclusiveAmount")),
  ),
  rule(
    "BR-14",
    "An invoice must have the total with VAT (BT-112).",
    every(totals, (total) => exists(total, "TaxInclusiveAmount")),
  ),
  rule(
    "BR-15",
    "An invoice must have the amount due for payment (BT-115).",
    every(totals, (total) => exists(total, "PayableAmount")),
  ),
  rule("BR-16", "An invoice must have at least one invoice line (BG-25).", (c) =>
    holds(exists(c.root, "InvoiceLine") || exists(c.root, "CreditNoteLine")),
  ),
  rule(
    "BR-17",
    "A payee (BG-10) must have a name (BT-59) and be someone other than the seller.",
    every(
      (root) => descendants(root, "PayeeParty"),
      (payee, root) => {
        const names = path(payee, "PartyName/Name").map((name) => name.text);
        const sellerNames = path(root, "AccountingSupplierParty/Party/PartyName/Name").map(
          (name) => name.text,
        );
        const ids = path(payee, "PartyIdentification/ID").map((id) => id.text);
        const sellerIds = path(root, "AccountingSupplierParty/Party/PartyIdentification/ID").map(
          (id) => id.text,
        );
        return (
          names.length > 0 &&
          !names.some((name) => sellerNames.includes(name)) &&
          !ids.some((id) => sellerIds.includes(id))
        );
      },
    ),
  ),
  rule(
    "BR-18",
    "A seller's tax representative (BG-11) must have a name (BT-62).",
    every(
      (root) => descendants(root, "TaxRepresentativeParty"),
      (party) => filled(party, "PartyName/Name"),
    ),
  ),
  rule(
    "BR-19",
    "A seller's tax representative (BG-11) must have a postal address (BG-12).",
    every(
      (root) => descendants(root, "TaxRepresentativeParty"),
      (party) => exists(party, "PostalAddress"),
    ),
  ),
  rule(
    "BR-20",
    "The tax representative's postal address must contain a country code (BT-69).",
    every(
      (root) => descendants(root, "TaxRepresentativeParty").flatMap((party) => path(party, "PostalAddress")),
      (address) => filled(address, "Country/IdentificationCode"),
    ),
  ),
  rule(
    "BR-21",
    "Each invoice line must have a line identifier (BT-126).",
    every(lines, (line) => filled(line, "ID")),
  ),
  rule(
    "BR-22",
    "Each invoice line must have an invoiced quantity (BT-129).",
    every(lines, (line) => exists(line, "InvoicedQuantity") || exists(line, "CreditedQuantity")),
  ),
  rule(
    "BR-23",
    "Each invoiced quantity must have a unit of measure code (BT-130).",
    every(lines, (line) =>
      [...path(line, "InvoicedQuantity"), ...path(line, "CreditedQuantity")].some(
        (quantity) => quantity.attributes.unitCode !== undefined,
      ),
    ),
  ),
  rule(
    "BR-24",
    "Each invoice line must have a line net amount (BT-131).",
    every(lines, (line) => exists(line, "LineExtensionAmount")),
  ),
  rule(
    "BR-25",
    "Each invoice line must contain the item name (BT-153).",
    every(lines, (line) => filled(line, "Item/Name")),
  ),
  rule(
    "BR-26",
    "Each invoice line must contain the item net price (BT-146).",
    every(lines, (line) => exists(line, "Price/PriceAmount")),
  ),
  rule(
    "BR-27",
    "The item net price (BT-146) must not be negative.",
    every(lines, (line) => nonNegative(line, "Price/PriceAmount")),
  ),
  rule(
    "BR-28",
    "The item gross price (BT-148) must not be negative.",
    every(
      lines,
      (line) =>
        !exists(line, "Price/AllowanceCharge/BaseAmount") ||
        nonNegative(line, "Price/AllowanceCharge/BaseAmount"),
    ),
  ),
  rule(
    "BR-29",
    "The invoicing period's end date (BT-74) must not be before its start date (BT-73).",
    every(
      (root) =>
        descendants(root, "InvoicePeriod").filter(
          (period) => !lines(root).some((line) => path(line, "InvoicePeriod").includes(period)),
        ),
      periodDatesInOrder,
    ),
  ),
  rule(
    "BR-30",
    "An invoice line period's end date (BT-135) must not be before its start date (BT-134).",
    every((root) => lines(root).flatMap((line) => path(line, "InvoicePeriod")), periodDatesInOrder),
  ),
  rule(
    "BR-31",
    "Each document allowance must have an amount (BT-92).",
    every(documentCharges(false), (element) => exists(element, "Amount")),
  ),
  rule(
    "BR-32",
    "Each document allowance must have a VAT category code (BT-95).",
    every(documentCharges(false), (element) => vatCategoryIds(element, "TaxCategory").length > 0),
  ),
  rule(
    "BR-33",
    "Each document allowance must have a reason (BT-97) or reason code (BT-98).",
    every(documentCharges(false), hasReason),
  ),
  rule(
    "BR-36",
    "Each document charge must have an amount (BT-99).",
    every(documentCharges(true), (element) => exists(element, "Amount")),
  ),
  rule(
    "BR-37",
    "Each document charge must have a VAT category code (BT-102).",
    every(documentCharges(true), (element) => vatCategoryIds(element, "TaxCategory").length > 0),
  ),
  rule(
    "BR-38",
    "Each document charge must have a reason (BT-104) or reason code (BT-105).",
    every(documentCharges(true), hasReason),
  ),
  rule(
    "BR-41",
    "Each line allowance must have an amount (BT-136).",
    every(lineCharges(false), (element) => exists(element, "Amount")),
  ),
  rule(
    "BR-42",
    "Each line allowance must have a reason (BT-139) or reason code (BT-140).",
    every(lineCharges(false), hasReason),
  ),
  rule(
    "BR-43",
    "Each line charge must have an amount (BT-141).",
    every(lineCharges(true), (element) => exists(element, "Amount")),
  ),
  rule(
    "BR-44",
    "Each line charge must have a reason (BT-144) or reason code (BT-145).",
    every(lineCharges(true), hasReason),
  ),
  rule(
    "BR-45",
    "Each VAT breakdown must have a taxable amount (BT-116).",
    every(subtotals, (element) => exists(element, "TaxableAmount")),
  ),
  rule(
    "BR-46",
    "Each VAT breakdown must have a VAT amount (BT-117).",
    every(subtotals, (element) => exists(element, "TaxAmount")),
  ),
  rule(
    "BR-47",
    "Each VAT breakdown must have a VAT category code (BT-118).",
    every(subtotals, (element) => vatCategoryIds(element, "TaxCategory").length > 0),
  ),
  rule(
    "BR-48",
    "Each VAT breakdown must have a VAT rate (BT-119), except category O (not subject to VAT).",
    every(subtotals, (element) =>
      path(element, "TaxCategory").some(
        (category) =>
          isVatScheme(category) && (exists(category, "Percent") || textOf(category, "ID") === "O"),
      ),
    ),
  ),
  rule(
    "BR-49",
    "A payment instruction must specify the payment means type code (BT-81).",
    every(
      (root) => descendants(root, "PaymentMeans"),
      (means) => exists(means, "PaymentMeansCode"),
    ),
  ),
  rule(
    "BR-50",
    "A credit transfer must state the payee's account (BT-84, e.g. the IBAN).",
    every(
      (root) =>
        descendants(root, "PaymentMeans")
          .filter((means) =>
            path(means, "PaymentMeansCode").some((code) => code.text === "30" || code.text === "58"),
          )
          .flatMap((means) => path(means, "PayeeFinancialAccount")),
      (account) => filled(account, "ID"),
    ),
  ),
  rule(
    "BR-51",
    "Only the last 4 to 6 digits of a payment card number (BT-87) may be given.",
    every(
      (root) =>
        descendants(root, "PaymentMeans").flatMap((means) =>
          path(means, "CardAccount/PrimaryAccountNumberID"),
        ),
      (number) => normalise(number.text).length <= 10,
    ),
    "warning",
  ),
  rule(
    "BR-52",
    "Each supporting document (BG-24) must have a reference (BT-122).",
    every(
      (root) => descendants(root, "AdditionalDocumentReference"),
      (reference) => filled(reference, "ID"),
    ),
  ),
  rule(
    "BR-53",
    "With a VAT accounting currency (BT-6), the VAT total in that currency (BT-111) must be given.",
    (c) =>
      holds(
        path(c.root, "TaxCurrencyCode").every((code) =>
          descendants(c.root, "TaxTotal").some((total) =>
            path(total, "TaxAmount").some((amount) => amount.attributes.currencyID === code.text),
          ),
        ),
      ),
  ),
  rule(
    "BR-54",
    "Each item attribute (BG-32) must have a name (BT-160) and a value (BT-161).",
    every(
      (root) => descendants(root, "AdditionalItemProperty"),
      (property) => exists(property, "Name") && exists(property, "Value"),
    ),
  ),
  rule(
    "BR-55",
    "Each preceding invoice reference (BG-3) must contain the preceding invoice number (BT-25).",
    every(
      (root) => descendants(root, "BillingReference"),
      (reference) => exists(reference, "InvoiceDocumentReference/ID"),
    ),
  ),
  rule(
    "BR-56",
    "A seller's tax representative (BG-11) must have a VAT identifier (BT-63).",
    every(
      (root) => descendants(root, "TaxRepresentativeParty"),
      (party) =>
        path(party, "PartyTaxScheme").some((scheme) => isVatScheme(scheme) && exists(scheme, "CompanyID")),
    ),
  ),
  rule(
    "BR-57",
    "A deliver-to address (BG-15) must contain a country code (BT-80).",
    every(
      (root) =>
        descendants(root, "Delivery").flatMap((delivery) => path(delivery, "DeliveryLocation/Address")),
      (address) => exists(address, "Country/IdentificationCode"),
    ),
  ),
  rule(
    "BR-61",
    "A credit transfer (code 30 or 58) must give the payment account identifier (BT-84).",
    every(
      (root) => descendants(root, "PaymentMeans"),
      (means) => {
        const code = textOf(means, "PaymentMeansCode");
        return (code !== "30" && code !== "58") || exists(means, "PayeeFinancialAccount/ID");
      },
    ),
  ),
  rule(
    "BR-62",
    "The seller's electronic address (BT-34) must have a scheme identifier.",
    every(
      (root) =>
        descendants(root, "AccountingSupplierParty").flatMap((party) => path(party, "Party/EndpointID")),
      (endpoint) => endpoint.attributes.schemeID !== undefined,
    ),
  ),
  rule(
    "BR-63",
    "The buyer's electronic address (BT-49) must have a scheme identifier.",
    every(
      (root) =>
        descendants(root, "AccountingCustomerParty").flatMap((party) => path(party, "Party/EndpointID")),
      (endpoint) => endpoint.attributes.schemeID !== undefined,
    ),
  ),
  rule(
    "BR-64",
    "An item standard identifier (BT-157) must have a scheme identifier.",
    every(
      (root) => lines(root).flatMap((line) => path(line, "Item/StandardItemIdentification/ID")),
      (id) => id.attributes.schemeID !== undefined,
    ),
  ),
  rule(
    "BR-65",
    "An item classification identifier (BT-158) must have a scheme identifier.",
    every(
      (root) =>
        lines(root).flatMap((line) => path(line, "Item/CommodityClassification/ItemClassificationCode")),
      (code) => code.attributes.listID !== undefined,
    ),
  ),
  rule("BR-B-01", "Split payment (category B) is only for domestic Italian invoices.", (c) =>
    holds(!B_USED(c.root) || descendants(c.root, "IdentificationCode").every((code) => code.text === "IT")),
  ),
  rule("BR-B-02", "An invoice with split payment (category B) must not also use standard rate (S).", (c) => {
    const has = (code: string): boolean =>
      path(c.root, "TaxTotal/TaxSubtotal/TaxCategory/ID").some((id) => id.text === code) ||
      path(c.root, "AllowanceCharge/TaxCategory/ID").some((id) => id.text === code) ||
      descendants(c.root, "ClassifiedTaxCategory").some((category) =>
        path(category, "ID").some((id) => id.text === code),
      );
    return holds(!has("B") || !has("S"));
  }),
  rule("BR-CO-03", "The VAT point date (BT-7) and its code (BT-8) must not both be given.", (c) =>
    holds(!(exists(c.root, "TaxPointDate") && exists(c.root, "InvoicePeriod/DescriptionCode"))),
  ),
  rule(
    "BR-CO-04",
    "Each invoice line must have a VAT category code (BT-151).",
    every(lines, (line) => vatCategoryIds(line, "Item/ClassifiedTaxCategory").length > 0),
  ),
  rule(
    "BR-CO-09",
    "VAT identifiers (BT-31, BT-48, BT-63) must start with a country prefix (EL for Greece).",
    every(
      (root) => descendants(root, "PartyTaxScheme").filter(isVatScheme),
      (scheme) => VAT_PREFIXES.has((first(scheme, "CompanyID")?.text ?? "").slice(0, 2)),
    ),
  ),
  rule(
    "BR-CO-10",
    "The sum of line net amounts (BT-106) must equal the total of the invoice lines (BT-131).",
    every(totals, (total, root) =>
      same(decimalOf(total, "LineExtensionAmount"), round2(sumOf(lines(root), "LineExtensionAmount"))),
    ),
  ),
  rule(
    "BR-CO-11",
    "The sum of allowances (BT-107) must equal the total of the document allowances (BT-92).",
    every(totals, documentTotalMatches(false, "AllowanceTotalAmount")),
  ),
  rule(
    "BR-CO-12",
    "The sum of charges (BT-108) must equal the total of the document charges (BT-99).",
    every(totals, documentTotalMatches(true, "ChargeTotalAmount")),
  ),
  rule(
    "BR-CO-13",
    "The total without VAT (BT-109) must equal the line total (BT-106) minus allowances (BT-107) plus charges (BT-108).",
    every(totals, netTotalMatches),
  ),
  rule(
    "BR-CO-14",
    "The invoice VAT total (BT-110) must equal the sum of the VAT breakdown amounts (BT-117).",
    (c) =>
      holds(
        path(c.root, "TaxTotal").every((total) => {
          const parts = path(total, "TaxSubtotal");
          // CII states BT-110 only when there is VAT to state; UBL always has a TaxTotal/TaxAmount.
          if (c.syntax === "cii" && !exists(total, "TaxAmount")) return true;
          return parts.length === 0 || same(decimalOf(total, "TaxAmount"), round2(sumOf(parts, "TaxAmount")));
        }),
      ),
  ),
  rule(
    "BR-CO-15",
    "The total with VAT (BT-112) must equal the total without VAT (BT-109) plus the VAT total (BT-110).",
    (c) => {
      return holds(
        path(c.root, "DocumentCurrencyCode").every((currency) => {
          const vat = vatTotalInCurrency(c.root, currency.text);
          const total = first(c.root, "LegalMonetaryTotal");
          const exclusive = decimalOf(total, "TaxExclusiveAmount");
          const vatAmount = vat[0] ? xsDecimal(vat[0].text) : null;
          // The CII rule also accepts a document without VAT whose totals with and without VAT agree.
          const withoutVat = c.syntax === "cii" && same(decimalOf(total, "TaxInclusiveAmount"), exclusive);
          return (
            withoutVat ||
            (vat.length === 1 &&
              exclusive !== null &&
              vatAmount !== null &&
              same(decimalOf(total, "TaxInclusiveAmount"), round2(add(exclusive, vatAmount))))
          );
        }),
      );
    },
  ),
  rule(
    "BR-CO-16",
    "The amount due (BT-115) must equal the total with VAT (BT-112) minus the amount paid (BT-113) plus rounding (BT-114).",
    every(totals, amountDueMatches),
  ),
  rule(
    "BR-CO-17",
    "The VAT amount of each breakdown (BT-117) must equal its taxable amount (BT-116) × rate (BT-119), rounded to 2 decimals.",
    (c) => holds(subtotals(c.root).every((subtotal) => breakdownVatFits(subtotal, c.syntax === "cii"))),
  ),
  rule("BR-CO-18", "An invoice must have at least one VAT breakdown (BG-23).", (c) =>
    holds(exists(c.root, "TaxTotal/TaxSubtotal")),
  ),
  rule(
    "BR-CO-19",
    "An invoicing period (BG-14) must give a start date (BT-73), an end date (BT-74), or a VAT point date code (BT-8).",
    every(
      (root) =>
        descendants(root, "InvoicePeriod").filter(
          (period) => !lines(root).some((line) => path(line, "InvoicePeriod").includes(period)),
        ),
      (period) =>
        exists(period, "StartDate") || exists(period, "EndDate") || exists(period, "DescriptionCode"),
    ),
  ),
  rule(
    "BR-CO-20",
    "An invoice line period (BG-26) must give a start date (BT-134) or an end date (BT-135).",
    every(
      (root) => lines(root).flatMap((line) => path(line, "InvoicePeriod")),
      (period) => exists(period, "StartDate") || exists(period, "EndDate"),
    ),
  ),
  rule(
    "BR-CO-21",
    "Each document allowance must have a reason (BT-97) or reason code (BT-98).",
    every(documentCharges(false), hasReason),
  ),
  rule(
    "BR-CO-22",
    "Each document charge must have a reason (BT-104) or reason code (BT-105).",
    every(documentCharges(true), hasReason),
  ),
  rule(
    "BR-CO-23",
    "Each line allowance must have a reason (BT-139) or reason code (BT-140).",
    every(lineCharges(false), hasReason),
  ),
  rule(
    "BR-CO-24",
    "Each line charge must have a reason (BT-144) or reason code (BT-145).",
    every(lineCharges(true), hasReason),
  ),
  rule(
    "BR-CO-26",
    "The seller must be identifiable: seller identifier (BT-29), legal registration identifier (BT-30) or VAT identifier (BT-31).",
    every(
      (root) => descendants(root, "AccountingSupplierParty"),
      (party) =>
        path(party, "Party/PartyTaxScheme").some(
          (scheme) => isVatScheme(scheme) && exists(scheme, "CompanyID"),
        ) ||
        path(party, "Party/PartyIdentification/ID").some((id) => id.attributes.schemeID !== "SEPA") ||
        exists(party, "Party/PartyLegalEntity/CompanyID"),
    ),
  ),
  ...decimalRules(),
];

function decimalRules(): EInvoiceRule[] {
  const amountsOf = (
    select: (root: XmlElement) => XmlElement[],
    name: string,
    id: string,
    what: string,
  ): EInvoiceRule => rule(id, `${what} must have at most 2 decimals.`, every(select, atMostTwo(name)));
  return [
    amountsOf(documentCharges(false), "Amount", "BR-DEC-01", "A document allowance amount (BT-92)"),
    amountsOf(documentCharges(false), "BaseAmount", "BR-DEC-02", "A document allowance base amount (BT-93)"),
    amountsOf(documentCharges(true), "Amount", "BR-DEC-05", "A document charge amount (BT-99)"),
    amountsOf(documentCharges(true), "BaseAmount", "BR-DEC-06", "A document charge base amount (BT-100)"),
    amountsOf(totals, "LineExtensionAmount", "BR-DEC-09", "The sum of line net amounts (BT-106)"),
    amountsOf(totals, "AllowanceTotalAmount", "BR-DEC-10", "The sum of allowances (BT-107)"),
    amountsOf(totals, "ChargeTotalAmount", "BR-DEC-11", "The sum of charges (BT-108)"),
    amountsOf(totals, "TaxExclusiveAmount", "BR-DEC-12", "The total without VAT (BT-109)"),
    rule("BR-DEC-13", "The invoice VAT total (BT-110) must have at most 2 decimals.", (c) => {
      const currency = first(c.root, "DocumentCurrencyCode")?.text;
      const amount = descendants(c.root, "TaxTotal")
        .flatMap((total) => path(total, "TaxAmount"))
        .find((found) => found.attributes.currencyID === currency);
      return holds(!amount || decimalsWritten(amount) <= 2);
    }),
    amountsOf(totals, "TaxInclusiveAmount", "BR-DEC-14", "The total with VAT (BT-112)"),
    rule("BR-DEC-15", "The VAT total in accounting currency (BT-111) must have at most 2 decimals.", (c) => {
      const currency = first(c.root, "TaxCurrencyCode")?.text;
      const amount = descendants(c.root, "TaxTotal")
        .flatMap((total) => path(total, "TaxAmount"))
        .find((found) => found.attributes.currencyID === currency);
      return holds(currency === undefined || !amount || decimalsWritten(amount) <= 2);
    }),
    amountsOf(totals, "PrepaidAmount", "BR-DEC-16", "The paid amount (BT-113)"),
    amountsOf(totals, "PayableRoundingAmount", "BR-DEC-17", "The rounding amount (BT-114)"),
    amountsOf(totals, "PayableAmount", "BR-DEC-18", "The amount due (BT-115)"),
    amountsOf(subtotals, "TaxableAmount", "BR-DEC-19", "A VAT taxable amount (BT-116)"),
    amountsOf(subtotals, "TaxAmount", "BR-DEC-20", "A VAT category amount (BT-117)"),
    amountsOf(lines, "LineExtensionAmount", "BR-DEC-23", "A line net amount (BT-131)"),
    amountsOf(lineCharges(false), "Amount", "BR-DEC-24", "A line allowance amount (BT-136)"),
    amountsOf(lineCharges(false), "BaseAmount", "BR-DEC-25", "A line allowance base amount (BT-137)"),
    amountsOf(lineCharges(true), "Amount", "BR-DEC-27", "A line charge amount (BT-141)"),
    amountsOf(lineCharges(true), "BaseAmount", "BR-DEC-28", "A line charge base amount (BT-142)"),
  ];
}
