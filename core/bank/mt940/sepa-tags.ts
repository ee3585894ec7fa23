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
const TAG_SET = new Set(TAGS);

interface TagMatch {
  readonly tag: string;
  /** Index of the opening slash. */
  readonly index: number;
  /** Index just after the closing slash. */
  readonly end: number;
}

/** The next `/TAG/` at or after `from`, scanning by hand (a 37-way regex alternation is far slower). */
function findTag(text: string, from: number): TagMatch | null {
  let slash = text.indexOf("/", from);
  while (slash !== -1) {
    let j = slash + 1;
    while (j < text.length && j - slash <= 10) {
      const code = text.charCodeAt(j);
      if (code < 65 || code > 90) break;
      j++;
    }
    if (j > slash + 1 && text.charCodeAt(j) === 47 && TAG_SET.has(text.slice(slash + 1, j))) {
      return { tag: text.slice(slash + 1, j), index: slash, end: j + 1 };
    }
    slash = text.indexOf("/", slash + 1);
  }
  return null;
}

/** True when the joined :86: text is in the `/TAG/value/` layout. */
export function isSepaTagged(joined: string): boolean {
  return joined.charCodeAt(0) === 47 && findTag(joined, 0)?.index === 0;
}

/** Tags whose value has a fixed number of `/`-terminated subfields, which may hold anything (a name "CD"). */
const SUBFIELD_COUNT: Record<string, number> = { CNTP: 4 };

/** Reads `/TAG/value/` :86: text; lines were joined without a separator (banks wrap at 65 characters mid-word). */
export function parseSepaTags(joined: string): TransactionInformation {
  const info = emptyInformation();
  let match = findTag(joined, 0);
  while (match) {
    const { tag, end: start } = match;
    const count = SUBFIELD_COUNT[tag];
    if (count !== undefined) {
      let end = start;
      for (let k = 0; k < count && end <= joined.length; k++) {
        const slash = joined.indexOf("/", end);
        end = slash === -1 ? joined.length + 1 : slash + 1;
      }
      applyTag(info, tag, joined.slice(start, Math.max(start, end - 1)));
      // The next tag may start at the slash that ends the last subfield.
      match = end <= joined.length ? findTag(joined, end - 1) : null;
      continue;
    }
    const next = findTag(joined, start);
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
