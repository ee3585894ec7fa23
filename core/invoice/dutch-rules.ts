import { validateVatNumber } from "../validation/btw-id";
import { validateIban } from "../validation/iban";
import { validateKvk } from "../validation/kvk";
import { validateDutchPostcode } from "../validation/postcode";
import { isEuCountry, vatPrefixOf } from "./eu-countries";
import { type Address, type Invoice, parseIsoDate, UNIT_CODES } from "./model";
import { parseDecimal } from "./money";
import { calculateTotals } from "./totals";

/**
 * The invoice requirements of art. 35a Wet OB 1968 (and the Belastingdienst's explanation of
 * them), checked on the model while a person types. Each finding names the field it is about.
 */
export interface DutchRuleFinding {
  readonly id: string;
  readonly severity: "error" | "warning";
  /** Dotted path of the field, e.g. `customer.vatNumber` or `lines.2.quantity`. */
  readonly field: string;
  readonly message: string;
}

/** €100 incl. VAT: the ceiling for a simplified invoice (art. 35a lid 4 Wet OB, art. 20a Uitv.besl.). */
const SIMPLIFIED_LIMIT_CENTS = 10_000n;
const MAX_QUANTITY_SCALE = 4;
const MAX_PRICE_SCALE = 4;

type Findings = DutchRuleFinding[];

function error(findings: Findings, id: string, field: string, message: string): void {
  findings.push({ id, severity: "error", field, message });
}

function warning(findings: Findings, id: string, field: string, message: string): void {
  findings.push({ id, severity: "warning", field, message });
}

function blank(value: string): boolean {
  return value.trim().length === 0;
}

function checkAddress(findings: Findings, who: "supplier" | "customer", address: Address): void {
  const label = who === "supplier" ? "your" : "the customer's";
  const id = who === "supplier" ? "NL-SUPPLIER-ADDRESS" : "NL-CUSTOMER-ADDRESS";
  if (blank(address.street))
    error(findings, id, `${who}.address.street`, `Enter ${label} street and number.`);
  if (blank(address.postcode)) error(findings, id, `${who}.address.postcode`, `Enter ${label} postcode.`);
  if (blank(address.city)) error(findings, id, `${who}.address.city`, `Enter ${label} city.`);
  if (!/^[A-Z]{2}$/.test(address.country)) {
    error(findings, id, `${who}.address.country`, `Choose ${label} country.`);
  }
  if (address.country === "NL" && !blank(address.postcode)) {
    const postcode = validateDutchPostcode(address.postcode);
    if (!postcode.ok) error(findings, `${id}-POSTCODE`, `${who}.address.postcode`, postcode.error);
  }
}

function checkSupplier(findings: Findings, invoice: Invoice): void {
  const { supplier } = invoice;
  if (blank(supplier.name)) error(findings, "NL-SUPPLIER-NAME", "supplier.name", "Enter your company name.");
  checkAddress(findings, "supplier", supplier.address);
  if (blank(supplier.vatNumber)) {
    error(
      findings,
      "NL-SUPPLIER-VAT",
      "supplier.vatNumber",
      "Enter your BTW-id (VAT number); every invoice must show it.",
    );
  } else {
    const vat = validateVatNumber(supplier.vatNumber);
    if (!vat.ok) error(findings, "NL-SUPPLIER-VAT", "supplier.vatNumber", vat.error);
  }
  if (supplier.address.country === "NL" || !blank(supplier.kvk)) {
    const kvk = validateKvk(supplier.kvk);
    if (!kvk.ok) {
      error(
        findings,
        "NL-SUPPLIER-KVK",
        "supplier.kvk",
        `${kvk.error} Dutch businesses state it on every invoice.`,
      );
    }
  }
  const totals = calculateTotals(invoice);
  if (totals.payable > 0n || !blank(supplier.iban)) {
    const iban = validateIban(supplier.iban);
    if (!iban.ok)
      error(findings, "NL-PAYMENT-IBAN", "supplier.iban", `${iban.error} The customer needs it to pay.`);
  }
}

function checkCustomer(findings: Findings, invoice: Invoice): void {
  const { customer } = invoice;
  if (blank(customer.name)) {
    error(findings, "NL-CUSTOMER-NAME", "customer.name", "Enter the customer's name.");
  }
  if (!invoice.simplified) checkAddress(findings, "customer", customer.address);
  else if (!/^[A-Z]{2}$/.test(customer.address.country)) {
    error(findings, "NL-CUSTOMER-ADDRESS", "customer.address.country", "Choose the customer's country.");
  }
  if (!blank(customer.vatNumber)) {
    const vat = validateVatNumber(customer.vatNumber);
    if (!vat.ok) error(findings, "NL-CUSTOMER-VAT", "customer.vatNumber", vat.error);
  }
  if (!blank(customer.kvk)) {
    const kvk = validateKvk(customer.kvk);
    if (!kvk.ok) error(findings, "NL-CUSTOMER-KVK", "customer.kvk", kvk.error);
  }
}

