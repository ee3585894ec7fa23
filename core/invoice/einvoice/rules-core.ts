import { multiplyDecimals, roundToScale } from "../money";
import { selectAll, selectFirst, textAt, type XmlElement } from "../ubl/xml-reader";
import {
  decimalAt,
  equalDecimals,
  hasAtMostTwoDecimals,
  readDecimal,
  subtract,
  sumDecimals,
  withinSlack,
  ZERO,
} from "./amounts";
import { type EInvoiceRule, failingLines, holds, type RuleContext } from "./rule";

const ONE = { units: 1n, scale: 0 };

function totals(context: RuleContext): XmlElement | undefined {
  return selectFirst(context.root, "LegalMonetaryTotal");
}

function supplier(context: RuleContext): XmlElement | undefined {
  return selectFirst(context.root, "AccountingSupplierParty/Party");
}

function customer(context: RuleContext): XmlElement | undefined {
  return selectFirst(context.root, "AccountingCustomerParty/Party");
}

function present(context: RuleContext, path: string): boolean {
  return textAt(context.root, path) !== "";
}

function rule(
  id: string,
  explanation: string,
  check: EInvoiceRule["check"],
  flag: "fatal" | "warning" = "fatal",
): EInvoiceRule {
  return { id, set: "en16931", flag, explanation, check };
}

/** Rounds an exact decimal to 2 places as a decimal again (the schematron's round(x*100) div 100). */
function round2(value: ReturnType<typeof sumDecimals>): ReturnType<typeof sumDecimals> {
  return { units: roundToScale(value, 2), scale: 2 };
}

const VAT_PREFIX = /^(EL|[A-Z]{2})/;

