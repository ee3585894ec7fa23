import { detectNumberFormat } from "./amounts";
import { runCrossChecks } from "./cross-checks";
import { extractDates } from "./date-fields";
import { detectDateOrder } from "./dates";
import { findDamagedWords, withVerdicts } from "./field-verdict";
import { extractBic, extractIban, extractKvk, extractVatIds } from "./identifiers";
import { buildLayout } from "./layout";
import { applyFieldHints, type FieldHint } from "./learned-fields";
import { extractPricedList } from "./line-item-list";
import { extractLineItems } from "./line-items";
import { repairOcrWord } from "./ocr-repair";
import type { OwnCompany } from "./own-company";
import { extractParties } from "./parties";
import { withReceiptFields } from "./receipt-fields";
import { withReceiptVerdicts } from "./receipt-verdict";
import {
  extractCurrency,
  extractDocumentType,
  extractInvoiceNumber,
  extractPaymentReference,
  extractPaymentTerms,
} from "./references";
import { extractTotals } from "./totals";
import { completeTotalsFromSums } from "./totals-from-sums";
import type { DocumentWords, InvoiceExtraction, InvoiceFields } from "./types";
import { writeOutWholeUnits } from "./whole-units";

/** What the caller knows beyond the document: the user's own company (the buyer, never the supplier). */
export interface ExtractOptions {
  readonly ownCompany?: OwnCompany;
  /** Where this user's corrections showed each supplier prints a field (used first for that supplier). */
  readonly fieldHints?: readonly FieldHint[];
}

/**
 * Caps that keep a hostile document from turning extraction into a denial of service. 60,000 words is
 * 40 dense pages (a call-detail bill); extraction of that many takes ~50 MB and a few seconds of CPU,
 * inside the Worker's 128 MB with the PDF beside it (ADR 305).
 */
export const MAX_WORDS = 60_000;
export const MAX_WORD_LENGTH = 200;

function isLetterOrDigit(character: string | undefined): boolean {
  return character !== undefined && /^[\p{L}\d]$/u.test(character);
}

function stripControlCharacters(text: string): string {
  // A glyph the font does not map comes out as NUL; between letters or digits ("76253815\0" + "0004",
  // Stripe's invoice numbers) it is a joining mark, almost always the hyphen.
  const characters = [...text];
  let out = "";
  characters.forEach((character, index) => {
    const code = character.charCodeAt(0);
    if (code >= 32 && code !== 127) out += character;
    else if (code === 0 && isLetterOrDigit(characters[index - 1]) && isLetterOrDigit(characters[index + 1]))
      out += "-";
  });
  return out;
}

/**
 * The words read when a document brings more than MAX_WORDS: the first and the last half of the cap.
 * The sender, number and dates open an invoice and its totals close it; what is left out is the middle
 * of a long item list, which the line-sum check then reports as not adding up.
 */
export function keepHeadAndTail<T>(words: readonly T[]): readonly T[] {
  if (words.length <= MAX_WORDS) return words;
  const half = Math.floor(MAX_WORDS / 2);
  return [...words.slice(0, half), ...words.slice(words.length - (MAX_WORDS - half))];
}

function sanitise(document: DocumentWords, method: "text-layer" | "ocr"): DocumentWords {
  const words = keepHeadAndTail(document.words)
    .filter(
      (w) => [w.x, w.y, w.width, w.height, w.page].every(Number.isFinite) && w.width >= 0 && w.height > 0,
    )
    .map((w) => ({
      ...w,
      text: writeOutWholeUnits(stripControlCharacters(w.text).slice(0, MAX_WORD_LENGTH)),
    }))
    .filter((w) => w.text.trim().length > 0)
    .map((w) => (method === "ocr" ? { ...w, text: repairOcrWord(w.text) } : w));
  return { pages: document.pages, words };
}

/**
 * Reads an invoice's fields from its words with positions (a PDF text layer or OCR). Pure: the
 * Worker and the browser call this same function.
 */
export function extractInvoice(
  input: DocumentWords,
  method: "text-layer" | "ocr" = "text-layer",
  options: ExtractOptions = {},
): InvoiceExtraction {
  const own = options.ownCompany;
  const document = sanitise(input, method);
  const layout = buildLayout(document);
  const numberFormat = detectNumberFormat(document.words.map((w) => w.text));
  const parties = extractParties(layout, own);
  const read = extractTotals(layout, numberFormat);
  const totals = method === "ocr" ? completeTotalsFromSums(layout, read, numberFormat) : read;
  const vatIds = extractVatIds(layout, parties.customerBlock, own, parties.supplierName?.value);
  const supplierIban = extractIban(layout, parties.customerBlock, own);
  const supplierKvk = extractKvk(layout, own);
  const supplierBic = extractBic(layout);
  const invoiceNumber = extractInvoiceNumber(layout);
  const paymentReference = extractPaymentReference(layout);
  const paymentTermsDays = extractPaymentTerms(layout);
  const tableItems = extractLineItems(layout, numberFormat, method === "ocr");
  // Without a table, priced lines that add up to the net total are the items.
  const lineItems =
    tableItems.length > 0 ? tableItems : extractPricedList(layout, numberFormat, totals.subtotalCents?.value);
  const currency = extractCurrency(layout, totals.currencies);
  const invoiceFields: InvoiceFields = {
    documentType: extractDocumentType(layout, totals.totalCents?.value),
    ...(parties.supplierName ? { supplierName: parties.supplierName } : {}),
    ...(parties.supplierAddress ? { supplierAddress: parties.supplierAddress } : {}),
    ...(supplierKvk ? { supplierKvk } : {}),
    ...(vatIds.supplier ? { supplierVatId: vatIds.supplier } : {}),
    ...(supplierIban ? { supplierIban } : {}),
    ...(supplierBic ? { supplierBic } : {}),
    ...(parties.customerName ? { customerName: parties.customerName } : {}),
    ...(vatIds.customer ? { customerVatId: vatIds.customer } : {}),
    ...(invoiceNumber ? { invoiceNumber } : {}),
    ...extractDates(layout, detectDateOrder(layout.lines.map((line) => line.text))),
    ...(paymentTermsDays ? { paymentTermsDays } : {}),
    ...(paymentReference ? { paymentReference } : {}),
    ...(currency ? { currency } : {}),
    ...(totals.subtotalCents ? { subtotalCents: totals.subtotalCents } : {}),
    ...(totals.vatTotalCents ? { vatTotalCents: totals.vatTotalCents } : {}),
    ...(totals.totalCents ? { totalCents: totals.totalCents } : {}),
    ...(totals.amountDueCents ? { amountDueCents: totals.amountDueCents } : {}),
  };
  const fields = withReceiptFields(layout, numberFormat, invoiceFields, own);
  if (method === "ocr") {
    // OCR misreads characters: nothing read from a scan is as sure as the same text in a PDF.
    for (const key of Object.keys(fields) as (keyof InvoiceFields)[]) {
      const field = fields[key];
      if (field) (fields as Record<string, unknown>)[key] = { ...field, confidence: field.confidence * 0.95 };
    }
  }
  const learned = applyFieldHints(document, fields, options.fieldHints ?? [], numberFormat);
  const checked = runCrossChecks(learned, totals.vatLines, lineItems);
  const extraction: InvoiceExtraction = {
    method,
    numberFormat,
    fields: checked.fields,
    vatLines: checked.vatLines,
    lineItems,
    checks: checked.checks,
  };
  const damaged = findDamagedWords(keepHeadAndTail(input.words));
  return withReceiptVerdicts(withVerdicts(extraction, { layout, damaged }), layout);
}