function checkNumberAndDates(findings: Findings, invoice: Invoice): void {
  if (blank(invoice.number)) {
    error(findings, "NL-NUMBER", "number", "Give the invoice a number from your unique, consecutive series.");
  } else if (!/\d/.test(invoice.number) || invoice.number.length > 40) {
    error(
      findings,
      "NL-NUMBER",
      "number",
      "An invoice number contains digits from your consecutive series (at most 40 characters).",
    );
  }
  if (!parseIsoDate(invoice.issueDate))
    error(findings, "NL-ISSUE-DATE", "issueDate", "Enter the invoice date.");
  const delivery = invoice.delivery;
  if (delivery?.kind === "date" && !parseIsoDate(delivery.date)) {
    error(
      findings,
      "NL-DELIVERY-DATE",
      "delivery",
      "Enter the delivery date, or remove it when it is the invoice date.",
    );
  }
  if (delivery?.kind === "period") {
    if (!parseIsoDate(delivery.start) || !parseIsoDate(delivery.end)) {
      error(findings, "NL-DELIVERY-DATE", "delivery", "Enter the first and last day of the delivery period.");
    } else if (delivery.end < delivery.start) {
      error(findings, "NL-DELIVERY-DATE", "delivery", "The delivery period ends before it starts.");
    }
  }
  if (invoice.dueDate !== "") {
    if (!parseIsoDate(invoice.dueDate)) error(findings, "NL-DUE-DATE", "dueDate", "Enter a valid due date.");
    else if (invoice.dueDate < invoice.issueDate) {
      error(findings, "NL-DUE-DATE", "dueDate", "The due date is before the invoice date.");
    }
  }
  if (!/^[A-Z]{3}$/.test(invoice.currency)) {
    error(findings, "NL-CURRENCY", "currency", "Choose a currency (ISO code such as EUR).");
  } else if (invoice.currency !== "EUR") {
    warning(
      findings,
      "NL-CURRENCY-EUR-VAT",
      "currency",
      "In another currency the VAT amount must also be stated in euros (art. 230 VAT Directive): add it to the notes.",
    );
  }
}

function checkLines(findings: Findings, invoice: Invoice): void {
  if (invoice.lines.length === 0)
    error(findings, "NL-LINES", "lines", "Add at least one line: what you supplied.");
  invoice.lines.forEach((line, index) => {
    const at = `lines.${index}`;
    if (blank(line.description)) {
      error(
        findings,
        "NL-LINE-DESCRIPTION",
        `${at}.description`,
        `Line ${index + 1}: describe what you supplied.`,
      );
    }
    const quantity = parseDecimal(line.quantity, MAX_QUANTITY_SCALE);
    if (!quantity.ok)
      error(findings, "NL-LINE-QUANTITY", `${at}.quantity`, `Line ${index + 1}: ${quantity.error}`);
    else if (quantity.value.units === 0n) {
      error(findings, "NL-LINE-QUANTITY", `${at}.quantity`, `Line ${index + 1}: the quantity cannot be 0.`);
    }
    if (!UNIT_CODES[line.unit])
      error(findings, "NL-LINE-UNIT", `${at}.unit`, `Line ${index + 1}: choose a unit.`);
    const price = parseDecimal(line.unitPrice, MAX_PRICE_SCALE);
    if (!price.ok) error(findings, "NL-LINE-PRICE", `${at}.unitPrice`, `Line ${index + 1}: ${price.error}`);
    else if (price.value.units < 0n) {
      // BR-27: the item net price shall not be negative; a credit is a negative quantity.
      error(
        findings,
        "NL-LINE-PRICE",
        `${at}.unitPrice`,
        `Line ${index + 1}: use a negative quantity, not a negative price.`,
      );
    }
    if (line.discount) {
      const discount = parseDecimal(line.discount.value, line.discount.kind === "percent" ? 4 : 2);
      if (!discount.ok || discount.value.units < 0n) {
        error(
          findings,
          "NL-LINE-DISCOUNT",
          `${at}.discount`,
          `Line ${index + 1}: enter a discount of 0 or more.`,
        );
      } else if (
        line.discount.kind === "percent" &&
        discount.value.units > 100n * 10n ** BigInt(discount.value.scale)
      ) {
        error(
          findings,
          "NL-LINE-DISCOUNT",
          `${at}.discount`,
          `Line ${index + 1}: a discount is at most 100%.`,
        );
      }
    }
    if (line.vatCategory === "S") {
      const rate = parseDecimal(line.vatRate, 2);
      if (!rate.ok || rate.value.units <= 0n) {
        error(
          findings,
          "NL-LINE-VAT-RATE",
          `${at}.vatRate`,
          `Line ${index + 1}: choose the VAT rate (21% or 9%).`,
        );
      } else if (invoice.supplier.address.country === "NL" && !["21", "9"].includes(line.vatRate)) {
        warning(
          findings,
          "NL-LINE-VAT-RATE",
          `${at}.vatRate`,
          `Line ${index + 1}: Dutch VAT rates are 21% and 9%.`,
        );
      }
    }
  });
}

