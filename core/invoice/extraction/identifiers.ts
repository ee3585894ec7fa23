import { validateVatNumber } from "../../validation/btw-id";
import { validateIban } from "../../validation/iban";
import { validateKvk } from "../../validation/kvk";
import { FOUND_BY_CONFIDENCE, findLabelledValues } from "./labelled-value";
import { CUSTOMER_CONTEXT } from "./labels";
import { type Layout, type Line, unionBox } from "./layout";
import { findNationalVatIds, findNationalVatIdsUnderLabels } from "./national-vat-ids";
import { type OwnCompany, sameIdentifier } from "./own-company";
import { type CustomerBlock, isInCustomerBlock } from "./parties";
import type { Box, Field } from "./types";

interface Located {
  readonly value: string;
  readonly line: Line;
  readonly box: Box;
  /** Printed next to a label of the customer (their VAT-id or account), not the supplier's. */
  readonly customer: boolean;
}

function boxOfSpan(line: Line, start: number, end: number): Box {
  // Words are joined with single spaces in line.text, so character offsets map back to words.
  const words = [];
  let offset = 0;
  for (const word of line.words) {
    const wordEnd = offset + word.text.length;
    if (wordEnd > start && offset < end) words.push(word);
    offset = wordEnd + 1;
  }
  return words.length > 0 ? unionBox(words) : line;
}

function isCustomerContext(line: Line, start: number, box: Box, customer: CustomerBlock | null): boolean {
  if (customer && isInCustomerBlock(customer, line.index, box)) return true;
  return CUSTOMER_CONTEXT.test(line.text.slice(Math.max(0, start - 40), start));
}

const IBAN_CANDIDATE = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,32}/g;

interface Span {
  readonly start: number;
  readonly end: number;
  readonly iban: string;
}

/** Valid IBANs in a line of text; greedy matches are trimmed from the end until the checksum passes. */
function findIbanSpans(text: string): Span[] {
  const spans: Span[] = [];
  const upper = text.toUpperCase();
  const pattern = new RegExp(IBAN_CANDIDATE.source, "g");
  for (let match = pattern.exec(upper); match; match = pattern.exec(upper)) {
    let raw = match[0];
    let found = false;
    while (raw.replace(/ /g, "").length >= 15) {
      const result = validateIban(raw);
      if (result.ok) {
        spans.push({ start: match.index, end: match.index + raw.length, iban: result.value });
        pattern.lastIndex = match.index + raw.length;
        found = true;
        break;
      }
      raw = raw.slice(0, -1).trimEnd();
    }
    // A failed candidate (a VAT number, a reference) may swallow the IBAN that follows it.
    if (!found) pattern.lastIndex = match.index + 1;
  }
  return spans;
}

/**
 * Every valid IBAN in reading order, marked when printed as the customer's own account; after them,
 * IBANs a paragraph wraps at a line's end.
 */
export function findIbans(layout: Layout, customer: CustomerBlock | null = null): Located[] {
  const found: Located[] = [];
  const wrapped: Located[] = [];
  for (const line of layout.lines) {
    for (const span of findIbanSpans(line.text)) {
      const box = boxOfSpan(line, span.start, span.end);
      found.push({
        value: span.iban,
        line,
        box,
        customer: isCustomerContext(line, span.start, box, customer),
      });
    }
    const span = wrappedIbanSpan(layout, line);
    if (span) {
      const box = boxOfSpan(line, span.start, line.text.length);
      wrapped.push({
        value: span.iban,
        line,
        box,
        customer: isCustomerContext(line, span.start, box, customer),
      });
    }
  }
  return [...found, ...wrapped.filter((w) => !found.some((f) => f.value === w.value))];
}

/** One character at a time, a space only before one (as IBAN_CANDIDATE): no backtracking over groups. */
const IBAN_HEAD_AT_END = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){0,30}\s*$/i;

/**
 * "… auf IBAN DE89 3704 0044" / "0532 0130 00, BIC …": an IBAN that starts at the end of a line and
 * goes on at the start of the next line of the same column. The check digits prove the join.
 */
function wrappedIbanSpan(layout: Layout, line: Line): Span | undefined {
  const next = layout.lines[line.index + 1];
  const last = line.segments.at(-1);
  const first = next?.segments[0];
  if (!next || !last || !first || next.page !== line.page) return undefined;
  if (!IBAN_HEAD_AT_END.test(line.text) || !/^[A-Z0-9]{1,4}\b/i.test(first.text.trim())) return undefined;
  if (first.x > last.x + last.height * 2 || next.y - line.y > line.height * 2.5) return undefined;
  const end = line.text.length;
  return findIbanSpans(`${line.text} ${first.text.trim()}`).find(
    (span) => span.start < end && span.end > end + 1,
  );
}

