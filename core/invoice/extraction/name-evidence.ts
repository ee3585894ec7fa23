import { LEGAL_FORM_WORDS } from "../../company/legal-forms";
import type { Layout } from "./layout";
import type { InvoiceFields } from "./types";

export type NameEvidence = "legal-line" | "web-domain";

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

const DOMAIN = /(?:@|\bwww\.|https?:\/\/)([\p{L}\p{N}-]+)\./giu;

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
  for (const line of layout.lines)
    for (const match of line.text.matchAll(DOMAIN)) {
      const domain = compact(match[1] ?? "");
      if (domain.length >= 4 && (domain === core || domain === words[0])) return "web-domain";
    }
  return null;
}
