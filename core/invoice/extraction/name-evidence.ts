import { LEGAL_FORM_WORDS } from "../../company/legal-forms";
import { addressLinesBelow, headingParty, isAddressHead, isHeadedBy, lineIndexAt } from "./column-heading";
import { CUSTOMER_CONTEXT, matchLabel } from "./labels";
import type { Layout } from "./layout";
import { hasLegalForm } from "./supplier-signals";
import type { Box, InvoiceFields } from "./types";

export type NameEvidence = "legal-line" | "web-domain" | "sender-block" | "seller-address";

function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

/** The words that tell one company from another: no legal form, nothing under three characters. */
function coreWords(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !LEGAL_FORM_WORDS.has(word));
}

/** Every word of the name but its legal form, short ones too: "Au bon moulin SARL" → "aubonmoulin". */
function nameWithoutLegalForm(name: string): string {
  return name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !LEGAL_FORM_WORDS.has(word))
    .join("");
}

/** Words that carry a legal form on after its first word: "GmbH & Co. KG", "Pty Ltd", "S.A. de C.V.". */
const LEGAL_FORM_JOINERS = new Set(["&", "+", "und", "and"]);

function isLegalFormWord(word: string): boolean {
  const bare = word.replace(/[.,]/g, "").toLowerCase();
  return LEGAL_FORM_JOINERS.has(bare) || hasLegalForm(`x ${bare}`);
}

/** Tokens that end a name on its line: a separator, a number (an address, an id), a bracket. */
const NAME_END = /[·|•;:()\d]/;

/**
 * The page prints the company's name on past what was read: "Medienpilot GmbH & Co. KG" where
 * "Medienpilot GmbH" was read, "Indeed Ireland Operations Limited" where "Indeed". Capitalised words
 * after the name that run into a legal form are still the name: the reading cut it short, and no
 * second reading of the short name makes it right.
 */
function isCutShort(layout: Layout, name: string): boolean {
  const wanted = name.trim().replace(/[.,]$/, "").toLowerCase();
  // Per segment: the next column on the line ("MUSTERLIEFERANT GMBH | MUSTER-KUNDE GMBH") is another name.
  for (const segment of layout.lines.flatMap((line) => line.segments)) {
    const text = segment.text.toLowerCase();
    for (let at = text.indexOf(wanted); at >= 0; at = text.indexOf(wanted, at + 1)) {
      if (at > 0 && /[\p{L}\p{N}]/u.test(text[at - 1] ?? "")) continue;
      const original = segment.text.slice(at + wanted.length);
      if (/^[\p{L}\p{N}]/u.test(original)) continue;
      const tokens = original.replace(/^[.,]/, "").trim().split(/\s+/).slice(0, 5);
      let moreName = false;
      for (const token of tokens) {
        if (!token || NAME_END.test(token)) break;
        // A bare legal form after a name read without one is the same company ("Gandi" · "Gandi SAS").
        if (isLegalFormWord(token)) {
          if (moreName || hasLegalForm(name)) return true;
          break;
        }
        if (!/^\p{Lu}/u.test(token) && !PARTICLES.has(token.toLowerCase())) break;
        moreName = true;
        if (token.endsWith(",")) break;
      }
    }
  }
  return false;
}

/** Small words a company name writes in lower case ("Bakkerij de Gouden Aar", "Müller und Söhne"). */
const PARTICLES = new Set(
  "de du des la le les van von der den het und and of the et en y di da del zu zum am im an auf für".split(
    " ",
  ),
);

/**
 * The block tells where the name is, not how it is spelled: a lower-case word inside it that is no
 * particle or abbreviation ("Taxiunter nehmen", "Gr undbesitz") is a kerning gap the text layer
 * turned into a space, and the name stays to check.
 */
export function spacedAsPrinted(name: string): boolean {
  return name
    .split(/\s+/)
    .slice(1)
    .every((word) => !/^\p{Ll}/u.test(word) || word.includes(".") || PARTICLES.has(word));
}

/** Lines under the name that still belong to its address block: at most this many. */
const BLOCK_LINES = 6;

/**
 * The supplier's own block prints its identifier: the name's line is followed, in the same column and
 * before any customer label, by a line holding the supplier's VAT id or IBAN.
 */
function isInSenderBlock(layout: Layout, source: Box, identifiers: readonly string[]): boolean {
  const start = lineIndexAt(layout, source);
  if (start < 0) return false;
  const reach = Math.max(source.height, 8) * 3;
  for (const line of layout.lines.slice(start + 1, start + 1 + BLOCK_LINES)) {
    if (line.page !== source.page) return false;
    const column = line.segments.filter((segment) => Math.abs(segment.x - source.x) <= reach);
    for (const segment of column) {
      if (CUSTOMER_CONTEXT.test(segment.text) || matchLabel("customer", segment.text) !== null) return false;
      if (identifiers.some((id) => compact(segment.text).includes(id))) return true;
    }
  }
  return false;
}

