import { levenshteinDistance } from "../../dedupe/similarity";
import {
  DELIVERY_LABEL,
  findAddressBlocks,
  isPostcodeLine,
  isSalutation,
  returnAddressName,
} from "./address-blocks";
import { findAmounts } from "./amounts";
import { findDates } from "./dates";
import { joinKernedWords } from "./kerning";
import { FOUND_BY_CONFIDENCE, findLabelledValues, type LabelledValue } from "./labelled-value";
import { DOCUMENT_TITLES, type LabelKey, matchLabel } from "./labels";
import { type Layout, type Segment, segmentsBelow, segmentsRightOf } from "./layout";
import { readTableHeader } from "./line-item-header";
import { spacedAsPrinted } from "./name-cut";
import { namesOwnCompany, type OwnCompany, sameCompanyName } from "./own-company";
import {
  accountHolderName,
  emailNames,
  footerLegalName,
  hasLegalForm,
  isNotSupplierName,
  isStreetLine,
  matchesDomain,
  namedSender,
  pageDomains,
  tradingNameBeforePerson,
  withoutTagline,
} from "./supplier-signals";
import type { Box, Field } from "./types";

const LEGAL_FORM =
  /\b(b\.?v\.?|n\.?v\.?|v\.o\.f\.?|vof|gmbh|ag|ug|kg|kgaa|ohg|gbr|se|a\.g|e\.v|e\.g|sarl|sas|sasu|eurl|sa|srl|bvba|ltd|limited|llc|inc|plc|bv)\.?$/i;
const CONTACT = /(@|www\.|https?:|\+\d{2})/i;
// Letter-aware edges: a plain \b sees "Hôtel" as "Hô" + "tel".
const PHONE_WORD = /(?<!\p{L})(?:tel|telefoon|phone|fax|e-?mail|mobiel|mobile)(?!\p{L})\.?\s*(:?)\s*(.?)/giu;

