import { verdictOf } from "../../../core/invoice/extraction/field-verdict";
import type { FieldName, InvoiceExtraction, Verdict } from "../../../core/invoice/extraction/types";
import type { RealTruth } from "./real-corpus";

/** One truth value compared with what extraction returned for it. */
export interface RealOutcome {
  readonly field: string;
  readonly expected: string;
  readonly actual: string | null;
  readonly right: boolean;
  /** The extracted field's verdict; null when nothing was read or the unit has none (VAT lines, line items). */
  readonly verdict?: Verdict | null;
}

/** Which extracted field answers each truth field of the e-invoice set. */
const FIELD_OF: Readonly<Record<string, FieldName>> = {
  invoiceNumber: "invoiceNumber",
  issueDate: "invoiceDate",
  dueDate: "dueDate",
  currency: "currency",
  sellerName: "supplierName",
  sellerVatId: "supplierVatId",
  sellerIban: "supplierIban",
  buyerName: "customerName",
  buyerVatId: "customerVatId",
  netTotal: "subtotalCents",
  vatTotal: "vatTotalCents",
  grandTotal: "totalCents",
  documentType: "documentType",
};

/**
 * The verdict of the field that answered `field`. The amount due is scored against the total when none
 * was read, as the product pays the total then (the export's PayableAmount), with the verdict the
 * extraction gives that amount (ADR 320: sure when the total is and nothing on the page was paid).
 */
function verdictFor(extraction: InvoiceExtraction | null, field: string): Verdict | null {
  if (!extraction) return null;
  const name = field === "amountDue" ? "amountDueCents" : FIELD_OF[field];
  return name ? verdictOf(extraction, name) : null;
}

/** A decimal string ("473.00", "-8.79", "20.0000") as an exact scaled integer, or null when it is not one. */
function scaled(decimal: string, places: number): bigint | null {
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(decimal.trim());
  if (!match || (match[2] === "" && !match[3])) return null;
  const fraction = match[3] ?? "";
  if (/[1-9]/.test(fraction.slice(places))) return null;
  return BigInt(`${match[1]}${match[2] || "0"}${fraction.slice(0, places).padEnd(places, "0")}`);
}

/** Exact decimal equality; a truth with more precision than cents can never equal cents. */
export function sameDecimal(a: string, b: string): boolean {
  for (let places = 0; places <= 8; places++) {
    const left = scaled(a, places);
    const right = scaled(b, places);
    if (left !== null && right !== null) return left === right;
  }
  return false;
}

