import { validateVatNumber } from "../../validation/btw-id";
import type { InvoiceExtraction, InvoiceFields } from "../extraction/types";
import { addDays, type Invoice, type InvoiceLanguage, type Party, type Supplier } from "../model";
import { centsToDecimal, formatDecimal } from "../money";
import type { EInvoiceAnswers } from "./einvoice-answers";
import { findPayableRounding } from "./payable-rounding";
import { buildPurchaseLines, buildVatRows, type ReviewedVatRow, statedVatOf } from "./purchase-lines";
import { splitAddress } from "./split-address";

export interface PurchaseExportInput {
  /** The reviewed extraction (values as the person confirmed or corrected them). */
  readonly extraction: Pick<InvoiceExtraction, "fields" | "vatLines" | "lineItems">;
  readonly answers: EInvoiceAnswers;
  /** The user's own company: the buyer of a purchase invoice. */
  readonly buyer: Party;
  readonly language: InvoiceLanguage;
  /** Words for a line that stands for one VAT rate (when the lines were not read), in `language`. */
  readonly describeRate: (row: ReviewedVatRow) => string;
}

export type PurchaseMapping =
  | { readonly ok: true; readonly invoice: Invoice }
  | {
      readonly ok: false;
      readonly need: "vatRate" | "zeroRateCategory" | "vatBreakdown" | "breakdownNet" | "totals";
    };

/**
 * The country of a VAT id that has a member state's form, as an ISO code (Greece writes EL). Anything
 * else printed as a "VAT id" (an ABN, a US EIN) names no country: the review asks for it.
 */
function countryOfVatId(vatId: string): string {
  const checked = validateVatNumber(vatId);
  if (!checked.ok) return "";
  return checked.value.country === "EL" ? "GR" : checked.value.country;
}

function text(value: string | undefined): string {
  return value?.trim() ?? "";
}

function buildSupplier(fields: InvoiceFields, answers: EInvoiceAnswers): Supplier {
  const read = splitAddress(fields.supplierAddress?.value ?? "");
  const vatNumber = text(fields.supplierVatId?.value);
  return {
    name: text(fields.supplierName?.value),
    address: {
      street: text(answers.supplierStreet) || read.street,
      postcode: text(answers.supplierPostcode) || read.postcode,
      city: text(answers.supplierCity) || read.city,
      // The address's own country first; a VAT id names the country the supplier is registered in.
      country: text(answers.supplierCountry) || read.country || countryOfVatId(vatNumber),
    },
    vatNumber,
    kvk: text(fields.supplierKvk?.value).replace(/[\s.]/g, ""),
    email: "",
    ...(text(answers.supplierPeppolId) ? { peppolId: text(answers.supplierPeppolId) } : {}),
    iban: text(fields.supplierIban?.value),
    kor: false,
  };
}

function dueDateOf(fields: InvoiceFields): string {
  const due = fields.dueDate?.value;
  if (due) return due;
  const days = fields.paymentTermsDays?.value;
  const issued = fields.invoiceDate?.value;
  return issued && days !== undefined ? addDays(issued, days) : "";
}

function decimal(cents: number): string {
  return formatDecimal(centsToDecimal(BigInt(cents)));
}

/** A credit note's amounts are written positive (the document type says it is a credit). */
function signedFields(
  fields: InvoiceFields,
  credit: boolean,
): {
  net: number | null;
  vat: number | null;
  total: number | null;
  due: number | null;
  rounding: number | null;
} {
  const flip = credit && (fields.totalCents?.value ?? 0) < 0 ? -1 : 1;
  const signed = (cents: number | undefined): number | null => (cents === undefined ? null : cents * flip);
  const total = signed(fields.totalCents?.value);
  const vat = signed(fields.vatTotalCents?.value);
  const net = signed(fields.subtotalCents?.value) ?? (total !== null && vat !== null ? total - vat : null);
  return {
    net,
    vat,
    total,
    due: signed(fields.amountDueCents?.value),
    rounding: signed(fields.roundingCents?.value),
  };
}

