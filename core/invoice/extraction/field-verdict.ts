import { normaliseVatNumber, validateVatNumber } from "../../validation/btw-id";
import { validateIban } from "../../validation/iban";
import { isValidUkVatNumber } from "../../validation/national-tax-ids";
import { isInAddressWindow } from "./address-window";
import {
  type AmountEvidence,
  isGrossPrintedTwice,
  isSumOfLines,
  isTotalAfterWithholding,
  isTotalLessPrepaid,
  isTotalPlusBalance,
  isTotalTheAmountDue,
} from "./amount-evidence";
import { segmentAbove } from "./column-heading";
import { isLabelledCurrency, isOnlyCurrencyPrinted, isPrintedWithAmount } from "./currency-evidence";
import { type CustomerEvidence, customerNameEvidence } from "./customer-evidence";
import { daysBetween, findDates } from "./dates";
import { isAnotherCompanysId, isLabelledAsCustomers } from "./id-owner";
import { findVatIds } from "./identifiers";
import { CUSTOMER_CONTEXT, type LabelKey, matchLabel } from "./labels";
import type { Layout, Line } from "./layout";
import { isInLetterheadBlock } from "./letterhead";
import { type NameEvidence, printedNameEvidence } from "./name-evidence";
import { hasLegalForm } from "./supplier-signals";
import type {
  Box,
  CrossCheck,
  Field,
  FieldName,
  InvoiceExtraction,
  InvoiceFields,
  Verdict,
  Word,
} from "./types";

/**
 * Why a field is sure. Each is evidence a person would accept without looking: an exact source, two
 * independent readings that agree, or a checksum. Nothing here is a tuned score, so a better reader
 * (more labels, more languages) keeps the same rule.
 */
export type Evidence =
  | "exact"
  | "totals-add-up"
  | "lines-add-up"
  | "checksum"
  | "labelled-unambiguous"
  | "dates-agree"
  | "currency-printed"
  | "title-printed"
  | "bic-matches-iban"
  | AmountEvidence
  | NameEvidence
  | CustomerEvidence;

/** A field a person typed (or confirmed) carries confidence 1, as do values read from e-invoice XML. */
const EXACT = 1;

const LABEL_OF: Partial<Record<FieldName, LabelKey>> = {
  invoiceNumber: "invoiceNumber",
  invoiceDate: "invoiceDate",
  dueDate: "dueDate",
  deliveryDate: "deliveryDate",
  supplierKvk: "kvk",
};

/**
 * The lines vouch for the net when they add up to it. Lines that add up to the gross instead (priced
 * incl. VAT) say nothing of a net that, with the VAT, does not make that gross: a misread net beside a
 * "Razem 805,00 | 185,15 | 990,15" sum row is no net the lines confirm.
 */
function linesVouchForNet(extraction: InvoiceExtraction): boolean {
  const fields = extraction.fields;
  const sum =
    extraction.lineItems.reduce((total, item) => total + item.amountCents, 0) -
    (fields.allowanceTotalCents?.value ?? 0) +
    (fields.chargeTotalCents?.value ?? 0);
  return sum === fields.subtotalCents?.value || passed(extraction.checks, "totals-add-up");
}

function passed(checks: readonly CrossCheck[], id: CrossCheck["id"]): boolean {
  return checks.some((check) => check.id === id && check.outcome === "pass");
}

function contains(outer: Box, inner: Box): boolean {
  const slack = Math.max(1, inner.height / 2);
  return (
    outer.page === inner.page &&
    inner.x >= outer.x - slack &&
    inner.y >= outer.y - slack &&
    inner.x + inner.width <= outer.x + outer.width + slack &&
    inner.y + inner.height <= outer.y + outer.height + slack
  );
}

function lineOf(layout: Layout, source: Box): Line | undefined {
  return layout.lines.find((line) => contains(line, source));
}

