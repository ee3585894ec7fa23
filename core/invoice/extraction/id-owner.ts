import { CUSTOMER_CONTEXT } from "./labels";
import type { Layout } from "./layout";
import { hasLegalForm, withoutLegalFormTail } from "./supplier-signals";

const PIECE_SEPARATOR = /\s+[·•|–—-]\s+|\s*[·•|]\s*/;
const key = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * The segment that prints a VAT id also names a company other than the supplier ("Shopmarkt EU S.à r.l.
 * · … · TVA LU…" under a marketplace seller's invoice, "Payments processed by Paystream Europe Ltd · VAT
 * IE…"): the id is that company's. A checksum proves the digits, not whose they are.
 */
export function isAnotherCompanysId(layout: Layout, id: string, supplierName: string | undefined): boolean {
  const wanted = key(id);
  const supplier = key(withoutLegalFormTail(supplierName ?? ""));
  return layout.lines.some((line) =>
    line.segments.some((segment) => {
      if (!key(segment.text).includes(wanted)) return false;
      return segment.text
        .split(PIECE_SEPARATOR)
        .some(
          (piece) => hasLegalForm(piece.trim()) && !(supplier.length >= 3 && key(piece).includes(supplier)),
        );
    }),
  );
}

/**
 * The piece of a segment that prints the id says it is the customer's ("Ihre USt-IdNr.: DE…", "Customer
 * VAT ID"): a checksum proves the digits, not whose they are.
 */
export function isLabelledAsCustomers(layout: Layout, id: string): boolean {
  const wanted = key(id);
  return layout.lines.some((line) =>
    line.segments.some((segment) =>
      segment.text
        .split(PIECE_SEPARATOR)
        .some((piece) => key(piece).includes(wanted) && CUSTOMER_CONTEXT.test(piece)),
    ),
  );
}
