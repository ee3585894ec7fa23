import { lineIndexAt } from "./column-heading";
import { CUSTOMER_CONTEXT, matchLabel } from "./labels";
import type { Layout } from "./layout";
import { isLetterhead } from "./letterhead";
import type { Box } from "./types";

/**
 * A business registration or tax number after its label ("GSTIN 29AABCA1234F1Z5", "ABN 51 824 753
 * 556", "GST/HST No. 123456789 RT0001", "MWST-Nr. CHE-123.456.789", "P.IVA 02345678904"): at least six
 * digits. Checksums differ per country and some have none; the label and the block say what it is.
 */
const REGISTRATION =
  /(?<![\p{L}\d])(?:gstin|abn|acn|gst(?:\/hst)?(?: (?:no|number|reg(?:istration)?(?: no)?)\.?)?|hst(?: no\.?)?|bn|mwst(?:-nr\.?)?|uid(?:-nr\.?)?|ust\.?-?id\.?(?:-?nr\.?)?|vat(?: (?:no|number|reg(?:istration)?(?: no)?)\.?)?|tva|btw(?:-nr\.?)?|p\.? ?iva|cif|nif|nipc|steuer-?nr\.?|steuernummer|siret|siren|org\.? ?nr\.?|cvr|y-tunnus|kvk|trn|nip|regon)(?![\p{L}])[\s.:#-]*([\p{L}\d][\p{L}\d./-]*(?:\s[\p{L}\d./-]*\d[\p{L}\d./-]*)*)/iu;

function holdsRegistration(text: string): boolean {
  const number = REGISTRATION.exec(text)?.[1] ?? "";
  return number.replace(/\D/g, "").length >= 6;
}

/** Lines under the name that still belong to its block, and the gap (in line heights) that ends it. */
const BLOCK_LINES = 6;
const BLOCK_GAP = 1.5;

/**
 * The letterhead prints the issuer's registration under its name: the name, printed taller than every
 * other line of the first page, heads a block (its column, lines without a paragraph's gap between,
 * before any buyer's label) with a labelled tax or business number. A page prints its issuer that
 * way and its addressee never; a non-EU supplier (GSTIN, ABN, a Canadian BN) has no EU VAT id or IBAN
 * to confirm it otherwise. A footer's number is no part of the block, however few lines come between.
 */
export function isRegisteredInLetterhead(layout: Layout, source: Box): boolean {
  if (!isLetterhead(layout, source)) return false;
  const start = lineIndexAt(layout, source);
  const own = layout.lines[start];
  if (!own) return false;
  const reach = Math.max(own.height, 8) * 3;
  let bottom = own.y + own.height;
  for (const line of layout.lines.slice(start + 1, start + 1 + BLOCK_LINES)) {
    if (line.page !== own.page || line.y - bottom > Math.max(line.height, 8) * BLOCK_GAP) return false;
    bottom = Math.max(bottom, line.y + line.height);
    const segment = line.segments.find((candidate) => Math.abs(candidate.x - source.x) <= reach);
    if (!segment) continue;
    if (CUSTOMER_CONTEXT.test(segment.text) || matchLabel("customer", segment.text) !== null) return false;
    if (holdsRegistration(segment.text)) return true;
  }
  return false;
}
