import { LEGAL_FORM_WORDS } from "../../company/legal-forms";
import { CUSTOMER_CONTEXT, matchLabel } from "./labels";
import type { Layout } from "./layout";
import type { Box, InvoiceFields } from "./types";

export type NameEvidence = "legal-line" | "web-domain" | "sender-block";

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
  const start = layout.lines.findIndex(
    (line) => line.page === source.page && line.y <= source.y + 1 && line.y + line.height >= source.y + 1,
  );
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

const DOMAIN = /(?:@|\bwww\.|https?:\/\/(?:www\.)?)([\p{L}\p{N}-]+)\./giu;

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
  if (words.length === 0) return null;
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
  for (const line of layout.lines)
    for (const match of line.text.matchAll(DOMAIN)) {
      const domain = compact(match[1] ?? "");
      if (domain.length >= 4 && (domain === core || domain === whole || domain === words[0]))
        return "web-domain";
    }
  const source = fields.supplierName?.source;
  if (source && spacedAsPrinted(name) && isInSenderBlock(layout, source, identifiers)) return "sender-block";
  return null;
}
