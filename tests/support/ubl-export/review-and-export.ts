import { readFileSync } from "node:fs";
import { extractPdf } from "../../../core/invoice/extraction/pdf/extract-pdf";
import type { InvoiceExtraction, VatLine } from "../../../core/invoice/extraction/types";
import type { EInvoiceProfile, Party } from "../../../core/invoice/model";
import type { EInvoiceAnswers } from "../../../core/invoice/purchase/einvoice-answers";
import { assessPurchaseExport, type ExportQuestion } from "../../../core/invoice/purchase/export-readiness";
import type { ReviewedVatRow } from "../../../core/invoice/purchase/purchase-lines";
import { writeUbl } from "../../../core/invoice/ubl/write-ubl";
import { applyFieldEdits, type FieldEdits } from "../../../worker/invoices/field-edits";
import type { ReviewTruth } from "./corpus-truth";
import { loadSellerCountry, sellerCountryOnPage } from "./seller-country";

/** The user's own company (account settings): the buyer of every purchase invoice. */
export const OWN_COMPANY: Party = {
  name: "Voorbeeld Administratie B.V.",
  address: { street: "Keizersgracht 1", postcode: "1015 CJ", city: "Amsterdam", country: "NL" },
  vatNumber: "NL859234123B01",
  kvk: "12345678",
  email: "",
};

export interface ReviewedExport {
  readonly truth: ReviewTruth;
  readonly extraction: InvoiceExtraction;
  readonly answers: EInvoiceAnswers;
  /** Ids of the review's questions the test answered as a user would (the truth lacked them). */
  readonly answered: readonly string[];
  /** Questions left that no answer could settle. */
  readonly open: readonly ExportQuestion[];
  readonly xml: Partial<Record<EInvoiceProfile, string>>;
  /** The Peppol form without the embedded PDF (our e-invoice reader stops at 4 MB). */
  readonly xmlWithoutPdf: string;
}

const describeRate = (row: ReviewedVatRow): string => `Goods and services, VAT ${row.rate || "n/a"} %`;

function truthEdits(truth: ReviewTruth): FieldEdits {
  const edits: FieldEdits = {
    documentType: truth.documentType,
    invoiceNumber: truth.invoiceNumber,
    invoiceDate: truth.invoiceDate,
    currency: truth.currency,
    supplierName: truth.supplierName,
    totalCents: truth.totalCents,
  };
  // A person corrects what the truth knows; a field it does not cover stays as read.
  if (truth.dueDate) edits.dueDate = truth.dueDate;
  if (truth.supplierVatId) edits.supplierVatId = truth.supplierVatId;
  if (truth.supplierIban) edits.supplierIban = truth.supplierIban;
  if (truth.subtotalCents !== null) edits.subtotalCents = truth.subtotalCents;
  if (truth.vatTotalCents !== null) edits.vatTotalCents = truth.vatTotalCents;
  return edits;
}

function truthVatLines(truth: ReviewTruth): VatLine[] | null {
  if (!truth.vatBreakdown) return null;
  return truth.vatBreakdown.map((row) => ({
    rate: row.category === "AE" ? "reverse-charge" : row.category === "S" ? row.rate : "0",
    baseCents: row.baseCents,
    vatCents: row.vatCents,
    confidence: 1,
    source: null,
  }));
}

/** The reviewed extraction: the truth typed over what was read, as the review's fields allow. */
export function reviewWithTruth(extraction: InvoiceExtraction, truth: ReviewTruth): InvoiceExtraction {
  const reviewed = applyFieldEdits(extraction, [], truthEdits(truth)).extraction;
  const fields = { ...reviewed.fields };
  if (truth.amountDueCents !== null)
    fields.amountDueCents = { value: truth.amountDueCents, confidence: 1, source: null };
  else delete fields.amountDueCents;
  const vatLines = truthVatLines(truth);
  return { ...reviewed, fields, vatLines: vatLines ?? reviewed.vatLines };
}

/** What a bookkeeper picks for 0 % from a foreign seller: reverse charge when the seller has a VAT id. */
function zeroCategoryOf(extraction: InvoiceExtraction): NonNullable<EInvoiceAnswers["zeroRateCategory"]> {
  return extraction.fields.supplierVatId ? "AE" : "O";
}

function setField(
  review: { extraction: InvoiceExtraction },
  name: "currency" | "deliveryDate",
  value: string,
): void {
  review.extraction = {
    ...review.extraction,
    fields: { ...review.extraction.fields, [name]: { value, confidence: 1, source: null } },
  };
}

