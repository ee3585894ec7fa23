import { DELIVERY_LABEL, returnAddressName } from "./address-blocks";
import { isAddressHead, isHeadedBy, lineIndexAt, partyLabelOf, segmentAbove } from "./column-heading";
import type { Layout } from "./layout";
import { spacedAsPrinted } from "./name-cut";
import type { Box, InvoiceFields } from "./types";

export type CustomerEvidence = "address-head" | "delivery-address";

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
 * The same name heads another postal address on the page, right under a delivery or buyer's label
 * ("Adresse de livraison" / "Ma jolie boutique" / … / "69001 Lyon"): the billing and the delivery
 * address agree on who the customer is.
 */
function isDeliveredTo(layout: Layout, name: string, source: Box): boolean {
  const wanted = compact(name);
  for (const line of layout.lines)
    for (const segment of line.segments) {
      if (line.index === lineIndexAt(layout, source) || compact(segment.text) !== wanted) continue;
      const label = segmentAbove(layout, line.index, segment)?.text.trim() ?? "";
      if (!DELIVERY_LABEL.test(label) && partyLabelOf(label) !== "customer") continue;
      if (isAddressHead(layout, line.index, segment)) return true;
    }
  return false;
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
  if (!isAddressHead(layout, at, source)) return null;
  if (isHeaded(layout, at, source)) return "address-head";
  return isDeliveredTo(layout, name, source) ? "delivery-address" : null;
}