/** The source sits inline after a label of `key`, right of it on the same line, or under it. */
function isLabelled(layout: Layout, source: Box, key: LabelKey): boolean {
  const line = lineOf(layout, source);
  if (!line) return false;
  if (line.segments.some((segment) => segment.x <= source.x + 0.5 && matchLabel(key, segment.text) !== null))
    return true;
  const above = layout.lines.slice(Math.max(0, line.index - 3), line.index).reverse();
  return above.some((previous) =>
    previous.segments.some(
      (segment) =>
        segment.x < source.x + source.width &&
        source.x < segment.x + segment.width &&
        matchLabel(key, segment.text) !== null &&
        matchLabel(key, segment.text)?.trim() === "",
    ),
  );
}

function printedAsOneWord(layout: Layout, source: Box, value: string): boolean {
  const line = lineOf(layout, source);
  return (line?.words ?? []).some((word) => contains(source, word) && word.text.includes(value));
}

/** The customer's address block: the lines under the customer's name, in its column. */
function isInCustomerBlock(source: Box, customer: Box): boolean {
  const reach = Math.max(customer.height, 8);
  return (
    source.page === customer.page &&
    source.y >= customer.y - reach / 2 &&
    source.y <= customer.y + reach * 10 &&
    source.x < customer.x + Math.max(customer.width, reach * 20) &&
    source.x + source.width > customer.x - reach
  );
}

/**
 * An id printed inside the customer's address block is the customer's, wherever else the page repeats
 * it: the block's name must be surely the customer's (headed by a buyer's label, a postcode line after).
 */
function isCustomersOwnId(
  layout: Layout,
  id: string,
  found: readonly { value: string; box: Box }[],
  fields: InvoiceFields,
): boolean {
  const customer = fields.customerName;
  if (!customer?.source || !customerNameEvidence(layout, customer.value, customer.source, fields))
    return false;
  const block = customer.source;
  return found.some((other) => other.value === id && isInCustomerBlock(other.box, block));
}