function maskIbans(text: string): string {
  let masked = text.toUpperCase();
  for (const span of findIbanSpans(text))
    masked = masked.slice(0, span.start) + " ".repeat(span.end - span.start) + masked.slice(span.end);
  return masked;
}

/**
 * VAT ids as printed, with each country's own punctuation: the Dutch fiscal-number grouping
 * ("NL 8123.45.678.B01", "NL8123.45.678.B.01"), Danish pairs ("DK 13 58 56 28"), the Swedish
 * organisation number's dash ("SE 556677-8899 01"), the Polish NIP's dashes ("PL 526-025-02-74") and
 * the Finnish business id's ("FI 0201122-0"). One separator at most between two digits.
 */
const VAT_CANDIDATE =
  /\b(?:NL[ -]?\d(?:[ .]?\d){8}[ .-]?B[ .]?\d{2}|ATU ?\d{8}|BE ?[01]\d{3}[ .]?\d{3}[ .]?\d{3}|DE ?\d{3} ?\d{3} ?\d{3}|FR ?[A-Z0-9]{2} ?\d{3} ?\d{3} ?\d{3}|DK ?\d{2}(?: ?\d{2}){3}|FI ?\d{7}-?\d|(?:LU|MT|SI|HU) ?\d{8}|(?:IT|LV|HR) ?\d{11}|ES ?[A-Z0-9]\d{7}[A-Z0-9]|PL ?\d{3}(?:-?\d{3}-?\d{2}-?\d{2}|-?\d{2}-?\d{2}-?\d{3})|SK ?\d{10}|SE ?\d{6}-?\d{4} ?01|IE ?\d{7} ?[A-W][A-I]?|PT ?\d{9}|EU ?\d{9}|GB ?\d{3} ?\d{4} ?\d{2}(?: ?\d{3})?)\b/g;

/**
 * Ids outside the EU member-state formats that invoices to EU buyers carry: the one-stop-shop number
 * of a non-EU seller (EU + 9 digits) and a UK VAT number (GB + 9 or 12 digits).
 */
const NON_MEMBER_VAT = /^(?:EU\d{9}|GB\d{9}(?:\d{3})?)$/;

function readVatId(candidate: string): string | null {
  const compact = candidate.replace(/[\s.]/g, "").toUpperCase();
  if (NON_MEMBER_VAT.test(compact)) return compact;
  const result = validateVatNumber(candidate);
  return result.ok ? result.value.full : null;
}

/** Every VAT identification number whose format (and Dutch checksum) holds, IBANs masked out first. */
export function findVatIds(layout: Layout, customer: CustomerBlock | null = null): Located[] {
  const found: Located[] = [];
  for (const line of layout.lines) {
    for (const match of maskIbans(line.text).matchAll(VAT_CANDIDATE)) {
      // A country code is printed in capitals: "au capital de 712 588 399 €" holds no German VAT id.
      if (/^\p{Ll}{2}/u.test(line.text.slice(match.index, match.index + 2))) continue;
      const value = readVatId(match[0]);
      if (!value) continue;
      const box = boxOfSpan(line, match.index, match.index + match[0].length);
      found.push({
        value,
        line,
        box,
        customer: isCustomerContext(line, match.index, box, customer),
      });
    }
    for (const national of findNationalVatIds(line.text)) {
      const box = boxOfSpan(line, national.start, national.end);
      const customerContext = isCustomerContext(line, national.start, box, customer);
      found.push({ value: national.value, line, box, customer: customerContext });
    }
  }
  for (const { value, segment } of findNationalVatIdsUnderLabels(layout)) {
    const line = layout.lines[segment.line];
    if (!line || found.some((id) => id.value === value)) continue;
    found.push({ value, line, box: segment, customer: isCustomerContext(line, 0, segment, customer) });
  }
  return found;
}

/** A Dutch VAT-id whose format is right but whose 11-test fails: an OCR misread or a typo worth flagging. */
export function findInvalidDutchVatIds(layout: Layout): string[] {
  const found: string[] = [];
  for (const line of layout.lines)
    for (const match of maskIbans(line.text).matchAll(/\bNL ?\d{9} ?B ?\d{2}\b/g))
      if (!validateVatNumber(match[0]).ok) found.push(match[0].replace(/ /g, ""));
  return found;
}

function parseKvk(text: string): string | null {
  const match = /^(\d{2} ?\d{2} ?\d{2} ?\d{2}|\d{4}\.\d{4})(?!\d)/.exec(text.trim());
  if (!match?.[1]) return null;
  const result = validateKvk(match[1]);
  return result.ok ? result.value : null;
}

