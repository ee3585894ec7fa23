import { isPostcodeLine, returnAddressName } from "./address-blocks";
import { isAddressHead, lineIndexAt, segmentInColumn } from "./column-heading";
import type { Layout } from "./layout";
import type { Box } from "./types";

/** Lines after the window's postcode line that still belong to it (a country, the customer's VAT id). */
const AFTER_POSTCODE = 2;

/**
 * The box sits in the address window: the block right under the sender's one-line return address
 * (DIN 5008), headed by a name that opens a postal address. The window holds the addressee, the
 * customer; its name and the ids printed in it are never the supplier's (ADR 317).
 */
export function isInAddressWindow(layout: Layout, source: Box): boolean {
  const returned = returnAddressName(layout);
  if (!returned) return false;
  const head = layout.lines[returned.line + 1];
  const first = segmentInColumn(head, returned);
  if (!head || !first || head.page !== source.page || !isAddressHead(layout, head.index, first)) return false;
  const at = lineIndexAt(layout, source);
  let after = -1;
  for (let index = head.index; index <= at; index++) {
    const segment = segmentInColumn(layout.lines[index], first);
    if (!segment) return false;
    if (after >= 0) after++;
    if (after > AFTER_POSTCODE) return false;
    if (after < 0 && isPostcodeLine(segment.text)) after = 0;
  }
  // The box lies inside the window's segment on its line (an id after its label starts further right).
  const own = segmentInColumn(layout.lines[at], first);
  return at >= head.index && own !== undefined && own.x <= source.x + 0.5 && source.x < own.x + own.width;
}