function centsToDecimal(cents: number | null | undefined): string | null {
  if (cents === null || cents === undefined) return null;
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

/** LineItem.quantity is already a plain decimal ("27.5"), whatever the document's number format. */
function plainQuantity(quantity: string | null): string | null {
  return quantity === null ? null : quantity.replace(/\s/g, "");
}

/** Names and descriptions: whitespace and letter case only, nothing else is forgiven. */
export function sameText(a: string, b: string): boolean {
  const normalise = (value: string): string => value.replace(/\s+/g, " ").trim().toLowerCase();
  return normalise(a) === normalise(b);
}

/**
 * A company's legal form at the end of its name ("SARL", "GmbH", "B.V."). An XML may name the
 * seller with or without it while the page prints the full legal name: both name one company.
 */
const TRAILING_LEGAL_FORM =
  /[\s,]+(sarl|sas|sasu|sa|eurl|gmbh|ag|ug|kg|ohg|e\.?k\.?|b\.?v\.?|n\.?v\.?|ltd\.?|limited|llc|inc\.?|plc|bvba|srl|s\.?a\.?r\.?l\.?)\.?$/i;

/**
 * A greeting line of an address ("Herrn", "Mme"): some XMLs put it into the buyer's name, others
 * (and the extractor) leave it out; it names nobody.
 */
const LEADING_GREETING =
  /^(herrn?|frau|firma|mr\.?|mrs\.?|ms\.?|dhr\.?|mevr\.?|monsieur|madame|mme\.?|m\.)\s+/i;

/**
 * Identifier lines some ZUGFeRD 1.0 XMLs put into a party's name above it ("GLN 4333741000005",
 * "Lief-Nr: 549910", "Kunden-Nr. : 009420"): a short label and a number, one line each. They are the
 * party's numbers, printed on their own lines of the address block; they name nobody.
 */
const LEADING_IDENTIFIER_LINE = /^[\p{L}][\p{L}.\- ]{0,24}?\s*[:#]?\s*\d[\d ]{3,}\s*\n/u;

function withoutIdentifierLines(value: string): string {
  let rest = value.trim();
  while (LEADING_IDENTIFIER_LINE.test(rest)) rest = rest.replace(LEADING_IDENTIFIER_LINE, "").trim();
  return rest;
}

/**
 * Party names: as sameText, with a trailing legal form, a leading greeting and leading identifier
 * lines optional on either side.
 */
export function sameName(a: string, b: string): boolean {
  const strip = (value: string): string =>
    withoutIdentifierLines(value).replace(LEADING_GREETING, "").replace(TRAILING_LEGAL_FORM, "");
  return sameText(a, b) || sameText(strip(a), strip(b));
}

function compact(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

function documentTypeOf(code: string): string {
  return code === "381" ? "credit-note" : "invoice";
}

function outcome(field: string, expected: string, actual: string | null, right: boolean): RealOutcome {
  return { field, expected, actual, right: actual !== null && right };
}

/** Every non-null truth value is one unit; a line item is one unit (description, quantity and amount). */
export function scoreRealInvoice(extraction: InvoiceExtraction | null, truth: RealTruth): RealOutcome[] {
  const fields = extraction?.fields ?? {};
  // A credit note (381) states positive amounts in its XML; a printed credit note may show them negative.
  const sign = truth.documentType === "381" && fields.documentType?.value === "credit-note" ? -1 : 1;
  const signed = (cents: number | undefined): number | undefined =>
    cents === undefined ? undefined : sign === -1 && cents < 0 ? -cents : cents;
  const outcomes: RealOutcome[] = [];
  const text = (field: string, expected: string | null, actual: string | undefined): void => {
    if (expected !== null)
      outcomes.push(outcome(field, expected, actual ?? null, sameText(expected, actual ?? "")));
  };
  const name = (field: string, expected: string | null, actual: string | undefined): void => {
    if (expected !== null)
      outcomes.push(outcome(field, expected, actual ?? null, sameName(expected, actual ?? "")));
  };
  const id = (field: string, expected: string | null, actual: string | undefined): void => {
    if (expected !== null)
      outcomes.push(outcome(field, expected, actual ?? null, compact(expected) === compact(actual ?? "")));
  };
  const amount = (field: string, expected: string | null, cents: number | undefined): void => {
    const actual = centsToDecimal(signed(cents));
    if (expected !== null)
      outcomes.push(outcome(field, expected, actual, actual !== null && sameDecimal(expected, actual)));
  };
  text("invoiceNumber", truth.invoiceNumber, fields.invoiceNumber?.value);
  text("issueDate", truth.issueDate, fields.invoiceDate?.value);
  text("dueDate", truth.dueDate, fields.dueDate?.value);
  text("currency", truth.currency, fields.currency?.value);
  name("sellerName", truth.sellerName, fields.supplierName?.value);
  id("sellerVatId", truth.sellerVatId, fields.supplierVatId?.value);
  id("sellerIban", truth.sellerIban, fields.supplierIban?.value);
  name("buyerName", truth.buyerName, fields.customerName?.value);
  id("buyerVatId", truth.buyerVatId, fields.customerVatId?.value);
  amount("netTotal", truth.netTotal, fields.subtotalCents?.value);
  amount("vatTotal", truth.vatTotal, fields.vatTotalCents?.value);
  amount("grandTotal", truth.grandTotal, fields.totalCents?.value);
  amount("amountDue", truth.amountDue, fields.amountDueCents?.value ?? fields.totalCents?.value);
  if (truth.documentType !== null)
    text("documentType", documentTypeOf(truth.documentType), fields.documentType?.value);
  for (const vat of truth.vatBreakdown) {
    if (vat.amount === null) continue;
    const rate = vat.rate ?? "0";
    const line = extraction?.vatLines.find((l) => l.rate !== "reverse-charge" && sameDecimal(l.rate, rate));
    const actual = centsToDecimal(signed(line?.vatCents));
    outcomes.push(
      outcome(
        "vatPerRate",
        `${rate}%: ${vat.amount}`,
        actual,
        actual !== null && sameDecimal(vat.amount, actual),
      ),
    );
  }
  truth.lines.forEach((expected, index) => {
    const actual = extraction?.lineItems[index];
    // The same sign rule as for amounts: a printed credit note may show its quantities negative.
    const printed = plainQuantity(actual?.quantity ?? null);
    const quantity = sign === -1 && printed?.startsWith("-") ? printed.slice(1) : printed;
    const net = centsToDecimal(signed(actual?.amountCents));
    const right =
      actual !== undefined &&
      sameText(expected.description ?? "", actual.description) &&
      (expected.quantity === null || (quantity !== null && sameDecimal(expected.quantity, quantity))) &&
      (expected.netAmount === null || (net !== null && sameDecimal(expected.netAmount, net)));
    outcomes.push(
      outcome(
        "lineItems",
        JSON.stringify([expected.description, expected.quantity, expected.netAmount]),
        actual ? JSON.stringify([actual.description, quantity, net]) : null,
        right,
      ),
    );
  });
  return outcomes.map((scored) => ({ ...scored, verdict: verdictFor(extraction, scored.field) }));
}
