import {
  isValidDanishCvr,
  isValidFinnishBusinessId,
  isValidItalianPartitaIva,
  isValidPolishNip,
  isValidPortugueseNif,
  isValidSpanishNif,
  isValidUkVatNumber,
} from "../../validation/national-tax-ids";
import { CUSTOMER_CONTEXT } from "./labels";
import { type Layout, type Segment, segmentsBelow } from "./layout";

/** A national number after its label that stands for the VAT number `country + number`. */
interface NationalRule {
  readonly country: string;
  readonly label: RegExp;
  readonly valid: (number: string) => boolean;
}

const RULES: readonly NationalRule[] = [
  { country: "PL", label: /(?<![\p{L}])nip(?![\p{L}])/giu, valid: isValidPolishNip },
  {
    country: "IT",
    label: /(?<![\p{L}])(?:partita iva|p\. ?iva)(?![\p{L}])/giu,
    valid: isValidItalianPartitaIva,
  },
  {
    country: "PT",
    label: /(?<![\p{L}])(?:nif|nipc|contribuinte)(?![\p{L}])/giu,
    valid: isValidPortugueseNif,
  },
  {
    country: "ES",
    label: /(?<![\p{L}])(?:nif|cif|n\.i\.f\.|c\.i\.f\.)(?![\p{L}])/giu,
    valid: isValidSpanishNif,
  },
  {
    country: "DK",
    label: /(?<![\p{L}])(?:cvr(?:-nr|-nummer| nr)?|se-nr)\.?(?![\p{L}])/giu,
    valid: isValidDanishCvr,
  },
  {
    country: "FI",
    label: /(?<![\p{L}])(?:y-tunnus|alv-numero|alv-nro|alv nro)(?![\p{L}])/giu,
    valid: isValidFinnishBusinessId,
  },
  // A UK business prints its VAT number without "GB" after "VAT Reg No" ("VAT Reg No: 980 7806 84").
  {
    country: "GB",
    label: /(?<![\p{L}])vat reg(?:istration|\.)?(?: (?:no\.?|number))?(?![\p{L}])/giu,
    valid: isValidUkVatNumber,
  },
];

/** Between label and number: a colon, "nr.", "nº", dashes. */
const CONNECTOR = /^[\s.:#/-]*(?:nr\.?|n\.?[º°o]\.?)?[\s.:#]*/i;
/** The printed number: digits with spaces, dots or dashes, a letter at either end for Spain. */
const NUMBER = /^(?:[A-Z][ -]?)?\d[\d .-]*\d[A-Z]?(?![\dA-Z])/i;

/** The longest printed number with its separators ("PT 500 725 373", "774-000-14-54") fits in this. */
const WINDOW = 40;

export interface NationalVatId {
  readonly value: string;
  readonly start: number;
  readonly end: number;
}

/**
 * VAT numbers printed as national numbers after their label, turned into the prefixed form:
 * "NIP: 123-456-32-18" → PL1234563218, "P.IVA 01234567890" → IT01234567890, "Y-tunnus 1234567-8"
 * → FI12345678. Only numbers whose check digit holds count.
 */
export function findNationalVatIds(text: string): NationalVatId[] {
  const found: NationalVatId[] = [];
  for (const rule of RULES)
    for (const label of text.matchAll(rule.label)) {
      const afterLabel = label.index + label[0].length;
      // A window, not the rest of the line: a hostile line of a million labels stays linear.
      const connector = CONNECTOR.exec(text.slice(afterLabel, afterLabel + WINDOW))?.[0] ?? "";
      const start = afterLabel + connector.length;
      const printed = NUMBER.exec(text.slice(start, start + WINDOW))?.[0];
      // A number that runs to the window's end may be cut short: no number at all.
      if (!printed || printed.length >= WINDOW || found.some((other) => other.start === start)) continue;
      const valid = validPrefix(printed, rule);
      if (valid) found.push({ value: `${rule.country}${valid.number}`, start, end: start + valid.length });
    }
  return found;
}

/** The longest run of the printed groups that is a valid number: "B12345674 - 28013" is "B12345674". */
function validPrefix(printed: string, rule: NationalRule): { number: string; length: number } | null {
  const ends = [...printed.matchAll(/[\dA-Z](?=[\s.-]|$)/gi)].map((end) => end.index + 1).reverse();
  for (const length of ends) {
    const groups = printed.slice(0, length).split(/[\s.-]+/);
    // Printed numbers group two digits or more; only a leading letter or a check digit stands alone.
    if (groups.slice(1, -1).some((group) => group.length < 2)) continue;
    const number = groups.join("").toUpperCase();
    if (rule.valid(number)) return { number, length };
  }
  return null;
}

/** Each rule's label at the start of a segment, compiled once. */
const LEADING_LABELS = RULES.map((rule) => new RegExp(`^${rule.label.source}`, "iu"));

/** A segment of labels only, at most this long: "Y-tunnus / FO-nummer", "CVR-nr.", "NIP:". */
const MAX_LABEL_SEGMENT = 40;

/**
 * National VAT numbers printed under their label, as footers in columns print them ("Y-tunnus /
 * FO-nummer" over "2146421-8", "CVR-nr." over "21678031"). The label's segment holds no digit and
 * no customer word ("NIP nabywcy" is the buyer's).
 */
export function findNationalVatIdsUnderLabels(layout: Layout): { value: string; segment: Segment }[] {
  const found: { value: string; segment: Segment }[] = [];
  for (const line of layout.lines)
    for (const segment of line.segments) {
      const text = segment.text.trim();
      if (text.length > MAX_LABEL_SEGMENT || /\d/.test(text) || CUSTOMER_CONTEXT.test(text)) continue;
      const label = LEADING_LABELS.map((pattern) => pattern.exec(text)).find(Boolean);
      const below = label ? segmentsBelow(layout, segment, 1)[0] : undefined;
      if (!label || !below) continue;
      const id = findNationalVatIds(`${label[0]} ${below.text}`).find(
        (hit) => hit.start <= label[0].length + 2,
      );
      if (id) found.push({ value: id.value, segment: below });
    }
  return found;
}
