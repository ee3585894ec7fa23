import { isValidBetalingskenmerk } from "../../validation/betalingskenmerk";
import { isValidCreditorReference } from "../../validation/creditor-reference";
import { detectCurrencyCode } from "./amounts";
import { detectKroneCurrency, detectSwissCurrency, printsKrone } from "./krone-currency";
import { FOUND_BY_CONFIDENCE, findLabelledValues } from "./labelled-value";
import { CREDIT_NOTE_WORDS, DOCUMENT_TITLES, matchLabel } from "./labels";
import { type Layout, type Line, type Segment, segmentsBelow } from "./layout";
import { median } from "./median";
import type { DocumentType, Field } from "./types";

/** "FT A/77", "FPR 23/26": a series code of capitals, a space, then series/number with a digit. */
const SERIES_NUMBER =
  /^(?!(?:NR|NO|N|NUM|REF)\s)[A-Z]{1,4} [A-Z0-9]{0,8}\/(?=[A-Z0-9/-]*\d)[A-Z0-9/-]+(?![^\s.,;])/;

/** An invoice number: the first token, with at least one digit, made of letters, digits and - / . _ */
export function parseInvoiceNumber(text: string): string | null {
  // ": RK21012345" when the label's colon stands apart from it.
  // "Invoice # — 3189846": a dash may stand between label and number like a colon.
  const trimmed = text.trim().replace(/^(?:[:#]|[—–-](?=\s))\s+/, "");
  // "FT A/77", "FPR 23/26": Portuguese and Italian numbers print their series code, a space, then series/number.
  const series = SERIES_NUMBER.exec(trimmed);
  if (series) return series[0];
  const token = trimmed.split(/\s+/)[0] ?? "";
  const cleaned = token.replace(/^[:#]+/, "").replace(/[.,;:]$/, "");
  // Webshop order ids run long ("XZZ5672cdf32cf60900LFNLZ7EASNE4T", 32 characters).
  if (!/^[A-Z0-9][A-Z0-9\-/._]{0,39}$/i.test(cleaned) || !/\d/.test(cleaned)) return null;
  return cleaned;
}

/** A document word anywhere in a title: "Handelsrechnung (380) Nr. 1", "Gutschrift (Selbst ausgestellte Rechnung) Nr. 2". */
const TITLE_NUMBER =
  /(?:^|[\s(-])\p{L}*(?:rechnung|gutschrift|korrektur|invoice|facture|avoir|factuur|creditnota|credit note)\p{L}*(?![\p{L}])[^:]{0,60}?\s(?:nr\.?|no\.?|n°|#)\s*(\S+)/iu;

/**
 * The number in the document's title: a line on page 1 printed larger than the body text, naming
 * the document and "Nr./No./N°" (a body sentence "Rechnung gemäß Bestellung Nr. …" is no title).
 */
export function titleNumber(layout: Layout): { value: string; rest: string; line: Line } | undefined {
  const firstPage = layout.lines.filter((line) => line.page === 1);
  const body = median(firstPage.map((line) => line.height));
  for (const line of firstPage) {
    if (line.height < body * 1.2) continue;
    const match = TITLE_NUMBER.exec(line.text);
    const value = match?.[1] ? parseInvoiceNumber(match[1]) : null;
    if (match && value) return { value, rest: line.text.slice((match.index ?? 0) + match[0].length), line };
  }
  return undefined;
}

/** "# INV-000482" on its own: a number printed with only a hash. */
const HASH_NUMBER = /^#\s?(\S+)$/;

/**
 * "TAX INVOICE" with "# INV-000482" right under it (the default of several invoicing apps): the hash
 * number in the title's column, within three of its lines, names the invoice.
 */
function numberUnderTitle(layout: Layout): { value: string; segment: Segment } | undefined {
  for (const line of layout.lines.slice(0, 30)) {
    if (line.page !== 1) continue;
    for (const title of line.segments) {
      if (!DOCUMENT_TITLES.test(title.text.trim())) continue;
      for (const below of segmentsBelow(layout, title, 3)) {
        const match = HASH_NUMBER.exec(below.text.trim());
        const value = match?.[1] ? parseInvoiceNumber(match[1]) : null;
        if (value) return { value, segment: below };
      }
    }
  }
  return undefined;
}

export function extractInvoiceNumber(layout: Layout): Field<string> | undefined {
  const hit = findLabelledValues(layout, "invoiceNumber", parseInvoiceNumber)[0];
  if (hit) return { value: hit.value, confidence: FOUND_BY_CONFIDENCE[hit.foundBy], source: hit.box };
  const title = titleNumber(layout);
  if (title) return { value: title.value, confidence: 0.8, source: title.line };
  const underTitle = numberUnderTitle(layout);
  if (underTitle) return { value: underTitle.value, confidence: 0.75, source: underTitle.segment };
  // "Factuur 2024-001" / "Invoice INV-7" as a title.
  for (const line of layout.lines) {
    const match =
      /^(?:factuur|invoice|rechnung|facture|creditnota|credit note|gutschrift|avoir)\s+(?:nr\.?|no\.?|n°|#)?\s*(\S+)/i.exec(
        line.text,
      );
    const value = match?.[1] ? parseInvoiceNumber(match[1]) : null;
    if (value) return { value, confidence: 0.7, source: line };
  }
  return undefined;
}

// Re-exported where the extraction checks a found reference; the rules live in core/validation.
export { isValidBetalingskenmerk, isValidCreditorReference };

export function parsePaymentReference(text: string): string | null {
  const trimmed = text.trim();
  const digits = /^(\d{4} ?\d{4} ?\d{4} ?\d{4})(?!\d)/.exec(trimmed);
  if (digits?.[1]) return digits[1].replace(/ /g, "");
  const rf = /^RF\d{2}(?: ?[A-Z0-9]{1,4}){1,6}/i.exec(trimmed);
  if (rf) return rf[0].replace(/ /g, "").toUpperCase();
  if (trimmed.length >= 3 && trimmed.length <= 60 && /\d/.test(trimmed)) return trimmed;
  return null;
}

export function extractPaymentReference(layout: Layout): Field<string> | undefined {
  const hit = findLabelledValues(layout, "paymentReference", parsePaymentReference)[0];
  if (!hit) return undefined;
  let confidence = FOUND_BY_CONFIDENCE[hit.foundBy];
  if (/^\d{16}$/.test(hit.value)) confidence = isValidBetalingskenmerk(hit.value) ? 0.97 : 0.5;
  else if (hit.value.startsWith("RF")) confidence = isValidCreditorReference(hit.value) ? 0.97 : 0.5;
  return { value: hit.value, confidence, source: hit.box };
}

export function parseTermsDays(text: string): number | null {
  const match =
    /(?:^|\D)(\d{1,3})\s*(dagen|days?|tage|jours|dg\.?|d\b|d[íi]as|dias|giorni|gg\.?|dage|dager|dagar|p[äa]iv[äa][äa]|pv\.?|dni)/i.exec(
      text,
    ) ?? /^net\s*(\d{1,3})\b/i.exec(text.trim());
  const days = match?.[1] ? Number(match[1]) : Number.NaN;
  return Number.isInteger(days) && days > 0 && days <= 365 ? days : null;
}

export function extractPaymentTerms(layout: Layout): Field<number> | undefined {
  const hit = findLabelledValues(layout, "paymentTerms", parseTermsDays)[0];
  if (hit) return { value: hit.value, confidence: FOUND_BY_CONFIDENCE[hit.foundBy], source: hit.box };
  for (const line of layout.lines) {
    const days = termsInSentence(line.text);
    if (days !== null) return { value: days, confidence: 0.8, source: line };
  }
  return undefined;
}

const TERMS_IN_SENTENCE =
  /(?<!\p{L})(binnen|within|innerhalb(?: von)?|in|sous|dans les|[àa]|net)\s+(\d{1,3})\s*(dagen|days|tagen|jours)(?!\s+fin de mois)/iu;
/** A cash discount's period ("3% Skonto innerhalb 10 Tagen") is no payment term. */
const DISCOUNT = /skonto|discount|korting|escompte|rabatt/i;

/**
 * "Zahlbar innerhalb 30 Tagen netto bis 04.04.2013, 3% Skonto innerhalb 10 Tagen": the days of the
 * first clause (split at ", " or "; ") that names a period and no discount.
 */
function termsInSentence(text: string): number | null {
  for (const clause of text.split(/[,;]\s+/)) {
    const match = TERMS_IN_SENTENCE.exec(clause);
    if (match?.[2] && !DISCOUNT.test(clause)) return Number(match[2]);
  }
  return null;
}

/** "Currency: NZD", "Payment currency USD", "Währung: CHF", "Rechnungswährung : GBP", "Valuta EUR", "Devise : EUR". */
const CURRENCY_LABEL =
  /(?:^|\s)(?:(?:(?:payment|invoice|billing) |rechnungs|factuur)?(?:currency|w[äa]hrung|valuta|munteenheid|devise|monnaie)\s*:?|(?:all )?(?:amounts|prices|figures|bedragen|prijzen|betr[äa]ge|preise|montants|prix)(?: are| zijn| sind| sont)?(?: shown| stated| quoted| vermeld| angegeben| indiqu[ée]s)? (?:in|en))\s*([A-Z]{3})\b/i;

/** "Amount Due (CAD)", "Total (USD)": an amount label that names its currency in brackets (FreshBooks, Wave). */
const AMOUNT_LABEL_CURRENCY =
  /(?:^|\s)(?:amount(?: due| paid)?|balance(?: due)?|total|subtotal|totaal|subtotaal|betrag|montant)\s*\(([A-Z]{3})\)/i;

/**
 * No currency mark on the page: the krone its country signs name, francs for a Swiss company's page,
 * or the euro. A "kr" the signs cannot place is left unread rather than guessed (ADR 316).
 */
function currencyFromContext(layout: Layout): Field<string> | undefined {
  const inferred = detectKroneCurrency(layout) ?? (printsKrone(layout) ? null : detectSwissCurrency(layout));
  if (inferred) return { value: inferred, confidence: 0.8, source: null };
  return printsKrone(layout) ? undefined : { value: "EUR", confidence: 0.5, source: null };
}

export function extractCurrency(layout: Layout, fromTotals: readonly string[]): Field<string> | undefined {
  for (const line of layout.lines) {
    const code = (CURRENCY_LABEL.exec(line.text) ??
      AMOUNT_LABEL_CURRENCY.exec(line.text))?.[1]?.toUpperCase();
    if (code && detectCurrencyCode(code) === code) return { value: code, confidence: 0.95, source: line };
  }
  const counts = new Map<string, number>();
  for (const code of fromTotals) counts.set(code, (counts.get(code) ?? 0) + 5);
  for (const line of layout.lines) {
    const code = detectCurrencyCode(line.text);
    if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  if (!best) return currencyFromContext(layout);
  return { value: best[0], confidence: counts.size === 1 ? 0.95 : 0.75, source: null };
}

/** A German "Gutschrift" is often a self-billed invoice (the buyer bills itself), not a credit note. */
const SELF_BILLED = /(selbst ?ausgestellte rechnung|self-?billed|self-?billing|autofacturation|autofacture)/i;
/** A corrected invoice (EN 16931 type 384) stays an invoice, even when its amounts are negative. */
const CORRECTED_INVOICE =
  /^(rechnungs-?korrektur|korrekturrechnung|corrected invoice|corrective invoice|facture rectificative)\b/i;

export function extractDocumentType(layout: Layout, totalCents: number | undefined): Field<DocumentType> {
  const selfBilled = layout.lines.slice(0, 40).find((line) => SELF_BILLED.test(line.text));
  if (selfBilled && (totalCents === undefined || totalCents >= 0))
    return { value: "invoice", confidence: 0.85, source: selfBilled };
  // "Rechnungskor rektur": a kerning gap the PDF turned into a space.
  const isCorrection = (text: string): boolean =>
    CORRECTED_INVOICE.test(text.trim().replace(/(?<=\p{Ll}) (?=\p{Ll})/gu, ""));
  const titled = titleNumber(layout)?.line;
  const corrected =
    titled && isCorrection(titled.text)
      ? titled
      : layout.lines
          .slice(0, 40)
          .flatMap((line) => (line.page === 1 ? line.segments : []))
          .find((segment) => isCorrection(segment.text));
  if (corrected) return { value: "invoice", confidence: 0.85, source: corrected };
  for (const line of layout.lines.slice(0, 40)) {
    if (DOCUMENT_TITLES.test(line.text) || matchLabel("invoiceNumber", line.text) !== null) {
      if (CREDIT_NOTE_WORDS.test(line.text)) return { value: "credit-note", confidence: 0.95, source: line };
    }
  }
  if (layout.lines.some((line) => CREDIT_NOTE_WORDS.test(line.text)))
    return { value: "credit-note", confidence: 0.8, source: null };
  if (totalCents !== undefined && totalCents < 0)
    return { value: "credit-note", confidence: 0.75, source: null };
  return { value: "invoice", confidence: 0.9, source: null };
}
