import {
  cleanReference,
  emptyInformation,
  type TransactionInformation,
} from "../../../../../core/bank/mt940/information";

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
/** The tags by length, so a candidate is compared in place instead of sliced out and looked up. */
const TAGS_BY_LENGTH: readonly (readonly string[])[] = Array.from({ length: 11 }, (_, length) =>
  TAGS.filter((tag) => tag.length === length),
);

// findTag's result, in module state instead of an object per tag (hundreds of thousands per file).
let foundTag = "";
let foundEnd = 0;

/**
 * Index of the next `/TAG/` at or after `from` (then `foundTag` and `foundEnd`, just after its closing
 * slash, are set), or -1. Scans by hand: a 37-way regex alternation is far slower.
 */
function findTag(text: string, from: number): number {
  let slash = text.indexOf("/", from);
  while (slash !== -1) {
    let j = slash + 1;
    while (j < text.length && j - slash <= 10) {
      const code = text.charCodeAt(j);
      if (code < 65 || code > 90) break;
      j++;
    }
    if (j > slash + 1 && text.charCodeAt(j) === 47) {
      for (const tag of TAGS_BY_LENGTH[j - slash - 1] ?? []) {
        if (text.startsWith(tag, slash + 1)) {
          foundTag = tag;
          foundEnd = j + 1;
          return slash;
        }
      }
    }
    slash = text.indexOf("/", slash + 1);
  }
  return -1;
}

/** True when the joined :86: text is in the `/TAG/value/` layout. */
export function isSepaTagged(joined: string): boolean {
  return joined.charCodeAt(0) === 47 && findTag(joined, 0) === 0;
}

/** Reads `/TAG/value/` :86: text; lines were joined without a separator (banks wrap at 65 characters mid-word). */
export function parseSepaTags(joined: string): TransactionInformation {
  const info = emptyInformation();
  let index = findTag(joined, 0);
  while (index !== -1) {
    const tag = foundTag;
    const start = foundEnd;
    // CNTP's value has four `/`-terminated subfields, which may hold anything (a name "CD").
    if (tag === "CNTP") {
      const count = 4;
      let end = start;
      for (let k = 0; k < count && end <= joined.length; k++) {
        const slash = joined.indexOf("/", end);
        end = slash === -1 ? joined.length + 1 : slash + 1;
      }
      applyTag(info, tag, joined.slice(start, Math.max(start, end - 1)));
      // The next tag may start at the slash that ends the last subfield.
      index = end <= joined.length ? findTag(joined, end - 1) : -1;
      continue;
    }
    const next = findTag(joined, start);
    const valueEnd = next === -1 ? joined.length : next;
    // Drop the one slash that closes the value.
    const trimmedEnd = valueEnd > start && joined.charCodeAt(valueEnd - 1) === 47 ? valueEnd - 1 : valueEnd;
    applyTag(info, tag, joined.slice(start, trimmedEnd));
    index = next;
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
      const first = value.indexOf("/");
      const second = first === -1 ? -1 : value.indexOf("/", first + 1);
      const third = second === -1 ? -1 : value.indexOf("/", second + 1);
      const account = first === -1 ? value : value.slice(0, first);
      const bic = first === -1 ? "" : value.slice(first + 1, second === -1 ? value.length : second);
      const name = second === -1 ? "" : value.slice(second + 1, third === -1 ? value.length : third);
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
    info.description = value.slice(value.charCodeAt(5) === 47 ? 6 : 5).trim();
  } else if (value.startsWith("STRD/")) {
    const parts = value.split("/");
    const reference = (parts[parts.length - 1] ?? "").trim();
    info.creditorReference ||= reference;
    info.description ||= reference;
  } else {
    info.description = value.trim();
  }
}
