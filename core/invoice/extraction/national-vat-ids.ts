import {
  isValidDanishCvr,
  isValidFinnishBusinessId,
  isValidItalianPartitaIva,
  isValidPolishNip,
  isValidPortugueseNif,
  isValidSpanishNif,
} from "../../validation/national-tax-ids";

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
];

/** Between label and number: a colon, "nr.", "nº", dashes. */
const CONNECTOR = /^[\s.:#/-]*(?:nr\.?|n\.?[º°o]\.?)?[\s.:#]*/i;
/** The printed number: digits with spaces, dots or dashes, a letter at either end for Spain. */
const NUMBER = /^(?:[A-Z][ -]?)?\d[\d .-]*\d[A-Z]?(?![\dA-Z])/i;

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
      const connector = CONNECTOR.exec(text.slice(afterLabel))?.[0] ?? "";
      const start = afterLabel + connector.length;
      const printed = NUMBER.exec(text.slice(start))?.[0];
      const number = printed?.replace(/[\s.-]/g, "").toUpperCase();
      if (!printed || !number || !rule.valid(number)) continue;
      if (found.some((other) => other.start === start)) continue;
      found.push({ value: `${rule.country}${number}`, start, end: start + printed.length });
    }
  return found;
}
