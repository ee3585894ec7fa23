import type { Layout } from "./layout";
import { isInLetterheadBlock, isLetterhead } from "./letterhead";
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

/**
 * The letterhead prints the issuer's registration under its name: the name, printed taller than every
 * other line of the first page, heads a block (its column, before any buyer's label) with a labelled
 * tax or business number. A page prints its issuer that way and its addressee never; a non-EU
 * supplier (GSTIN, ABN, a Canadian BN) has no EU VAT id or IBAN to confirm it otherwise.
 */
export function isRegisteredInLetterhead(layout: Layout, source: Box): boolean {
  if (!isLetterhead(layout, source)) return false;
  return layout.lines.some((line) =>
    line.segments.some(
      (segment) => holdsRegistration(segment.text) && isInLetterheadBlock(layout, source, segment),
    ),
  );
}
