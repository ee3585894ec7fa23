import { returnAddressName } from "./address-blocks";
import { isAddressHead, isHeadedBy, lineIndexAt } from "./column-heading";
import type { Layout } from "./layout";
import { spacedAsPrinted } from "./name-evidence";
import type { Box, InvoiceFields } from "./types";

export type CustomerEvidence = "address-head";

function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

/** What heads the name: a buyer's label, or the sender's one-line return address right above it. */
function isHeaded(layout: Layout, at: number, source: Box): boolean {
  const returned = returnAddressName(layout);
  if (returned && layout.lines[at - 1]?.index === returned.line) return true;
  return isHeadedBy(layout, at, source, "customer");
}

/**
 * The customer's name is sure when two things of the page agree on it: it is headed by a buyer's
 * label or sits first in the address window under the sender's return line, and a postcode line
 * follows it as in any postal address. It must differ from the supplier's name and be spaced as
 * printed (a kerning gap read as a space stays to check).
 */
export function customerNameEvidence(
  layout: Layout,
  name: string,
  source: Box | null | undefined,
  fields: InvoiceFields,
): CustomerEvidence | null {
  if (!source || !spacedAsPrinted(name)) return null;
  const supplier = fields.supplierName?.value;
  if (!supplier || compact(supplier) === compact(name)) return null;
  const at = lineIndexAt(layout, source);
  if (at < 0) return null;
  return isHeaded(layout, at, source) && isAddressHead(layout, at, source) ? "address-head" : null;
}