function checkVatTreatment(findings: Findings, invoice: Invoice): void {
  const categories = new Set(invoice.lines.map((line) => line.vatCategory));
  const { customer, supplier } = invoice;
  const customerVat = validateVatNumber(customer.vatNumber);
  if (categories.has("AE") && !customerVat.ok) {
    error(
      findings,
      "NL-REVERSE-CHARGE-CUSTOMER-VAT",
      "customer.vatNumber",
      "Reverse charge (btw verlegd): enter the customer's VAT number; the invoice must show it.",
    );
  }
  if (categories.has("K")) {
    if (!customerVat.ok) {
      error(
        findings,
        "NL-INTRA-EU-CUSTOMER-VAT",
        "customer.vatNumber",
        "Intra-EU supply at 0%: enter the customer's VAT number from another EU country.",
      );
    } else if (customerVat.value.country === vatPrefixOf(supplier.address.country)) {
      error(
        findings,
        "NL-INTRA-EU-CUSTOMER-VAT",
        "customer.vatNumber",
        "Intra-EU supply at 0%: the customer's VAT number must be from another EU country than yours.",
      );
    }
    if (!isEuCountry(customer.address.country) || customer.address.country === supplier.address.country) {
      error(
        findings,
        "NL-INTRA-EU-COUNTRY",
        "customer.address.country",
        "Intra-EU supply: the customer is in another EU country.",
      );
    }
    if (!invoice.delivery) {
      error(
        findings,
        "NL-INTRA-EU-DELIVERY",
        "delivery",
        "Intra-EU supply: state the delivery date or period.",
      );
    }
  }
  if (categories.has("G") && isEuCountry(customer.address.country)) {
    warning(
      findings,
      "NL-EXPORT-COUNTRY",
      "customer.address.country",
      "Export at 0% applies to goods leaving the EU; this customer is in the EU.",
    );
  }
  if (categories.has("O") && categories.size > 1) {
    error(
      findings,
      "NL-OUTSIDE-SCOPE-MIXED",
      "lines",
      "Lines outside the scope of VAT cannot be mixed with other VAT treatments on one invoice (BR-O-11).",
    );
  }
  if (supplier.kor) {
    invoice.lines.forEach((line, index) => {
      if (line.vatCategory !== "E") {
        error(
          findings,
          "NL-KOR-NO-VAT",
          `lines.${index}.vatCategory`,
          `Line ${index + 1}: under the small business scheme (KOR) you charge no VAT; choose "exempt (KOR)".`,
        );
      }
    });
  }
}

function checkSimplifiedAndCredit(findings: Findings, invoice: Invoice): void {
  if (invoice.simplified) {
    const totals = calculateTotals(invoice);
    if (
      invoice.currency !== "EUR" ||
      totals.taxInclusive > SIMPLIFIED_LIMIT_CENTS ||
      totals.taxInclusive < -SIMPLIFIED_LIMIT_CENTS
    ) {
      error(
        findings,
        "NL-SIMPLIFIED-LIMIT",
        "simplified",
        "A simplified invoice is only allowed up to €100 including VAT.",
      );
    }
    if (invoice.lines.some((line) => line.vatCategory === "AE" || line.vatCategory === "K")) {
      error(
        findings,
        "NL-SIMPLIFIED-NOT-ALLOWED",
        "simplified",
        "Reverse-charge and intra-EU supplies always need a full invoice, not a simplified one.",
      );
    }
  }
  if (invoice.kind === "credit-note") {
    if (!invoice.precedingInvoice || blank(invoice.precedingInvoice.number)) {
      error(
        findings,
        "NL-CREDIT-REFERENCE",
        "precedingInvoice",
        "A credit note states the number of the invoice it corrects.",
      );
    } else if (
      invoice.precedingInvoice.issueDate !== "" &&
      !parseIsoDate(invoice.precedingInvoice.issueDate)
    ) {
      error(
        findings,
        "NL-CREDIT-REFERENCE",
        "precedingInvoice",
        "Enter a valid date of the corrected invoice.",
      );
    }
  }
}

/** Every art. 35a finding for this invoice; an empty list of errors means it may be issued. */
export function checkDutchInvoiceRules(invoice: Invoice): DutchRuleFinding[] {
  const findings: Findings = [];
  checkSupplier(findings, invoice);
  checkCustomer(findings, invoice);
  checkNumberAndDates(findings, invoice);
  checkLines(findings, invoice);
  checkVatTreatment(findings, invoice);
  checkSimplifiedAndCredit(findings, invoice);
  return findings;
}

export function hasBlockingFindings(findings: readonly DutchRuleFinding[]): boolean {
  return findings.some((finding) => finding.severity === "error");
}