function compactId(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

/**
 * The id is printed in one segment with the supplier's name ("VAT of Storyblok GmbH ATU72706128"),
 * and that name is sure without the id (its domain, its own block): the page says whose id it is.
 */
function isBesideSuppliersName(layout: Layout, value: string, fields: InvoiceFields): boolean {
  const name = fields.supplierName?.value;
  if (!name) return false;
  const { supplierIban } = fields;
  const withoutId: InvoiceFields = { ...fields, supplierVatId: undefined, supplierIban: undefined };
  if (supplierIban && validateIban(supplierIban.value).ok) withoutId.supplierIban = supplierIban;
  if (!printedNameEvidence(layout, name, withoutId)) return false;
  const [id, wanted] = [compactId(value), compactId(name)];
  return layout.lines.some((line) =>
    line.segments.some((segment) => {
      const text = compactId(segment.text);
      return text.includes(id) && text.includes(wanted);
    }),
  );
}

/**
 * The id is printed in the letterhead's own block under the supplier's name, a company by its legal
 * form: the issuer's block, whatever other ids the page prints (the customer's in its address).
 */
function isInSuppliersLetterhead(layout: Layout, value: string, fields: InvoiceFields): boolean {
  const name = fields.supplierName;
  if (!name?.source || !hasLegalForm(name.value)) return false;
  const source = name.source;
  return findVatIds(layout).some(
    (found) =>
      normaliseVatNumber(found.value) === normaliseVatNumber(value) &&
      isInLetterheadBlock(layout, source, found.box),
  );
}

/**
 * A seller outside the EU invoices EU buyers with its one-stop-shop number (EU + 9 digits), a UK seller
 * with its VAT number (GB + 9 digits, check digits valid). Neither is ever a buyer's id on an EU invoice.
 */
function isNonMemberVatId(value: string): boolean {
  return /^EU\d{9}$/.test(value) || (/^GB\d{9}$/.test(value) && isValidUkVatNumber(value.slice(2)));
}

/**
 * A valid VAT id is the supplier's when the page told two ids apart (the other is the customer's), when
 * it is printed outside the customer's address block, or on the supplier's legal line beside its name.
 */
function isSuppliersVatId(layout: Layout | undefined, value: string, fields: InvoiceFields): boolean {
  if (!validateVatNumber(value).ok && !isNonMemberVatId(value)) return false;
  if (layout && isAnotherCompanysId(layout, value, fields.supplierName?.value)) return false;
  // Printed as the customer's ("Ihre USt-IdNr."), or in the address window under the return line.
  if (layout && isLabelledAsCustomers(layout, value)) return false;
  if (
    layout &&
    findVatIds(layout).some(
      (found) =>
        normaliseVatNumber(found.value) === normaliseVatNumber(value) && isInAddressWindow(layout, found.box),
    )
  )
    return false;
  const customer = fields.customerVatId?.value;
  if (customer !== undefined) return customer !== value;
  if (layout && isBesideSuppliersName(layout, value, fields)) return true;
  if (layout && isInSuppliersLetterhead(layout, value, fields)) return true;
  // Another valid id on the page that nothing assigned leaves open which one is the supplier's, unless
  // the customer's own address block prints it (under "Bill to", a postcode line after the name).
  const others = layout
    ? findVatIds(layout).filter((found) => normaliseVatNumber(found.value) !== normaliseVatNumber(value))
    : [];
  if (layout && others.some((other) => !isCustomersOwnId(layout, other.value, others, fields))) return false;
  const source = fields.supplierVatId?.source;
  const customerName = fields.customerName?.source;
  if (source && customerName && !isInCustomerBlock(source, customerName)) return true;
  const name = fields.supplierName?.value;
  if (!layout || !name) return false;
  const wanted = value.replace(/\s+/g, "").toUpperCase();
  const first = name.toLowerCase().split(/\s+/)[0] ?? "";
  return layout.lines.some(
    (line) =>
      line.text.replace(/\s+/g, "").toUpperCase().includes(wanted) &&
      first.length >= 3 &&
      line.text.toLowerCase().includes(first),
  );
}

/**
 * The fields with only the identifiers that are surely the supplier's: a name is confirmed by an id
 * beside it only when that id is not the customer's (a swapped pair would confirm itself).
 */
function withSuppliersOwnIds(fields: InvoiceFields, layout: Layout): InvoiceFields {
  const { supplierVatId, supplierIban, ...rest } = fields;
  return {
    ...rest,
    ...(supplierVatId && isSuppliersVatId(layout, supplierVatId.value, fields) ? { supplierVatId } : {}),
    ...(supplierIban && isSuppliersIban(layout, supplierIban.value) ? { supplierIban } : {}),
  };
}

/** Words that say an account is debited: the IBAN beside them is the payer's, the customer's. */
const DIRECT_DEBIT =
  /lastschrift|abgebucht|abbuchung|einzug|eingezogen|direct debit|debited|pr[ée]l[èe]vement|pr[ée]lev[ée]|incasso|afgeschreven|domicili[ëe]ring|domiciliation|mandat/i;

/**
 * A valid IBAN is the supplier's unless the page prints it where a debit is announced or the
 * customer's account is named ("SEPA-Lastschrift … IBAN DE…", "Ihr Konto"): a checksum proves the
 * digits, not whose account it is. The line above in its column counts (a mandate's heading over its IBAN).
 */
function isSuppliersIban(layout: Layout | undefined, value: string): boolean {
  if (!validateIban(value).ok) return false;
  if (!layout) return true;
  const wanted = value.replace(/\s+/g, "").toUpperCase();
  // Per segment: a column beside the IBAN ("Kundennummer 4711") is another block.
  return !layout.lines.some((line) =>
    line.segments.some((segment) => {
      if (!segment.text.replace(/\s+/g, "").toUpperCase().includes(wanted)) return false;
      const above = segmentAbove(layout, line.index, segment)?.text ?? "";
      return DIRECT_DEBIT.test(`${above} ${segment.text}`) || CUSTOMER_CONTEXT.test(segment.text);
    }),
  );
}

function wordsIn(layout: Layout, source: Box): string {
  const line = lineOf(layout, source);
  return (line?.words ?? [])
    .filter((word) => contains(source, word))
    .map((word) => word.text)
    .join(" ");
}

const SLASH_DATE = /(?<!\d)(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})(?!\d)/;

