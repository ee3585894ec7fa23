import type { Layout } from "./layout";
import { findReceiptHeader } from "./receipt-header";
import { endsInLegalForm } from "./receipt-name";
import type { Field } from "./types";

function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

/**
 * The store's legal name was read below the receipt's header only (a footer's "Jansen B.V. · KvK …"), and
 * the header prints no line with that name: the name at the top, which a receipt's supplier is, was
 * lost or garbled, and the footer's legal name may differ from it ("DROGIST JANSEN"), ADR 323.
 */
export function isNameOnlyBelowHeader(layout: Layout, field: Field<string>): boolean {
  const y = field.source?.y;
  // A trading name in a footer's thanks ("Bedankt voor uw bezoek bij De Vries") is the store's own.
  if (y === undefined || !endsInLegalForm(field.value)) return false;
  const header = findReceiptHeader(layout);
  const bottom = Math.max(...header.map((line) => line.y + line.height));
  if (y < bottom) return false;
  const wanted = compact(field.value);
  return !header.some((line) => wanted.length > 0 && compact(line.text).includes(wanted));
}