/** EN 16931-1 business rules (BR-*) and integrity constraints (BR-CO-*, BR-DEC-*) for UBL. */
export const CORE_RULES: readonly EInvoiceRule[] = [
  rule("BR-01", "An invoice must have a specification identifier (BT-24, cbc:CustomizationID).", (c) =>
    holds(present(c, "CustomizationID")),
  ),
  rule("BR-02", "An invoice must have an invoice number (BT-1).", (c) => holds(present(c, "ID"))),
  rule("BR-03", "An invoice must have an issue date (BT-2).", (c) =>
    holds(/^\d{4}-\d{2}-\d{2}$/.test(textAt(c.root, "IssueDate"))),
  ),
  rule("BR-04", "An invoice must have a type code (BT-3).", (c) =>
    holds(present(c, c.credit ? "CreditNoteTypeCode" : "InvoiceTypeCode")),
  ),
  rule("BR-05", "An invoice must have a currency code (BT-5).", (c) => holds(c.currency !== "")),
  rule("BR-06", "An invoice must contain the seller's name (BT-27).", (c) =>
    holds(textAt(supplier(c), "PartyLegalEntity/RegistrationName") !== ""),
  ),
  rule("BR-07", "An invoice must contain the buyer's name (BT-44).", (c) =>
    holds(textAt(customer(c), "PartyLegalEntity/RegistrationName") !== ""),
  ),
  rule("BR-08", "An invoice must contain the seller's postal address (BG-5).", (c) =>
    holds(selectFirst(supplier(c), "PostalAddress") !== undefined),
  ),
  rule("BR-09", "The seller's postal address must contain a country code (BT-40).", (c) =>
    holds(c.supplierCountry !== ""),
  ),
  rule("BR-10", "An invoice must contain the buyer's postal address (BG-8).", (c) =>
    holds(selectFirst(customer(c), "PostalAddress") !== undefined),
  ),
  rule("BR-11", "The buyer's postal address must contain a country code (BT-55).", (c) =>
    holds(textAt(customer(c), "PostalAddress/Country/IdentificationCode") !== ""),
  ),
  rule("BR-12", "An invoice must have the sum of line net amounts (BT-106).", (c) =>
    holds(textAt(totals(c), "LineExtensionAmount") !== ""),
  ),
  rule("BR-13", "An invoice must have the total without VAT (BT-109).", (c) =>
    holds(textAt(totals(c), "TaxExclusiveAmount") !== ""),
  ),
  rule("BR-14", "An invoice must have the total with VAT (BT-112).", (c) =>
    holds(textAt(totals(c), "TaxInclusiveAmount") !== ""),
  ),
  rule("BR-15", "An invoice must have the amount due for payment (BT-115).", (c) =>
    holds(textAt(totals(c), "PayableAmount") !== ""),
  ),
  rule("BR-16", "An invoice must have at least one invoice line (BG-25).", (c) => holds(c.lines.length > 0)),
  rule("BR-21", "Each invoice line must have a line identifier (BT-126).", (c) =>
    failingLines(c, (line) => textAt(line, "ID") !== ""),
  ),
  rule("BR-22", "Each invoice line must have an invoiced quantity (BT-129).", (c) =>
    failingLines(
      c,
      (line) => readDecimal(textAt(line, c.credit ? "CreditedQuantity" : "InvoicedQuantity")) !== null,
    ),
  ),
  rule("BR-23", "Each invoiced quantity must have a unit of measure code (BT-130).", (c) =>
    failingLines(
      c,
      (line) =>
        (selectFirst(line, c.credit ? "CreditedQuantity" : "InvoicedQuantity")?.attributes.unitCode ?? "") !==
        "",
    ),
  ),
  rule("BR-24", "Each invoice line must have a line net amount (BT-131).", (c) =>
    failingLines(c, (line) => decimalAt(line, "LineExtensionAmount") !== null),
  ),
  rule("BR-25", "Each invoice line must contain the item name (BT-153).", (c) =>
    failingLines(c, (line) => textAt(line, "Item/Name") !== ""),
  ),
  rule("BR-26", "Each invoice line must contain the item net price (BT-146).", (c) =>
    failingLines(c, (line) => decimalAt(line, "Price/PriceAmount") !== null),
  ),
  rule("BR-27", "The item net price (BT-146) must not be negative.", (c) =>
    failingLines(c, (line) => (decimalAt(line, "Price/PriceAmount")?.units ?? 0n) >= 0n),
  ),
  rule("BR-29", "The invoicing period's end date (BT-74) must not be before its start date (BT-73).", (c) => {
    const start = textAt(c.root, "InvoicePeriod/StartDate");
    const end = textAt(c.root, "InvoicePeriod/EndDate");
    return holds(start === "" || end === "" || end >= start);
  }),
  rule(
    "BR-30",
    "An invoice line period's end date (BT-135) must not be before its start date (BT-134).",
    (c) =>
      failingLines(c, (line) => {
        const start = textAt(line, "InvoicePeriod/StartDate");
        const end = textAt(line, "InvoicePeriod/EndDate");
        return start === "" || end === "" || end >= start;
      }),
  ),
  rule("BR-41", "Each line allowance must have an amount (BT-136).", (c) =>
    failingLines(c, (line) =>
      selectAll(line, "AllowanceCharge")
        .filter((charge) => textAt(charge, "ChargeIndicator") === "false")
        .every((charge) => decimalAt(charge, "Amount") !== null),
    ),
  ),
  rule("BR-42", "Each line allowance must have a reason (BT-139) or reason code (BT-140).", (c) =>
    failingLines(c, (line) =>
      selectAll(line, "AllowanceCharge")
        .filter((charge) => textAt(charge, "ChargeIndicator") === "false")
        .every(
          (charge) =>
            textAt(charge, "AllowanceChargeReason") !== "" ||
            textAt(charge, "AllowanceChargeReasonCode") !== "",
        ),
    ),
  ),
  rule("BR-45", "Each VAT breakdown must have a taxable amount (BT-116).", (c) =>
    holds(c.subtotals.every((subtotal) => decimalAt(subtotal, "TaxableAmount") !== null)),
  ),
  rule("BR-46", "Each VAT breakdown must have a VAT amount (BT-117).", (c) =>
    holds(c.subtotals.every((subtotal) => decimalAt(subtotal, "TaxAmount") !== null)),
  ),
  rule("BR-47", "Each VAT breakdown must have a VAT category code (BT-118).", (c) =>
    holds(c.subtotals.every((subtotal) => textAt(subtotal, "TaxCategory/ID") !== "")),
  ),
  rule(
    "BR-48",
    "Each VAT breakdown must have a VAT rate (BT-119), except category O (not subject to VAT).",
    (c) =>
      holds(
        c.subtotals.every(
          (subtotal) =>
            textAt(subtotal, "TaxCategory/ID") === "O" || decimalAt(subtotal, "TaxCategory/Percent") !== null,
        ),
      ),
  ),
  rule("BR-49", "A payment instruction must specify the payment means type code (BT-81).", (c) =>
    holds(selectAll(c.root, "PaymentMeans").every((means) => textAt(means, "PaymentMeansCode") !== "")),
  ),
  rule("BR-50", "A credit transfer must state the payee's account (BT-84, e.g. the IBAN).", (c) =>
    holds(
      selectAll(c.root, "PaymentMeans")
        .filter((means) => ["30", "58"].includes(textAt(means, "PaymentMeansCode")))
        .every((means) => textAt(means, "PayeeFinancialAccount/ID") !== ""),
    ),
  ),
  rule(
    "BR-55",
    "Each preceding invoice reference (BG-3) must contain the preceding invoice number (BT-25).",
    (c) =>
      holds(
        selectAll(c.root, "BillingReference/InvoiceDocumentReference").every(
          (reference) => textAt(reference, "ID") !== "",
        ),
      ),
  ),
  rule("BR-CO-04", "Each invoice line must have a VAT category code (BT-151).", (c) =>
    failingLines(c, (line) => textAt(line, "Item/ClassifiedTaxCategory/ID") !== ""),
  ),
  rule(
    "BR-CO-09",
    "VAT identifiers (BT-31, BT-48, BT-63) must start with the ISO country code of the issuing country (EL for Greece).",
    (c) => {
      const ids = selectAll(c.root, "AccountingSupplierParty/Party/PartyTaxScheme")
        .concat(
          selectAll(c.root, "AccountingCustomerParty/Party/PartyTaxScheme"),
          selectAll(c.root, "TaxRepresentativeParty/PartyTaxScheme"),
        )
        .filter((scheme) => textAt(scheme, "TaxScheme/ID").toUpperCase() === "VAT")
        .map((scheme) => textAt(scheme, "CompanyID"));
      return holds(ids.every((id) => VAT_PREFIX.test(id) && id.slice(0, 2) !== "GR"));
    },
  ),
  rule(
    "BR-CO-10",
    "The sum of line net amounts (BT-106) must equal the total of the invoice lines (BT-131).",
    (c) =>
      holds(
        equalDecimals(
          decimalAt(totals(c), "LineExtensionAmount"),
          round2(sumDecimals(c.lines.map((line) => decimalAt(line, "LineExtensionAmount")))),
        ),
      ),
  ),
  rule(
    "BR-CO-13",
    "The total without VAT (BT-109) must equal the line total (BT-106) minus document allowances (BT-107) plus charges (BT-108).",
    (c) => {
      const total = totals(c);
      const expected = subtract(
        sumDecimals([decimalAt(total, "LineExtensionAmount"), decimalAt(total, "ChargeTotalAmount")]),
        decimalAt(total, "AllowanceTotalAmount") ?? ZERO,
      );
      return holds(equalDecimals(decimalAt(total, "TaxExclusiveAmount"), round2(expected)));
    },
  ),
  rule(
    "BR-CO-14",
    "The invoice VAT total (BT-110) must equal the sum of the VAT breakdown amounts (BT-117).",
    (c) => {
      const taxTotal = selectAll(c.root, "TaxTotal").find(
        (total) => selectAll(total, "TaxSubtotal").length > 0,
      );
      if (!taxTotal) return holds(false);
      return holds(
        equalDecimals(
          decimalAt(taxTotal, "TaxAmount"),
          round2(
            sumDecimals(
              selectAll(taxTotal, "TaxSubtotal").map((subtotal) => decimalAt(subtotal, "TaxAmount")),
            ),
          ),
        ),
      );
    },
  ),
  rule(
    "BR-CO-15",
    "The total with VAT (BT-112) must equal the total without VAT (BT-109) plus the VAT total (BT-110).",
    (c) => {
      const vat = selectAll(c.root, "TaxTotal")
        .map((total) => selectFirst(total, "TaxAmount"))
        .find((amount) => amount?.attributes.currencyID === c.currency);
      return holds(
        equalDecimals(
          decimalAt(totals(c), "TaxInclusiveAmount"),
          round2(sumDecimals([decimalAt(totals(c), "TaxExclusiveAmount"), readDecimal(vat?.text)])),
        ),
      );
    },
  ),
  rule(
    "BR-CO-16",
    "The amount due (BT-115) must equal the total with VAT (BT-112) minus the amount paid (BT-113) plus rounding (BT-114).",
    (c) => {
      const total = totals(c);
      const expected = sumDecimals([
        subtract(decimalAt(total, "TaxInclusiveAmount") ?? ZERO, decimalAt(total, "PrepaidAmount") ?? ZERO),
        decimalAt(total, "PayableRoundingAmount"),
      ]);
      return holds(equalDecimals(decimalAt(total, "PayableAmount"), round2(expected)));
    },
  ),
  rule(
    "BR-CO-17",
    "The VAT amount of each VAT breakdown (BT-117) must equal its taxable amount (BT-116) × rate (BT-119) / 100, rounded to 2 decimals.",
    (c) =>
      holds(
        c.subtotals.every((subtotal) => {
          const rate = decimalAt(subtotal, "TaxCategory/Percent");
          if (rate === null) return true;
          const taxable = decimalAt(subtotal, "TaxableAmount") ?? ZERO;
          const product = multiplyDecimals(taxable, { units: rate.units, scale: rate.scale + 2 });
          // The official schematron allows a difference below 1 (currency unit) here.
          return withinSlack(decimalAt(subtotal, "TaxAmount"), round2(product), ONE);
        }),
      ),
  ),
  rule("BR-CO-18", "An invoice must have at least one VAT breakdown (BG-23).", (c) =>
    holds(c.subtotals.length > 0),
  ),
  rule(
    "BR-CO-25",
    "When an amount is due (BT-115 > 0), the due date (BT-9) or payment terms (BT-20) must be given.",
    (c) => {
      const payable = decimalAt(totals(c), "PayableAmount");
      if (payable === null || payable.units <= 0n) return holds(true);
      const dueDate = c.credit ? textAt(c.root, "PaymentMeans/PaymentDueDate") : textAt(c.root, "DueDate");
      return holds(dueDate !== "" || textAt(c.root, "PaymentTerms/Note") !== "");
    },
  ),
  rule(
    "BR-CO-26",
    "The seller must be identifiable: a seller identifier (BT-29), legal registration identifier (BT-30) or VAT identifier (BT-31).",
    (c) =>
      holds(
        textAt(supplier(c), "PartyIdentification/ID") !== "" ||
          textAt(supplier(c), "PartyLegalEntity/CompanyID") !== "" ||
          textAt(supplier(c), "PartyTaxScheme/CompanyID") !== "",
      ),
  ),
  rule("BR-DEC-09", "Document totals (BT-106, BT-109, BT-112, BT-115) have at most 2 decimals.", (c) => {
    const total = totals(c);
    return holds(
      [
        "LineExtensionAmount",
        "TaxExclusiveAmount",
        "TaxInclusiveAmount",
        "PayableAmount",
        "PrepaidAmount",
      ].every((name) => hasAtMostTwoDecimals(selectFirst(total, name)?.text)),
    );
  }),
  rule("BR-DEC-13", "The invoice VAT total (BT-110) has at most 2 decimals.", (c) =>
    holds(
      selectAll(c.root, "TaxTotal").every((total) =>
        hasAtMostTwoDecimals(selectFirst(total, "TaxAmount")?.text),
      ),
    ),
  ),
  rule("BR-DEC-19", "VAT breakdown amounts (BT-116, BT-117) have at most 2 decimals.", (c) =>
    holds(
      c.subtotals.every(
        (subtotal) =>
          hasAtMostTwoDecimals(selectFirst(subtotal, "TaxableAmount")?.text) &&
          hasAtMostTwoDecimals(selectFirst(subtotal, "TaxAmount")?.text),
      ),
    ),
  ),
  rule("BR-DEC-23", "The line net amount (BT-131) has at most 2 decimals.", (c) =>
    failingLines(c, (line) => hasAtMostTwoDecimals(selectFirst(line, "LineExtensionAmount")?.text)),
  ),
  rule("BR-DEC-24", "A line allowance amount (BT-136) has at most 2 decimals.", (c) =>
    failingLines(c, (line) =>
      selectAll(line, "AllowanceCharge").every((charge) =>
        hasAtMostTwoDecimals(selectFirst(charge, "Amount")?.text),
      ),
    ),
  ),
];
