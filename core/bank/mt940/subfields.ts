import { cleanReference, emptyInformation, type TransactionInformation } from "./information";

const SUBFIELD_START = /^(\d{3})([?>])\d{2}/;
const SEPA_KEYS = /(EREF|KREF|MREF|CRED|DEBT|SVWZ|ABWA|ABWE|COAM|OAMT|PURP|IBAN|BIC)\+/g;

/** True for the German (DFÜ-Abkommen) and Triodos layout: a three-digit code, then `?20…` or `>20…` subfields. */
export function isSubfieldStyle(joined: string): boolean {
  return SUBFIELD_START.test(joined);
}

/**
 * Reads `GVC?00text?10…?20purpose…?29?30BIC?31account?32name?33name?34…?60…?63`. Purpose lines
 * (?20–?29, ?60–?63) are joined without a separator, then split on the SEPA keywords EREF+, MREF+,
 * CRED+, SVWZ+, ABWA+ (ultimate debtor) and ABWE+ (ultimate creditor).
 */
export function parseSubfields(joined: string): TransactionInformation {
  const info = emptyInformation();
  const start = SUBFIELD_START.exec(joined);
  if (!start) return info;
  info.gvc = start[1] ?? "";
  const separator = start[2] ?? "?";
  const parts = joined.slice(3).split(separator);
  let purpose = "";
  let name = "";
  for (const part of parts) {
    if (part.length < 2) continue;
    const code = Number(part.slice(0, 2));
    const value = part.slice(2);
    if (code === 0) info.transactionType = value.trim();
    else if ((code >= 20 && code <= 29) || (code >= 60 && code <= 63)) purpose += value;
    else if (code === 30) info.counterpartyBic = value.trim();
    else if (code === 31) info.counterpartyAccount = value.trim();
    else if (code === 32 || code === 33) name += value;
  }
  info.counterpartyName = name.trim();
  readSepaPurpose(info, purpose);
  return info;
}

function readSepaPurpose(info: TransactionInformation, purpose: string): void {
  const matches = [...purpose.matchAll(SEPA_KEYS)];
  if (matches.length === 0) {
    info.description = purpose.trim();
    return;
  }
  const before = purpose.slice(0, matches[0]?.index ?? 0).trim();
  let description = before;
  for (let m = 0; m < matches.length; m++) {
    const match = matches[m];
    if (!match) continue;
    const next = matches[m + 1];
    const value = purpose
      .slice((match.index ?? 0) + match[0].length, next ? next.index : purpose.length)
      .trim();
    switch (match[1]) {
      case "EREF":
        info.endToEndId = cleanReference(value);
        break;
      case "MREF":
        info.mandateId = cleanReference(value);
        break;
      case "CRED":
        info.creditorId = cleanReference(value);
        break;
      case "SVWZ":
        description = description ? `${description} ${value}` : value;
        break;
      case "ABWA":
      case "ABWE":
        info.ultimateParty = value;
        break;
      case "IBAN":
        info.counterpartyAccount ||= value;
        break;
      case "BIC":
        info.counterpartyBic ||= value;
        break;
      default:
        break;
    }
  }
  info.description = description;
}