/**
 * The rounding of the amount due (BT-114), or null when the totals disagree. A rounding read from an
 * e-invoice comes with its unrounded total (BT-112); a total a person reviewed from the page is the
 * amount to pay, so a difference from net + VAT within the currency's cash rounding is that rounding.
 */
function roundingOf(
  netPlusVat: number,
  amounts: { total: number | null; rounding: number | null },
  currency: string,
): number | null {
  if (amounts.total === null) return amounts.rounding ?? 0;
  if (amounts.rounding !== null) return amounts.total === netPlusVat ? amounts.rounding : null;
  const found = findPayableRounding(netPlusVat, amounts.total, currency);
  if (found.kind === "mismatch") return null;
  return found.kind === "rounding" ? found.cents : 0;
}

/**
 * A reviewed purchase invoice as the generator's invoice model, so the one UBL writer writes it:
 * seller = the supplier as read, buyer = the user's company, lines as read when they add up (else
 * one per VAT rate), the VAT breakdown and totals exactly as reviewed. Only what the invoice and the
 * person say goes in; what the rules still miss is for the review to ask (export-readiness.ts).
 */
export function mapPurchaseToInvoice(input: PurchaseExportInput): PurchaseMapping {
  const { fields } = input.extraction;
  const credit = fields.documentType?.value === "credit-note";
  const amounts = signedFields(fields, credit);
  const flip = credit && (fields.totalCents?.value ?? 0) < 0 ? -1 : 1;
  const vatRows = buildVatRows({
    vatLines: input.extraction.vatLines.map((line) => ({
      ...line,
      baseCents: line.baseCents === null ? null : line.baseCents * flip,
      vatCents: line.vatCents * flip,
    })),
    subtotalCents: amounts.net,
    vatTotalCents: amounts.vat,
    vatRate: text(input.answers.vatRate),
    zeroRateCategory: input.answers.zeroRateCategory,
  });
  if (!vatRows.ok) return { ok: false, need: vatRows.need };
  const rows = vatRows.rows;
  const net = rows.reduce((sum, row) => sum + row.baseCents, 0);
  const vat = rows.reduce((sum, row) => sum + row.vatCents, 0);
  // Totals exactly as reviewed: a breakdown that does not make them cannot be written faithfully.
  const subtotal = fields.subtotalCents?.value;
  if (subtotal !== undefined && subtotal * flip !== net) return { ok: false, need: "breakdownNet" };
  if (amounts.vat !== null && amounts.vat !== vat) return { ok: false, need: "totals" };
  const rounding = roundingOf(net + vat, amounts, fields.currency?.value ?? "");
  if (rounding === null) return { ok: false, need: "totals" };
  const payable = net + vat + rounding;
  // What was paid before is the total less the amount due (PrepaidAmount, BR-CO-16). It is negative
  // when a balance still open from before is added, and above the total when money is to be refunded.
  const prepaid = amounts.due !== null && amounts.due !== payable ? payable - amounts.due : 0;
  const flipped = {
    lineItems: input.extraction.lineItems.map((item) => ({
      ...item,
      amountCents: item.amountCents * flip,
      unitPriceCents: item.unitPriceCents,
    })),
  };
  return {
    ok: true,
    invoice: {
      kind: credit ? "credit-note" : "invoice",
      number: text(fields.invoiceNumber?.value),
      issueDate: fields.invoiceDate?.value ?? "",
      delivery: fields.deliveryDate?.value ? { kind: "date", date: fields.deliveryDate.value } : null,
      dueDate: dueDateOf(fields),
      currency: fields.currency?.value ?? "",
      buyerReference: text(input.answers.buyerReference),
      orderReference: text(input.answers.orderReference),
      notes: "",
      paymentReference: text(fields.paymentReference?.value),
      supplier: buildSupplier(fields, input.answers),
      customer: input.buyer,
      lines: buildPurchaseLines(flipped, rows, input.describeRate),
      precedingInvoice: null,
      simplified: false,
      language: input.language,
      ...(prepaid !== 0 ? { prepaidAmount: decimal(prepaid) } : {}),
      ...(rounding !== 0 ? { roundingAmount: decimal(rounding) } : {}),
      statedVat: statedVatOf(rows),
    },
  };
}
