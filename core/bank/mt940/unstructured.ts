import { readAbnDescription } from "../abn-description";
import { isValidIban } from "../iban";
import { emptyInformation, type TransactionInformation, tidyName } from "./information";

const IBAN_AND_NAME = /^([A-Z]{2}\d{2}[A-Z0-9]{11,30})(?:\s+(.*))?$/;
const ABN_GIRO = /^GIRO\s+(\d+)\s+(.*)$/;
const ABN_ACCOUNT = /^(\d{2}\.\d{2}\.\d{2}\.\d{3})\s+(.*)$/;
/** ABN AMRO's SEPA text in 32-character "Key: value" blocks: a name and an IBAN key. */
const ABN_KEYS = /\bNaam:.*\bIBAN:|\bIBAN:.*\bNaam:/is;
const PAYMENT_REFERENCE = /\s*BETALINGSKENM(?:ERK)?\.?:?\s*/;

/**
 * Free-text :86:. Two layouts carry the counterparty on the first line and are read as such:
 * de Volksbank (ASN, SNS, RegioBank) "IBAN name" and ABN AMRO's older "GIRO number name" or
 * "12.34.56.789 name". Everything else is kept as the description, lines joined with a space.
 */
export function parseUnstructured(lines: readonly string[]): TransactionInformation {
  const info = emptyInformation();
  const first = (lines[0] ?? "").trim();
  const rest = lines
    .slice(1)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const volksbank = IBAN_AND_NAME.exec(first);
  if (volksbank && isValidIban(volksbank[1] ?? "")) {
    info.counterpartyAccount = volksbank[1] ?? "";
    info.counterpartyName = (volksbank[2] ?? "").trim();
    info.description = rest.join(" ");
    return info;
  }
  const giro = ABN_GIRO.exec(first) ?? ABN_ACCOUNT.exec(first);
  if (giro) {
    info.counterpartyAccount = (giro[1] ?? "").replaceAll(".", "");
    // ABN AMRO puts the payment reference (betalingskenmerk) in the name's block: it is no part of the name.
    const [name = "", reference] = (giro[2] ?? "").split(PAYMENT_REFERENCE);
    info.counterpartyName = tidyName(name);
    if (reference) info.creditorReference = reference.replace(/\s/g, "");
    info.description = rest.join(" ");
    return info;
  }
  const joined = lines.join("");
  if (ABN_KEYS.test(joined)) return readAbnKeyBlocks(info, joined);
  info.description = [first, ...rest].filter((line) => line !== "").join(" ");
  return info;
}

/** "SEPA Overboeking  IBAN: NL…  BIC: …  Naam: …  Omschrijving: …": the blocks read as fields. */
function readAbnKeyBlocks(info: TransactionInformation, joined: string): TransactionInformation {
  const parts = readAbnDescription(joined);
  info.counterpartyName = parts.name;
  info.counterpartyAccount = parts.account;
  info.counterpartyBic = parts.bic;
  info.endToEndId = parts.endToEnd;
  info.mandateId = parts.mandate;
  info.creditorId = parts.creditorId;
  info.creditorReference = parts.paymentReference;
  info.description = parts.description;
  return info;
}