export function extractKvk(layout: Layout, own?: OwnCompany): Field<string> | undefined {
  const theirs = (text: string): string | null => {
    const value = parseKvk(text);
    return value && !sameIdentifier(value, own?.kvk) ? value : null;
  };
  const hit = findLabelledValues(layout, "kvk", theirs)[0];
  if (hit) return { value: hit.value, confidence: FOUND_BY_CONFIDENCE[hit.foundBy], source: hit.box };
  for (const line of layout.lines) {
    const match =
      /\b(?:kvk|k\.v\.k\.|coc|chamber of commerce)\b[^0-9]{0,25}(\d{2} ?\d{2} ?\d{2} ?\d{2})(?!\d)/i.exec(
        line.text,
      );
    const value = match?.[1] ? theirs(match[1]) : null;
    if (match && value)
      return { value, confidence: 0.88, source: boxOfSpan(line, match.index, match.index + match[0].length) };
  }
  return undefined;
}

function parseBic(text: string): string | null {
  const match = /^([A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?)(?![A-Z0-9])/.exec(text.trim().toUpperCase());
  return match?.[1] ?? null;
}

export function extractBic(layout: Layout): Field<string> | undefined {
  const hit = findLabelledValues(layout, "bic", parseBic)[0];
  if (hit) return { value: hit.value, confidence: FOUND_BY_CONFIDENCE[hit.foundBy], source: hit.box };
  for (const line of layout.lines) {
    const match = /\b(?:bic|swift)\b[^A-Z]{0,5}([A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?)\b/i.exec(
      line.text,
    );
    const value = match?.[1] ? parseBic(match[1]) : null;
    if (match && value)
      return { value, confidence: 0.85, source: boxOfSpan(line, match.index, match.index + match[0].length) };
  }
  return undefined;
}

/**
 * German and Belgian account numbers are digits only, and every IBAN ends in digits: "DE123456789 HRB
 * Nr." is a VAT id beside a register number, not a misread account.
 */
function isIbanShaped(value: string): boolean {
  if (!/\d$/.test(value)) return false;
  return !/^(DE|BE)/.test(value) || /^\d+$/.test(value.slice(2));
}

/**
 * An IBAN-shaped string whose check digits fail (an OCR misread or a typo). It is returned with a
 * low confidence so the review shows it highlighted, with the failed checksum, instead of hiding it.
 */
function findMisreadIban(layout: Layout): Field<string> | undefined {
  for (const line of layout.lines) {
    const match =
      /\b(?:NL\d{2} ?[A-Z]{4}(?: ?\d{2,4}){3,4}|(?:DE|BE|FR)\d{2}(?: ?[A-Z0-9]{2,4}){3,6})\b/.exec(
        line.text.toUpperCase(),
      );
    if (match) {
      const value = match[0].replace(/ /g, "");
      if (value.length >= 15 && isIbanShaped(value))
        return {
          value,
          confidence: 0.3,
          source: boxOfSpan(line, match.index, match.index + match[0].length),
        };
    }
  }
  return undefined;
}

/** The supplier's IBAN: the first valid one not printed as the customer's own account. */
export function extractIban(
  layout: Layout,
  customer: CustomerBlock | null,
  own?: OwnCompany,
): Field<string> | undefined {
  const all = findIbans(layout, customer).map((found) =>
    sameIdentifier(found.value, own?.iban) ? { ...found, customer: true } : found,
  );
  const supplier = all.filter((found) => !found.customer);
  const first = supplier[0];
  if (!first) return findMisreadIban(layout);
  const distinct = new Set(supplier.map((found) => found.value));
  return { value: first.value, confidence: distinct.size > 1 ? 0.85 : 0.96, source: first.box };
}

/** Whether a line names the supplier: its first word of four letters or more ("VAT of Storyblok GmbH"). */
function namesSupplier(line: Line, supplierName: string | undefined): boolean {
  const word = supplierName?.split(/[\s,]+/).find((part) => part.length >= 4);
  return Boolean(word && line.text.toLowerCase().includes(word.toLowerCase()));
}

export function extractVatIds(
  layout: Layout,
  customer: CustomerBlock | null,
  own?: OwnCompany,
  supplierName?: string,
): { supplier?: Field<string>; customer?: Field<string> } {
  const found = findVatIds(layout, customer);
  // The user's own VAT id is the buyer's, wherever it is printed; so is an id printed once in the
  // buyer's address block or after "Customer VAT", even where it stands alone at the top of the page.
  const customers = new Set(found.filter((id) => id.customer).map((id) => id.value));
  const all = found.map((id) =>
    sameIdentifier(id.value, own?.vatId) || customers.has(id.value) ? { ...id, customer: true } : id,
  );
  const supplier =
    all.find((id) => !id.customer && namesSupplier(id.line, supplierName)) ?? all.find((id) => !id.customer);
  const theirs = all.find((found) => found.customer && found.value !== supplier?.value);
  return {
    ...(supplier ? { supplier: { value: supplier.value, confidence: 0.95, source: supplier.box } } : {}),
    ...(theirs ? { customer: { value: theirs.value, confidence: 0.85, source: theirs.box } } : {}),
  };
}