/** How a user answers a question the truth does not cover (counted in `answered`). */
function answerAsUser(
  question: ExportQuestion,
  review: { extraction: InvoiceExtraction; answers: EInvoiceAnswers },
  truth: ReviewTruth,
): boolean {
  const { answers } = review;
  const zero = truth.vatBreakdown?.find((row) => row.category !== "S");
  switch (question.id) {
    case "PEPPOL-EN16931-R003":
    case "BR-NL-2":
      review.answers = { ...answers, buyerReference: "Inkoop" };
      return true;
    case "zero-rate-category":
      // The category printed, else what a bookkeeper picks: reverse charge from a VAT-registered seller.
      review.answers = {
        ...answers,
        zeroRateCategory:
          (zero?.category as EInvoiceAnswers["zeroRateCategory"]) ?? zeroCategoryOf(review.extraction),
      };
      return true;
    case "BR-05":
      // The old ZUGFeRD 1 files without a currency code print their amounts in euros.
      setField(review, "currency", "EUR");
      return true;
    case "BR-IC-11":
      // The truth has no delivery date; these invoices deliver on the invoice date.
      setField(review, "deliveryDate", review.extraction.fields.invoiceDate?.value ?? "");
      return true;
    case "BR-09": {
      const country = sellerCountryOnPage(truth);
      if (!country) return false;
      review.answers = { ...answers, supplierCountry: country };
      return true;
    }
    case "vat-rate":
    case "vat-breakdown-sum":
    case "totals":
    case "vat-breakdown": {
      // The VAT lines read disagree with the reviewed totals: the person keeps the totals and gives the rate.
      const net = truth.subtotalCents ?? (truth.totalCents ?? 0) - (truth.vatTotalCents ?? 0);
      const vat = truth.vatTotalCents ?? (truth.totalCents ?? 0) - net;
      review.extraction = {
        ...review.extraction,
        vatLines: [],
        fields: {
          ...review.extraction.fields,
          subtotalCents: { value: net, confidence: 1, source: null },
          vatTotalCents: { value: vat, confidence: 1, source: null },
        },
      };
      if (vat !== 0) review.answers = { ...answers, vatRate: String(Math.round((vat / net) * 1000) / 10) };
      else review.answers = { ...answers, zeroRateCategory: zeroCategoryOf(review.extraction) };
      return true;
    }
    default:
      return false;
  }
}

/** Extraction → review with the truth → the review's questions answered → UBL in both forms. */
export async function reviewAndExport(truth: ReviewTruth): Promise<ReviewedExport | null> {
  const read = await extractPdf(new Uint8Array(readFileSync(truth.readPath)));
  if (!read.ok || !read.value.extraction) return null;
  await loadSellerCountry(truth);
  const review = {
    extraction: reviewWithTruth(read.value.extraction, truth),
    answers: {} as EInvoiceAnswers,
  };
  const answered: string[] = [];
  let open: readonly ExportQuestion[] = [];
  for (let round = 0; round < 6; round++) {
    const readiness = assessPurchaseExport({
      extraction: review.extraction,
      answers: review.answers,
      buyer: { ...OWN_COMPANY, name: truth.buyerName ?? OWN_COMPANY.name },
      language: "en",
      describeRate,
    });
    open = readiness.questions.filter((question) => !answered.includes(question.id));
    if (readiness.questions.length === 0 || open.length === 0) break;
    const answerable = open.filter((question) => answerAsUser(question, review, truth));
    if (answerable.length === 0) break;
    answered.push(...answerable.map((question) => question.id));
    open = [];
  }
  const final = assessPurchaseExport({
    extraction: review.extraction,
    answers: review.answers,
    buyer: { ...OWN_COMPANY, name: truth.buyerName ?? OWN_COMPANY.name },
    language: "en",
    describeRate,
  });
  const pdf = {
    filename: truth.originalPath.replace(/^.*\//, ""),
    bytes: new Uint8Array(readFileSync(truth.originalPath)),
  };
  const xml: Partial<Record<EInvoiceProfile, string>> = {};
  if (final.invoice)
    for (const profile of ["nlcius", "peppol"] as const)
      xml[profile] = writeUbl(final.invoice, { profile, pdf });
  return {
    truth,
    extraction: review.extraction,
    answers: review.answers,
    answered,
    open: final.questions,
    xml,
    xmlWithoutPdf: final.invoice ? writeUbl(final.invoice, { profile: "peppol" }) : "",
  };
}