/** Contact details: an address, a link, or a phone word that opens the text or precedes its number ("Koala Mobile" is a name). */
function isContactText(text: string): boolean {
  if (CONTACT.test(text)) return true;
  for (const match of text.trim().matchAll(PHONE_WORD))
    if (match.index === 0 || match[1] === ":" || /[+(\d]/.test(match[2] ?? "")) return true;
  return false;
}
const OTHER_LABELS: readonly LabelKey[] = [
  "invoiceNumber",
  "invoiceDate",
  "dueDate",
  "deliveryDate",
  "kvk",
  "vatId",
  "iban",
  "bic",
  "paymentReference",
  "paymentTerms",
  "subtotal",
  "total",
  "vat",
  "customer",
  "supplier",
];

const DELIVERY_LABEL_ALONE = new RegExp(`${DELIVERY_LABEL.source}\\s*:?$`, "i");

/** A label on its own or followed by a colon; "Lieferant GmbH" is a name that starts like a label. */
function isLabel(text: string): boolean {
  return OTHER_LABELS.some((key) => {
    const rest = matchLabel(key, text);
    if (rest === null) return false;
    if (key !== "supplier" && key !== "customer") return true;
    return rest.length === 0 || text.slice(0, text.length - rest.length).includes(":");
  });
}

/**
 * The form of address a letter prints before the addressee on the same line ("Firma Bauer Bau AG",
 * "Herrn Peter Schmidt", "Monsieur Jean Martin", "Dhr. J. de Vries"): no part of the name. Case as
 * printed, and a capital after it, so "Frau" in "Frauenhofer" or a lowercase word stays.
 */
const ADDRESS_FORM =
  /^(?:Herrn?|HERRN?|Frau|FRAU|Firma|FIRMA|Mr\.?|Mrs\.?|Ms\.?|Dhr\.?|Mevr\.?|Monsieur|MONSIEUR|Madame|MADAME|Mme\.?)\s+(?=\p{Lu})/u;

/** A party name: has letters, is no label, date, amount or document title, and is not mostly digits. */
export function parseName(text: string): string | null {
  // ": Liselotte Müllermann" after a label set apart from its colon.
  const trimmed = text
    .trim()
    .replace(/^[:;,]\s*/, "")
    .replace(ADDRESS_FORM, "");
  if (!/\p{L}{2}/u.test(trimmed) || trimmed.length > 80) return null;
  if (isLabel(trimmed) || DOCUMENT_TITLES.test(trimmed) || isSalutation(trimmed)) return null;
  // "Ship to", "Afleveradres:" alone: a delivery label over the name, not its first words.
  if (DELIVERY_LABEL_ALONE.test(trimmed)) return null;
  if (/^(gln|gtin|duns|ean|siret|siren|kdnr|kunden-?nr)\b/i.test(trimmed)) return null;
  if (/^(page|seite|pagina|blad)\s+\d+/i.test(trimmed)) return null;
  if ((trimmed.match(/\d/g)?.length ?? 0) > 3) return null;
  if (findDates(trimmed).length > 0 || findAmounts(trimmed, "comma-decimal").length > 0) return null;
  if (isContactText(trimmed)) return null;
  // Unknown labels ("Order date", "Klantnummer") are not names either.
  if (/(date|datum|datum:|nummer|number|no\.|nr\.|:)$/i.test(trimmed)) return null;
  return trimmed;
}

function isAddressLine(text: string): boolean {
  return (
    !isContactText(text) &&
    !isLabel(text) &&
    findDates(text).length === 0 &&
    /\p{L}/u.test(text) &&
    text.length <= 80
  );
}

/** The block under a name: the lines below, aligned with it, until a gap, a label or contact details. */
function blockBelow(layout: Layout, name: Segment, maxLines: number): Segment[] {
  const block: Segment[] = [];
  let previous: Segment = name;
  for (let index = name.line + 1; index < layout.lines.length && block.length < maxLines; index++) {
    const line = layout.lines[index];
    if (!line || line.page !== name.page || line.y - (previous.y + previous.height) > previous.height * 1.2)
      break;
    const aligned = line.segments.find(
      (s) =>
        Math.abs(s.x - name.x) < name.height * 1.2 ||
        Math.abs(s.x + s.width - (name.x + name.width)) < name.height * 0.6,
    );
    if (!aligned) break;
    if (!isAddressLine(aligned.text)) break;
    block.push(aligned);
    previous = aligned;
  }
  return block;
}

/** Lines and horizontal extent of the customer's address block. */
export interface CustomerBlock {
  readonly lines: ReadonlySet<number>;
  readonly left: number;
  readonly right: number;
}

export interface Parties {
  readonly supplierName?: Field<string>;
  readonly supplierAddress?: Field<string>;
  readonly customerName?: Field<string>;
  /** The customer's block, so their VAT-id and IBAN are not taken for the supplier's. */
  readonly customerBlock: CustomerBlock | null;
}

const PARTY_LABEL_OPTIONS = { maxBelow: 4, belowCandidates: 4, inlineNeedsColon: true } as const;

function normaliseName(name: string): string {
  return name.replace(/\s+/g, " ").trim().toLowerCase();
}

function sameName(a: string, b: string): boolean {
  return normaliseName(a) === normaliseName(b);
}

/** The same name read twice, once with an OCR slip ("Bel Spiel GmbH", "Bei Spiel GmbH"). */
function nearlySameName(a: string, b: string): boolean {
  const left = normaliseName(a);
  const right = normaliseName(b);
  return left.length >= 6 && levenshteinDistance(left, right) <= Math.max(1, Math.floor(left.length / 12));
}

/**
 * The return address's name as printed elsewhere on the first page in larger type (the letterhead):
 * OCR reads large type more reliably, so a near-identical spelling there wins.
 */
function letterheadSpelling(layout: Layout, returned: Segment): string {
  for (const line of layout.lines) {
    if (line.page !== 1) break;
    for (const segment of line.segments)
      if (
        segment.height > returned.height &&
        !sameName(segment.text, returned.text) &&
        nearlySameName(segment.text, returned.text)
      )
        return segment.text.trim();
  }
  return returned.text;
}

function segmentAt(layout: Layout, box: Box): Segment | undefined {
  return layout.lines
    .flatMap((line) => (line.page === box.page ? line.segments : []))
    .find((s) => s.x === box.x && s.y === box.y);
}

/** The segment on the next line up or down, starting in the same column, with no blank line between. */
function segmentAdjacent(layout: Layout, segment: Segment, step: 1 | -1): Segment | undefined {
  const line = layout.lines[segment.line + step];
  if (!line || line.page !== segment.page) return undefined;
  const gap = step === 1 ? line.y - (segment.y + segment.height) : segment.y - (line.y + line.height);
  if (gap > segment.height * 0.8) return undefined;
  return line.segments.find((s) => Math.abs(s.x - segment.x) < segment.height * 0.6);
}

/** "Attn: Linda Kok", "t.a.v. de administratie", "z. Hd. Frau Weber": the line that routes a letter to a person. */
const ATTENTION_LINE =
  /^(?:attn\b\.?|attention\b|att[.:]|t\.\s?a\.\s?v\.?|ter attentie van|z\.\s?hd\.?|zu h[äa]nden|[àa] l'attention d|fao\b|for the attention of|c\/o\b)/iu;

/** A name with an attention line right under or over it is the addressee's company: the buyer, never the sender. */
function nextToAttentionLine(layout: Layout, segment: Segment): boolean {
  return ([1, -1] as const).some((step) => {
    const next = segmentAdjacent(layout, segment, step);
    return Boolean(next && ATTENTION_LINE.test(next.text.trim()));
  });
}

/** A name right under "Ship to", "Afleveradres", "Lieferadresse": where the goods go, never the sender. */
function underDeliveryLabel(layout: Layout, segment: Segment): boolean {
  const above = segmentAdjacent(layout, segment, -1);
  return Boolean(above && DELIVERY_LABEL_ALONE.test(above.text.trim()));
}

/** A phrase of three or more words with a lower-case word that is no particle: a slogan, not a name. */
function isSentenceCase(text: string): boolean {
  return text.trim().split(/\s+/).length >= 3 && !spacedAsPrinted(text.trim());
}

/**
 * A company name printed over two lines: a trading name followed by the legal name ("MVM
 * Musterhafter" / "Versicherungsverein Musterstadt a.G."). A greeting ("Herrn") is never part of it.
 */
function fullName(layout: Layout, segment: Segment | undefined, name: string): string {
  if (!segment || LEGAL_FORM.test(name)) return name;
  const below = segmentAdjacent(layout, segment, 1);
  const legal = below ? parseName(below.text) : null;
  if (!legal || !LEGAL_FORM.test(legal) || isPostcodeLine(legal))
    return legalNameBeside(layout, segment, name);
  // "Zonnig" over "Zonnig Energie Nederland B.V.": the legal name already holds the trading name.
  // "Simply better software" over "Acme Software Ltd": a phrase in sentence case is a slogan.
  if (normaliseName(legal).startsWith(normaliseName(name)) || isSentenceCase(name)) return legal;
  return `${name} ${legal}`;
}

/**
 * A wordmark ("PIXELHAVEN", letter-spaced) beside the sender block that opens with its legal name
 * ("Pixelhaven Studio B.V." at the right, level with it): the legal name holds the wordmark's words.
 * Only a name with a legal form that starts with the wordmark, within the wordmark's own height.
 */
function legalNameBeside(layout: Layout, segment: Segment, name: string): string {
  const wordmark = normaliseName(name);
  if (wordmark.length < 3) return name;
  const first = Math.max(0, segment.line - 3);
  for (const line of layout.lines.slice(first, segment.line + 4)) {
    if (line.page !== segment.page || Math.abs(line.y - segment.y) > segment.height) continue;
    for (const other of line.segments) {
      if (other === segment || other.x < segment.x + segment.width) continue;
      const legal = parseName(other.text);
      if (legal && LEGAL_FORM.test(legal) && normaliseName(legal).startsWith(`${wordmark} `)) return legal;
    }
  }
  return name;
}

/**
 * A letterhead that opens with a trading name over the legal name: when the legal name was chosen,
 * the line above it is its first part if it is a name and nothing is printed above that.
 */
function withTradingName(layout: Layout, segment: Segment, name: string): string {
  if (!LEGAL_FORM.test(name) || name !== segment.text.trim()) return name;
  const above = segmentAdjacent(layout, segment, -1);
  const trading = above ? parseName(above.text) : null;
  if (!above || !trading || LEGAL_FORM.test(trading) || segmentAdjacent(layout, above, -1)) return name;
  return `${trading} ${name}`;
}

/** Without a customer label: the first address block on page 1 that is not the supplier's or a delivery address. */
function customerFromAddressBlocks(
  layout: Layout,
  supplierName: string | undefined,
): Field<string> | undefined {
  for (const block of findAddressBlocks(layout)) {
    if (block.delivery) continue;
    const index = block.lines.findIndex((s) => parseName(s.text) !== null);
    const segment = block.lines[index];
    const name = segment ? parseName(segment.text) : null;
    if (!name || !segment) continue;
    // "Bakkerij Jansen" over its address is the supplier the footer names "Bakkerij Jansen B.V.".
    if (supplierName && (nearlySameName(name, supplierName) || sameCompanyName(name, supplierName))) continue;
    return { value: name, confidence: 0.7, source: segment };
  }
  return undefined;
}

const NAME_LABEL = /^(name|nom|naam|firma|firmenname|raison sociale|company|company name)\s*:?$/i;

/**
 * A party printed as a form: a heading ("Verkäufer", "Seller") over rows of "Nummer: …",
 * "Name: Lieferant GmbH", "Anschrift: …". The name is the value right of the "Name:" row.
 */
function nameUnderHeading(
  layout: Layout,
  key: "supplier" | "customer",
  parse: (text: string) => string | null,
): LabelledValue<string> | undefined {
  for (const line of layout.lines)
    for (const heading of line.segments) {
      if (matchLabel(key, heading.text)?.trim() !== "") continue;
      for (const below of layout.lines.slice(line.index + 1, line.index + 7)) {
        if (below.page !== line.page) break;
        const label = below.segments.find(
          (s) => Math.abs(s.x - heading.x) < heading.height * 2 && NAME_LABEL.test(s.text.trim()),
        );
        const value = label ? segmentsRightOf(layout, label)[0] : undefined;
        const name = value ? parse(value.text) : null;
        if (label && value && name)
          return { value: name, box: value, foundBy: "right", label: heading, text: value.text };
      }
    }
  return undefined;
}

function findCustomer(layout: Layout): { field: Field<string>; block: CustomerBlock } | undefined {
  const hit =
    nameUnderHeading(layout, "customer", parseName) ??
    findLabelledValues(layout, "customer", parseName, PARTY_LABEL_OPTIONS)[0];
  if (!hit) return undefined;
  const line = layout.lines.find((l) => l.segments.some((s) => s.x === hit.box.x && s.y === hit.box.y));
  const segment = line?.segments.find((s) => s.x === hit.box.x && s.y === hit.box.y) ?? hit.label;
  const lines = new Set<number>([hit.label.line, segment.line]);
  let right = segment.x + segment.width;
  // The customer's identifiers may sit a little further down in the same column.
  for (const extra of segmentsBelow(layout, segment, 7)) {
    if (Math.abs(extra.x - segment.x) >= segment.height) continue;
    lines.add(extra.line);
    right = Math.max(right, extra.x + extra.width);
  }
  const block = {
    lines,
    left: Math.min(segment.x, hit.label.x) - segment.height,
    right: right + segment.height,
  };
  const value = fullName(layout, segmentAt(layout, hit.box), hit.value);
  return {
    field: { value, confidence: FOUND_BY_CONFIDENCE[hit.foundBy], source: hit.box },
    block,
  };
}

export function isInCustomerBlock(block: CustomerBlock, line: number, box: Box): boolean {
  const centre = box.x + box.width / 2;
  return block.lines.has(line) && centre >= block.left && centre <= block.right;
}

/** The type size of a segment: its tallest word (a segment's box can span lines a tall word pulled together). */
function typeSize(segment: Segment): number {
  return Math.max(...segment.words.map((word) => word.height), 0) || segment.height;
}

/** Where the supplier is not: the buyer's block, the buyer's or own name, titles, labels, streets, slogans. */
interface NotSupplier {
  readonly customer: CustomerBlock | null;
  readonly customerName: string | undefined;
  readonly own: OwnCompany | undefined;
}

function isOtherParty(text: string, not: NotSupplier): boolean {
  return (
    namesOwnCompany(text, not.own) ||
    Boolean(
      not.customerName && (nearlySameName(text, not.customerName) || sameCompanyName(text, not.customerName)),
    )
  );
}

/**
 * The issuer's name at the top of page 1: the largest name-like text, with a bonus for a legal form
 * and for a name that matches the page's web or e-mail domain.
 */
function supplierCandidate(
  layout: Layout,
  not: NotSupplier,
  domains: readonly string[],
): Segment | undefined {
  // A short page (a payment receipt) puts the sender block below the top third of its text: look
  // further down only when the top third holds no name at all.
  return topCandidate(layout, not, domains, 0.35) ?? topCandidate(layout, not, domains, 0.5);
}

function topCandidate(
  layout: Layout,
  not: NotSupplier,
  domains: readonly string[],
  share: number,
): Segment | undefined {
  const firstPage = layout.lines.filter((line) => line.page === 1);
  const bottom = Math.max(...firstPage.map((line) => line.y + line.height), 1);
  let best: { segment: Segment; score: number } | undefined;
  for (const line of firstPage) {
    if (line.y > bottom * share) continue;
    let tableHeader: boolean | undefined;
    for (const segment of line.segments) {
      if (not.customer && isInCustomerBlock(not.customer, line.index, segment)) continue;
      if (!parseName(segment.text) || isOtherParty(segment.text, not)) continue;
      if (isNotSupplierName(segment.text) || isStreetLine(segment.text) || isCode(segment.text)) continue;
      if (nextToAttentionLine(layout, segment) || underDeliveryLabel(layout, segment)) continue;
      const legal = LEGAL_FORM.test(segment.text) || hasLegalForm(segment.text);
      const score = typeSize(segment) * (legal ? 1.25 : 1) * (matchesDomain(segment.text, domains) ? 1.3 : 1);
      if (best && score <= best.score * 1.05) continue;
      // A line-item table's column headers ("Description", "Qty", "Period") are never the issuer.
      tableHeader ??= readTableHeader(layout, line) !== null;
      if (!tableHeader) best = { segment, score };
    }
  }
  return best?.segment;
}

/** One token of capitals and digits with a digit in it ("BW-311", "INV/2026/7"): a number, not a name. */
function isCode(text: string): boolean {
  return /^(?=\S*\d)[\p{Lu}\d/#._-]+$/u.test(text.trim());
}

/** The usual type size of page 1: the median word height. */
function bodySize(layout: Layout): number {
  const heights = layout.lines
    .filter((line) => line.page === 1)
    .flatMap((line) => line.words.map((word) => word.height))
    .sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)] ?? 0;
}

/**
 * A name in body type over a street and a postcode, with no contact details or ids under it: the
 * addressee in the window, printed where a letterhead would be when the sender prints only a logo.
 */
function looksLikeAddressee(layout: Layout, segment: Segment): boolean {
  if (typeSize(segment) > bodySize(layout) * 1.1) return false;
  const block = blockBelow(layout, segment, 4);
  const next = layout.lines[(block.at(-1) ?? segment).line + 1];
  const contact = next?.segments.some(
    (other) => Math.abs(other.x - segment.x) < segment.height && isContactText(other.text),
  );
  return (
    !contact &&
    block.some((line) => isPostcodeLine(line.text)) &&
    block.every((line) => !/\d{6}/.test(line.text.replace(/\s/g, "")))
  );
}

/** The own company's name where it is printed: on a received invoice that is the buyer. */
function ownNameOnPage(layout: Layout, own: OwnCompany | undefined): Field<string> | undefined {
  for (const line of layout.lines)
    for (const segment of line.segments)
      if (namesOwnCompany(segment.text, own))
        return { value: segment.text.trim(), confidence: 0.9, source: segment };
  return undefined;
}

export function extractParties(layout: Layout, own?: OwnCompany): Parties {
  const customer = findCustomer(layout);
  const customerBlock = customer?.block ?? null;
  const theirName = (text: string): string | null => {
    const name = parseName(text);
    return name && !namesOwnCompany(name, own) ? name : null;
  };
  const labelled =
    nameUnderHeading(layout, "supplier", theirName) ??
    findLabelledValues(layout, "supplier", theirName, PARTY_LABEL_OPTIONS)[0];
  const returned = labelled ? undefined : returnAddressName(layout);
  const returnName = returned && !namesOwnCompany(returned.text, own) ? returned : undefined;
  const named = namedSender(layout, (line, segment) =>
    Boolean(customerBlock && isInCustomerBlock(customerBlock, line, segment)),
  );
  let nameSegment: Segment | undefined;
  let supplierName: Field<string> | undefined;
  if (labelled) {
    nameSegment = segmentAt(layout, labelled.box);
    supplierName = {
      value: fullName(layout, nameSegment, labelled.value),
      confidence: FOUND_BY_CONFIDENCE[labelled.foundBy],
      source: labelled.box,
    };
  } else if (returnName && parseName(returnName.text)) {
    supplierName = { value: letterheadSpelling(layout, returnName), confidence: 0.85, source: returnName };
  } else if (named) {
    supplierName = { value: named.text, confidence: 0.8, source: named };
  } else {
    const not: NotSupplier = { customer: customerBlock, customerName: customer?.field.value, own };
    const domains = pageDomains(layout, (line, segment) =>
      Boolean(customerBlock && isInCustomerBlock(customerBlock, line, segment)),
    );
    nameSegment = supplierCandidate(layout, not, domains);
    // A top line without a legal form (a trading name, a slogan, a logo's caption), or an addressee
    // in body type, yields to the legal name of the footer's registration line when there is one.
    const footer =
      nameSegment &&
      (LEGAL_FORM.test(nameSegment.text) || hasLegalForm(nameSegment.text)) &&
      !looksLikeAddressee(layout, nameSegment)
        ? undefined
        : (footerLegalName(layout, (name) => isOtherParty(name, not)) ?? accountHolderName(layout));
    if (footer) {
      // The letterhead's block is still the supplier's address when it names the same company.
      if (nameSegment && !sameCompanyName(nameSegment.text, footer.text)) nameSegment = undefined;
      supplierName = { value: footer.text, confidence: 0.85, source: footer };
    } else if (nameSegment) {
      const confidence = LEGAL_FORM.test(nameSegment.text) ? 0.88 : 0.75;
      const value = withTradingName(
        layout,
        nameSegment,
        fullName(layout, nameSegment, withoutTagline(nameSegment.text)),
      );
      supplierName = { value, confidence, source: nameSegment };
    }
  }
  let supplierAddress: Field<string> | undefined;
  if (nameSegment) {
    // A legal name printed under the trading name is part of the name, not of the address.
    const block = blockBelow(layout, nameSegment, 4)
      .filter((s, index) => index > 0 || !supplierName?.value.endsWith(s.text.trim()))
      .slice(0, 3);
    const first = block[0];
    if (first) {
      const last = block[block.length - 1] ?? first;
      supplierAddress = {
        value: block.map((s) => s.text.trim()).join(", "),
        confidence: block.length >= 2 ? 0.85 : 0.6,
        source: {
          page: first.page,
          x: Math.min(...block.map((s) => s.x)),
          y: first.y,
          width: Math.max(...block.map((s) => s.x + s.width)) - Math.min(...block.map((s) => s.x)),
          height: last.y + last.height - first.y,
        },
      };
    }
  }
  const customerFound =
    ownNameOnPage(layout, own) ?? customer?.field ?? customerFromAddressBlocks(layout, supplierName?.value);
  const customerName = customerFound && {
    ...customerFound,
    value: joinKernedWords(customerFound.value, layout),
  };
  if (supplierName) {
    const domains = pageDomains(layout, (line, segment) =>
      Boolean(customerBlock && isInCustomerBlock(customerBlock, line, segment)),
    );
    const value = tradingNameBeforePerson(
      joinKernedWords(supplierName.value, layout),
      domains,
      emailNames(layout),
    );
    supplierName = { ...supplierName, value };
  }
  return {
    ...(supplierName ? { supplierName } : {}),
    ...(supplierAddress ? { supplierAddress } : {}),
    ...(customerName ? { customerName } : {}),
    customerBlock,
  };
}