/**
 * A printed date reads one way only: a month name, a year first, dots or dashes (never American), a
 * day above 12, or a slash date on a page whose other slash dates settle the order.
 */
function isUnambiguousDate(printed: string, iso: string, layout: Layout): boolean {
  const found = findDates(printed);
  if (found.length !== 1 || found[0]?.iso !== iso) {
    // Read month-first: the page showed it writes dates the American way.
    if (!findDates(printed, "month-first").some((date) => date.iso === iso)) return false;
  }
  const slash = SLASH_DATE.exec(printed);
  if (!slash) return true;
  const first = Number(slash[1]);
  const second = Number(slash[2]);
  if (first === second || first > 12 || second > 12) return true;
  return layout.lines.some((line) =>
    [...line.text.matchAll(new RegExp(SLASH_DATE, "g"))].some((m) => Number(m[1]) > 12 || Number(m[2]) > 12),
  );
}

/** Document titles; German compounds count ("Handelsrechnung", "Teilrechnung", "Schlussrechnung"). */
const TITLE =
  /^(factuur|invoice|tax invoice|\p{L}*rechnung|facture|creditnota|credit ?nota|credit note|gutschrift|avoir)(?![\p{L}])/iu;
const CREDIT = /\b(creditnota|credit ?nota|credit note|credit memo|gutschrift|avoir|note de cr[ée]dit)\b/i;

/** One title on the page names the document, and the other kind is named nowhere. */
function isTitlePrinted(layout: Layout, value: string): boolean {
  // A title opens its own segment: a letterhead column may print before it on the line ("Straße 20 | RECHNUNG").
  const titles = layout.lines.filter((line) =>
    line.segments.some((segment) => TITLE.test(segment.text.trim())),
  );
  const credit = layout.lines.some((line) => CREDIT.test(line.text));
  if (value === "credit-note") return credit && titles.some((line) => CREDIT.test(line.text));
  return titles.length > 0 && !credit;
}

function amountsEvidence(extraction: InvoiceExtraction, name: FieldName): Evidence | null {
  const { fields, checks } = extraction;
  const allThree = fields.subtotalCents && fields.vatTotalCents && fields.totalCents;
  const addUp = allThree && passed(checks, "totals-add-up");
  const vatFailed = checks.some((check) => check.id === "vat-matches-rate" && check.outcome === "fail");
  if (name === "amountDueCents")
    return addUp && !vatFailed && fields.amountDueCents?.value === fields.totalCents?.value
      ? "totals-add-up"
      : null;
  if (addUp && !vatFailed) return "totals-add-up";
  return null;
}

function identifierEvidence(
  fields: InvoiceFields,
  name: FieldName,
  value: string,
  layout: Layout | undefined,
): Evidence | null {
  if (name === "supplierIban") return isSuppliersIban(layout, value) ? "checksum" : null;
  if (name === "supplierVatId") return isSuppliersVatId(layout, value, fields) ? "checksum" : null;
  if (name === "customerVatId")
    return validateVatNumber(value).ok && value !== fields.supplierVatId?.value ? "checksum" : null;
  if (name === "supplierBic") {
    const iban = fields.supplierIban?.value.replace(/\s/g, "");
    return iban && validateIban(iban).ok && value.slice(4, 6) === iban.slice(0, 2)
      ? "bic-matches-iban"
      : null;
  }
  if (name === "paymentReference") return null;
  return null;
}

