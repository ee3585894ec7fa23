import { cleanReference, emptyInformation, type TransactionInformation } from "./information";

/**
 * Tags of the structured :86: layout that Dutch banks share (ING, ABN AMRO SEPA, Rabobank, Knab, bunq):
 * `/TAG/value/TAG/value/`. Values may contain `/` (CNTP's IBAN/BIC/name/city, REMI's USTD//text), so a
 * tag is only recognised from this list.
 */
const TAGS = [
  "TRTP",
  "IBAN",
  "BIC",
  "NAME",
  "REMI",
  "EREF",
  "MARF",
  "CSID",
  "CNTP",
  "BENM",
  "ORDP",
  "ULTC",
  "ULTD",
  "ULTB",
  "PURP",
  "RTRN",
  "ISDT",
  "ADDR",
  "ID",
  "SVCL",
  "PREF",
  "IREF",
  "KREF",
  "CDTRREFTP",
  "CDTRREF",
  "CD",
  "ISSR",
  "TRCD",
  "BUSP",
  "OCMT",
  "EXCH",
  "CHGS",
  "FX",
  "NRTX",
  "RETR",
  "ACCW",
  "SUM",
];
const TAG_PATTERN = new RegExp(`/(${TAGS.join("|")})/`, "g");
const STARTS_STRUCTURED = new RegExp(`^/(${TAGS.join("|")})/`);

/** True when the joined :86: text is in the `/TAG/value/` layout. */
export function isSepaTagged(joined: string): boolean {
  return STARTS_STRUCTURED.test(joined);
}

/** Tags whose value has a fixed number of `/`-terminated subfields, which may hold anything (a name "CD"). */
const SUBFIELD_COUNT: Record<string, number> = { CNTP: 4 };

/** Reads `/TAG/value/` :86: text; lines were joined without a separator (banks wrap at 65 characters mid-word). */
export function parseSepaTags(joined: string): TransactionInformation {
  const info = emptyInformation();
  const pattern = new RegExp(TAG_PATTERN.source, "g");
  let match = pattern.exec(joined);
  while (match) {
    const tag = match[1] ?? "";
    const start = match.index + match[0].length;
    const count = SUBFIELD_COUNT[tag];
    if (count !== undefined) {
      let end = start;
      for (let k = 0; k < count && end <= joined.length; k++) {
        const slash = joined.indexOf("/", end);
        end = slash === -1 ? joined.length + 1 : slash + 1;
      }
      applyTag(info, tag, joined.slice(start, Math.max(start, end - 1)));
      pattern.lastIndex = Math.min(end, joined.length);
      // The next tag starts at the slash that ends the last subfield's terminator.
      if (end <= joined.length && joined[end - 1] === "/") pattern.lastIndex = end - 1;
      match = pattern.exec(joined);
      continue;
    }
    const next = pattern.exec(joined);
    let value = joined.slice(start, next ? next.index : joined.length);
    if (value.endsWith("/")) value = value.slice(0, -1);
    applyTag(info, tag, value);
    match = next;
  }
  return info;
}

function applyTag(info: TransactionInformation, tag: string, value: string): void {
  switch (tag) {
    case "TRTP":
      info.transactionType = value.trim();
      break;
    case "IBAN":
      info.counterpartyAccount ||= value.trim();
      break;
    case "BIC":
      info.counterpartyBic ||= value.trim();
      break;
    case "NAME":
      info.counterpartyName ||= value.trim();
      break;
    case "CNTP": {
      // ING and Rabobank: /CNTP/account/BIC/name/city/
      const [account = "", bic = "", name = ""] = value.split("/");
      info.counterpartyAccount ||= account.trim();
      info.counterpartyBic ||= bic.trim();
      info.counterpartyName ||= name.trim();
      break;
    }
    case "REMI":
      readRemittance(info, value);
      break;
    case "EREF":
      info.endToEndId = cleanReference(value);
      break;
    case "MARF":
      info.mandateId = cleanReference(value);
      break;
    case "CSID":
      info.creditorId = cleanReference(value);
      break;
    case "PREF":
      info.batchReference = cleanReference(value);
      break;
    case "CDTRREF":
      info.creditorReference = value.trim();
      break;
    case "ULTC":
    case "ULTD":
    case "ULTB":
      // name/identification
      info.ultimateParty ||= (value.split("/")[0] ?? "").trim();
      break;
    default:
      break;
  }
}

/** /REMI/USTD//free text/, /REMI/STRD/CUR/reference/ or (ABN AMRO) /REMI/free text/. */
function readRemittance(info: TransactionInformation, value: string): void {
  if (value.startsWith("USTD/")) {
    info.description = value.slice(5).replace(/^\//, "").trim();
  } else if (value.startsWith("STRD/")) {
    const parts = value.split("/");
    const reference = (parts[parts.length - 1] ?? "").trim();
    info.creditorReference ||= reference;
    info.description ||= reference;
  } else {
    info.description = value.trim();
  }
}