/** "Acme B.V.", and "Rohstoff AG Salzgitter": a capitalised legal form may stand before the seat. */
function namesLegalForm(name: string): boolean {
  return (
    hasLegalForm(name) ||
    name
      .split(/\s+/)
      .slice(1)
      .some((word) => /^\p{Lu}/u.test(word) && LEGAL_FORM_WORDS.has(word.replace(/\./g, "").toLowerCase()))
  );
}

/**
 * The block tells where the supplier is, not which of its lines is the name (a tagline, a street or a
 * person sit there too): a legal form, or the seller's label right above, says this line is the company.
 */
function isNamedAsCompany(layout: Layout, name: string, source: Box): boolean {
  if (!spacedAsPrinted(name)) return false;
  if (namesLegalForm(name)) return true;
  // Without a legal form only the seller's label right above vouches for it, and no line of its
  // address may name a company instead ("Seller:" / "Max Mustermann" / "Mustermann Consulting GmbH").
  const at = lineIndexAt(layout, source);
  return (
    headingParty(layout, source, { lines: 1, stopAtAddressEnd: true }) === "supplier" &&
    !addressLinesBelow(layout, at, source).some(namesLegalForm)
  );
}

const DOMAIN = /(?:@|\bwww\.|https?:\/\/(?:www\.)?)([\p{L}\p{N}-]+)\./giu;

/** Lines above a name scanned for a buyer's label: a person, a department or an id line may come between. */
const HEAD_LINES = 4;
/** Lines above an e-mail or web address scanned for a buyer's label: it closes an address block. */
const BLOCK_HEAD_LINES = 8;

/** The web and e-mail domains the page prints outside the customer's block (its e-mail is not the supplier's). */
function supplierSideDomains(layout: Layout): string[] {
  const domains: string[] = [];
  for (const line of layout.lines)
    for (const segment of line.segments)
      for (const match of segment.text.matchAll(DOMAIN))
        if (
          headingParty(layout, segment, { lines: BLOCK_HEAD_LINES, stopAtAddressEnd: false }) !== "customer"
        )
          domains.push(compact(match[1] ?? ""));
  return domains;
}

/**
 * Whether the page confirms the supplier name by a second, independent source: the legal line that
 * prints the name beside the supplier's own VAT id, KvK number or IBAN, or the supplier's web or
 * e-mail domain spelling the name.
 */
export function printedNameEvidence(
  layout: Layout,
  name: string,
  fields: InvoiceFields,
): NameEvidence | null {
  const words = coreWords(name);
  if (words.length === 0 || isCutShort(layout, name)) return null;
  const source = fields.supplierName?.source;
  // A name under "Bill to" is the customer's: the parties were swapped, and no second reading fixes that.
  if (source && headingParty(layout, source, { lines: HEAD_LINES, stopAtAddressEnd: true }) === "customer")
    return null;
  const identifiers = [fields.supplierVatId, fields.supplierKvk, fields.supplierIban]
    .map((field) => (field ? compact(field.value) : ""))
    .filter((value) => value.length >= 6);
  const wanted = compact(name);
  for (const line of layout.lines) {
    const text = compact(line.text);
    if (text.includes(wanted) && identifiers.some((id) => text.includes(id))) return "legal-line";
  }
  const core = words.join("");
  const whole = nameWithoutLegalForm(name);
  // A domain that spells only the first word names a brand: "Google Workspace" (a product) starts
  // with it as well as "Google Cloud EMEA Limited" does; only a company's legal form tells them apart.
  for (const domain of supplierSideDomains(layout))
    if (
      domain.length >= 4 &&
      (domain === core || domain === whole || (domain === words[0] && namesLegalForm(name)))
    )
      return "web-domain";
  if (!source || !isNamedAsCompany(layout, name, source)) return null;
  if (isInSenderBlock(layout, source, identifiers)) return "sender-block";
  // Mirror of the customer's address head: the seller's label heads a postal address whose first line
  // is this company ("Rechnungsersteller" / "Lieferant GmbH" / "Lieferantenstraße 20" / "80333 München").
  const at = lineIndexAt(layout, source);
  const customer = fields.customerName?.value;
  if (customer && compact(customer) === wanted) return null;
  // Right under the label: identifier lines between ("GLN 4333741000005 Lief-Nr: 549910") may belong to the name.
  return at >= 0 && isHeadedBy(layout, at, source, "supplier", 0) && isAddressHead(layout, at, source)
    ? "seller-address"
    : null;
}