/** "Rechnung Nr. 471102 vom 15.11.2024": the word that ties a date to the number before it. */
const DATED = /^(vom|von|du|van|of|dated|del|de|dal|af|från|fra|z|dnia)$/i;
/** "Invoice # RE-507 issued at 2019-06-10": two words that do the same. */
const ISSUED = /^(issued|ausgestellt|[ée]mise?|uitgegeven)$/i;
const ISSUED_AT = /^(at|on|am|le|op)$/i;

/** How many words before the date tie it to the number: 1 ("vom"), 2 ("issued on"), or 0 for none. */
function connectorLength(words: readonly Word[], at: number): number {
  const [before, last] = [words[at - 2]?.text ?? "", words[at - 1]?.text ?? ""];
  if (DATED.test(last)) return 1;
  return ISSUED.test(before) && ISSUED_AT.test(last) ? 2 : 0;
}

/**
 * The words of a line with the lines right above and below it: a title wrapped after "vom" puts
 * the date on the next line ("Rechnung Nr. 471102 vom" / "06.12.2018"), and the date's source may be
 * either line.
 */
function wordsAround(layout: Layout, line: Line): readonly Word[] {
  const near = (other: Line | undefined): other is Line =>
    other !== undefined &&
    other.page === line.page &&
    Math.abs(other.y - line.y) < Math.max(line.height, other.height) * 2;
  const above = layout.lines[line.index - 1];
  const below = layout.lines[line.index + 1];
  return [...(near(above) ? above.words : []), ...line.words, ...(near(below) ? below.words : [])];
}

/**
 * The invoice date follows "vom"/"du"/"dated" straight after the invoice number, on the line where
 * that number is labelled and printed whole: the title line names both, so neither is a guess.
 * Returns the printed date word, or null.
 */
function dateAfterInvoiceNumber(
  extraction: InvoiceExtraction,
  iso: string,
  layout: Layout,
  source: Box,
): Word | null {
  const number = extraction.fields.invoiceNumber;
  const line = lineOf(layout, source);
  if (!number?.source || !line) return null;
  if (!isLabelled(layout, number.source, "invoiceNumber")) return null;
  const words = wordsAround(layout, line);
  const at = words.findIndex((word) => findDates(word.text).some((date) => date.iso === iso));
  const connector = at > 0 ? connectorLength(words, at) : 0;
  const numberWord = words[at - 1 - connector];
  if (connector === 0 || !numberWord) return null;
  if (!contains(number.source, numberWord)) return null;
  return numberWord.text.replace(/[,:;]$/, "") === number.value ? (words[at] ?? null) : null;
}

function dateEvidence(
  extraction: InvoiceExtraction,
  name: FieldName,
  field: Field<unknown>,
  layout: Layout,
): Evidence | null {
  const key = LABEL_OF[name];
  if (!key || !field.source || typeof field.value !== "string") return null;
  const dated =
    name === "invoiceDate" ? dateAfterInvoiceNumber(extraction, field.value, layout, field.source) : null;
  if (!dated && !isLabelled(layout, field.source, key)) return null;
  const printed = dated?.text ?? wordsIn(layout, field.source);
  if (!isUnambiguousDate(printed, field.value, layout)) return null;
  if (name === "dueDate") {
    const invoiceDate = extraction.fields.invoiceDate?.value;
    if (invoiceDate && daysBetween(invoiceDate, field.value) < 0) return null;
  }
  return "labelled-unambiguous";
}

