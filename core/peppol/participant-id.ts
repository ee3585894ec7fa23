import { normaliseVatNumber } from "../validation/btw-id";
import { invalid, type ValidationResult, valid } from "../validation/result";

/**
 * A Peppol participant id: an ICD scheme (four digits) and an identifier, written "0106:12345678".
 * Peppol compares identifiers case-insensitively, so the canonical form is lower-case without spaces.
 */
export interface PeppolParticipantId {
  readonly scheme: string;
  readonly identifier: string;
}

/** The schemes our users and their customers use, by what the identifier is (Peppol code list "ICD"). */
export const PEPPOL_SCHEMES = {
  /** Dutch KvK number (8 digits). */
  nlKvk: "0106",
  /** Dutch government OIN (20 digits). */
  nlOin: "0190",
  /** Dutch VAT number (NL…B01). */
  nlVat: "9944",
  /** Belgian enterprise number (KBO/BCE, 10 digits). */
  beEnterprise: "0208",
  /** Belgian VAT number (BE + 10 digits). */
  beVat: "9925",
  /** German VAT number. */
  deVat: "9930",
  /** GS1 GLN (13 digits). */
  gln: "0088",
} as const;

const MAX_IDENTIFIER_LENGTH = 50;

/** "0106:12345678" (also "iso6523-actorid-upis::0106:12345678", any case, spaces around) → its parts. */
export function parsePeppolParticipantId(input: string): ValidationResult<PeppolParticipantId> {
  const text = input
    .trim()
    .replace(/^iso6523-actorid-upis::/i, "")
    .toLowerCase();
  const match = /^(\d{4}):([^\s:]+)$/.exec(text);
  if (!match) return invalid("A Peppol id is a four-digit scheme and an identifier, like 0106:12345678.");
  const [, scheme, identifier] = match as unknown as [string, string, string];
  if (identifier.length > MAX_IDENTIFIER_LENGTH) return invalid("This Peppol id is too long.");
  return valid({ scheme, identifier });
}

/** The canonical text form, used as the key in storage and at the access point. */
export function formatPeppolParticipantId(id: PeppolParticipantId): string {
  return `${id.scheme}:${id.identifier.toLowerCase()}`;
}

/**
 * The participant ids a company can be reached on, derived from the registration numbers it prints:
 * KvK first (the id Dutch access points register by default), then the VAT number.
 */
export function derivePeppolParticipantIds(company: {
  readonly kvk?: string | null;
  readonly vatNumber?: string | null;
}): PeppolParticipantId[] {
  const ids: PeppolParticipantId[] = [];
  const kvk = company.kvk?.replace(/[\s.]/g, "") ?? "";
  if (/^\d{8}$/.test(kvk)) ids.push({ scheme: PEPPOL_SCHEMES.nlKvk, identifier: kvk });
  const vat = company.vatNumber ? normaliseVatNumber(company.vatNumber) : "";
  if (/^NL\d{9}B\d{2}$/.test(vat)) ids.push({ scheme: PEPPOL_SCHEMES.nlVat, identifier: vat.toLowerCase() });
  if (/^BE[01]\d{9}$/.test(vat)) {
    ids.push({ scheme: PEPPOL_SCHEMES.beEnterprise, identifier: vat.slice(2) });
    ids.push({ scheme: PEPPOL_SCHEMES.beVat, identifier: vat.toLowerCase() });
  }
  if (/^DE\d{9}$/.test(vat)) ids.push({ scheme: PEPPOL_SCHEMES.deVat, identifier: vat.toLowerCase() });
  return ids;
}