function layoutEvidence(
  extraction: InvoiceExtraction,
  name: FieldName,
  field: Field<unknown>,
  layout: Layout,
): Evidence | null {
  const { fields } = extraction;
  switch (name) {
    case "invoiceDate":
    case "dueDate":
    case "deliveryDate":
      return dateEvidence(extraction, name, field, layout);
    case "invoiceNumber":
    case "supplierKvk":
      // A number joined from words the page prints apart ("B172FB37 0003", a dash the text layer lost) is a guess.
      return field.source &&
        isLabelled(layout, field.source, LABEL_OF[name] as LabelKey) &&
        printedAsOneWord(layout, field.source, String(field.value))
        ? "labelled-unambiguous"
        : null;
    case "currency":
      return typeof field.value === "string" &&
        (isOnlyCurrencyPrinted(layout, field.value) ||
          isLabelledCurrency(layout, field.value) ||
          isPrintedOnSureTotal(extraction, field.value, layout))
        ? "currency-printed"
        : null;
    case "documentType":
      return typeof field.value === "string" && isTitlePrinted(layout, field.value) ? "title-printed" : null;
    case "supplierName":
      return typeof field.value === "string"
        ? printedNameEvidence(layout, field.value, withSuppliersOwnIds(fields, layout))
        : null;
    case "customerName":
      return typeof field.value === "string"
        ? customerNameEvidence(layout, field.value, field.source, fields)
        : null;
    default:
      return null;
  }
}

/**
 * The total, itself sure, is printed with this currency in its own cell ("390.00 EUR" while a
 * conversion prints PLN elsewhere): the currency of the amount that is paid.
 */
function isPrintedOnSureTotal(extraction: InvoiceExtraction, code: string, layout: Layout): boolean {
  const source = extraction.fields.totalCents?.source;
  if (!source) return false;
  const sure = amountsEvidence(extraction, "totalCents") !== null || isGrossPrintedTwice(extraction, layout);
  const line = lineOf(layout, source);
  const cell = line?.segments.find((segment) => overlaps(segment, source));
  return sure && cell !== undefined && isPrintedWithAmount(layout, cell.text, code);
}

/** Payment terms agree with the two dates they connect. */
function termsEvidence(fields: InvoiceFields): Evidence | null {
  const { invoiceDate, dueDate, paymentTermsDays } = fields;
  if (!invoiceDate || !dueDate || !paymentTermsDays) return null;
  return daysBetween(invoiceDate.value, dueDate.value) === paymentTermsDays.value ? "dates-agree" : null;
}

/** What the page tells beyond the extraction: its layout, and the words whose glyphs did not map to text. */
export interface PageEvidence {
  readonly layout: Layout;
  /** Boxes of words that held control or replacement characters (a glyph the text layer cannot name). */
  readonly damaged: readonly Box[];
}

function overlaps(a: Box, b: Box): boolean {
  return (
    a.page === b.page &&
    a.x < b.x + b.width &&
    b.x < a.x + a.width &&
    a.y < b.y + b.height &&
    b.y < a.y + a.height
  );
}

/** Characters a text layer gives for glyphs it cannot name: the word around them may miss a letter. */
function hasUnnamedGlyph(text: string): boolean {
  for (const character of text) {
    const code = character.charCodeAt(0);
    if (code < 32 || code === 127 || code === 0xfffd) return true;
  }
  return false;
}

/** The boxes of words with unnamed glyphs, gathered before extraction strips those characters. */
export function findDamagedWords(words: readonly Word[]): Box[] {
  return words.filter((word) => hasUnnamedGlyph(word.text));
}

/**
 * Why a field of this extraction is sure, or null when a person should check it. Without the page
 * (a stored row from before verdicts existed), only evidence inside the extraction counts.
 */
export function findEvidence(
  extraction: InvoiceExtraction,
  name: FieldName,
  page?: PageEvidence,
): Evidence | null {
  const field = extraction.fields[name] as Field<unknown> | undefined;
  if (!field) return null;
  if (extraction.method === "e-invoice" || field.confidence >= EXACT) return "exact";
  const source = field.source;
  if (source && page?.damaged.some((box) => overlaps(box, source))) return null;
  const layout = page?.layout;
  if (["subtotalCents", "vatTotalCents", "totalCents", "amountDueCents"].includes(name)) {
    const sum = amountsEvidence(extraction, name);
    if (sum) return sum;
    if (
      name === "subtotalCents" &&
      passed(extraction.checks, "lines-sum-to-subtotal") &&
      linesVouchForNet(extraction)
    )
      return "lines-add-up";
    const due = extraction.fields.amountDueCents?.value;
    if (
      (name !== "amountDueCents" || due === extraction.fields.totalCents?.value) &&
      layout &&
      isTotalAfterWithholding(extraction, layout)
    )
      return "total-after-withholding";
    if (name === "totalCents" && layout && isGrossPrintedTwice(extraction, layout))
      return "gross-printed-twice";
    if (name === "totalCents" && layout && isSumOfLines(extraction, layout)) return "lines-make-total";
    if (name === "amountDueCents" && layout && amountsEvidence(extraction, "totalCents") !== null) {
      if (isTotalLessPrepaid(extraction, layout)) return "total-less-prepaid";
      if (isTotalPlusBalance(extraction, layout)) return "total-plus-balance";
    }
    return null;
  }
  if (typeof field.value === "string") {
    const identifier = identifierEvidence(extraction.fields, name, field.value, layout);
    if (identifier) return identifier;
  }
  if (name === "paymentReference")
    return passed(extraction.checks, "payment-reference-checksum") ? "checksum" : null;
  if (name === "paymentTermsDays") return termsEvidence(extraction.fields);
  return layout ? layoutEvidence(extraction, name, field, layout) : null;
}

/**
 * No amount due read: the invoice asks to pay its total (the export's PayableAmount). That is sure
 * when the total is, and the page gives no sign that anything was paid or another amount is due. A
 * credit (a negative total, a credit note) may be refunded, set off or kept: the page does not say which.
 */
function totalAsAmountDueVerdict(extraction: InvoiceExtraction, layout: Layout, totalSure: boolean): Verdict {
  const total = extraction.fields.totalCents?.value ?? 0;
  const credit = total <= 0 || extraction.fields.documentType?.value === "credit-note";
  return totalSure && !credit && isTotalTheAmountDue(extraction, layout) ? "sure" : "check";
}

/** The verdict a review shows: stored with the field, derived the same way for rows stored before it. */
export function verdictOf(extraction: InvoiceExtraction, name: FieldName): Verdict | null {
  const field = extraction.fields[name];
  // No amount due read: the one the total stands for (withVerdicts), none on rows stored before it.
  if (!field) return name === "amountDueCents" ? (extraction.amountDueVerdict ?? null) : null;
  return field.verdict ?? (findEvidence(extraction, name) ? "sure" : "check");
}

/** Every field with its verdict, decided from the extraction and (when at hand) the page it was read from. */
export function withVerdicts(extraction: InvoiceExtraction, page?: PageEvidence): InvoiceExtraction {
  const fields: Record<string, Field<unknown>> = {};
  for (const [name, field] of Object.entries(extraction.fields) as [
    FieldName,
    Field<unknown> | undefined,
  ][]) {
    if (!field) continue;
    fields[name] = { ...field, verdict: findEvidence(extraction, name, page) ? "sure" : "check" };
  }
  const due =
    page && fields.totalCents && !fields.amountDueCents
      ? {
          amountDueVerdict: totalAsAmountDueVerdict(
            extraction,
            page.layout,
            fields.totalCents.verdict === "sure",
          ),
        }
      : {};
  return { ...extraction, fields: fields as InvoiceFields, ...due };
}

/** The fields a person should check before the invoice is booked. */
export function fieldsToCheck(extraction: InvoiceExtraction): FieldName[] {
  return (Object.keys(extraction.fields) as FieldName[]).filter(
    (name) => verdictOf(extraction, name) === "check",
  );
}
