import { isTrimmedSpace } from "../../format/white-space";
import {
  clearInformation,
  emptyInformation,
  isPlaceholderReference,
  type TransactionInformation,
} from "./information";
import { UNKNOWN_BREAK } from "./tokenize";

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
/**
 * The tags by their letters read as a number (five bits a letter, A = 1), so a candidate is looked up
 * while its letters are read instead of being sliced out or compared with each tag of its length. An
 * open-addressing table read inline: a Map lookup is a call per candidate, and files have millions.
 */
const TAG_SLOTS = 256;
const tagKeys = new Float64Array(TAG_SLOTS);
const tagNames = new Array<string>(TAG_SLOTS).fill("");
for (const tag of TAGS) {
  let slot = tagSlot(tagKey(tag));
  while (tagKeys[slot] !== 0) slot = (slot + 1) % TAG_SLOTS;
  tagKeys[slot] = tagKey(tag);
  tagNames[slot] = tag;
}

function tagKey(tag: string): number {
  let key = 0;
  for (let k = 0; k < tag.length; k++) key = key * 32 + (tag.charCodeAt(k) - 64);
  return key;
}

function tagSlot(key: number): number {
  return Math.imul(key, 0x9e3779b1) >>> 24;
}

/** The tag whose key this is, or "". */
function tagOf(key: number): string {
  for (let slot = tagSlot(key); tagKeys[slot] !== 0; slot = (slot + 1) % TAG_SLOTS) {
    if (tagKeys[slot] === key) return tagNames[slot] as string;
  }
  return "";
}

/*
 * The reader works on a range of the MT940 text itself, not on a joined copy: values are sliced from
 * the file, so a parsed transaction keeps no copy of its whole :86: alive (a third of what the parsed
 * file held). In a file's range, the line breaks (LF, or CR LF: the parser turned lone CRs into LFs)
 * are invisible, as if the lines had been joined without a separator, which is how banks wrap :86:.
 * State of the current read lives in the module (one read at a time, no object per field) and is
 * cleared after it, so no file stays referenced.
 */
let source = "";
/** End of the text read (after trailing spaces are dropped). */
let limit = 0;
/** True when line breaks are skipped (in a file's range; a joined copy has none, but may hold a lone CR). */
let skipBreaks = false;
/**
 * Positions of the LFs in the range read (a CR before one belongs to its line break): the first
 * `lineFeedCount`. The array is reused from read to read, never emptied (that frees its storage).
 */
const lineFeeds: number[] = [];
let lineFeedCount = 0;
// tagAt's end of the tag, in module state instead of an object per tag (hundreds of thousands per file).
let foundEnd = 0;
/** The caller's table of counterparty accounts and BICs read so far (see `createValueTable`), or null. */
let repeated: string[] | null = null;

function isBreak(code: number): boolean {
  return code === 10 || code === 13;
}

/** The first position at or after `at` that is not a line break (or `limit`). */
function visibleFrom(at: number): number {
  let p = at;
  if (skipBreaks) while (p < limit && isBreak(source.charCodeAt(p))) p++;
  return p;
}

/** The last position before `at`, and not before `from`, that is not a line break, or -1. */
function visibleBefore(at: number, from: number): number {
  let p = at - 1;
  if (skipBreaks) while (p >= from && isBreak(source.charCodeAt(p))) p--;
  return p >= from ? p : -1;
}

/**
 * The known tag whose opening slash is at `slash` (then `foundEnd` is just after its closing slash),
 * or "". Its letters are read as a number and looked up, none sliced.
 */
function tagAt(slash: number): string {
  let j = slash + 1;
  let letters = 0;
  // Ten letters at most (CDTRREFTP has nine): 32^10 is still an exact double.
  let key = 0;
  while (j < limit && letters <= 9) {
    const code = source.charCodeAt(j);
    if (code >= 65 && code <= 90) {
      key = key * 32 + (code - 64);
      j++;
      letters++;
    } else if (skipBreaks && isBreak(code)) j++;
    else break;
  }
  if (letters === 0 || j >= limit || source.charCodeAt(j) !== 47) return "";
  foundEnd = j + 1;
  return tagOf(key);
}

/** The text of source[from, to) without its line breaks. */
function take(from: number, to: number): string {
  let joined = "";
  let piece = from;
  for (let k = 0; k < lineFeedCount; k++) {
    const lineFeed = lineFeeds[k] as number;
    if (lineFeed < from) continue;
    const breakStart = source.charCodeAt(lineFeed - 1) === 13 ? lineFeed - 1 : lineFeed;
    if (breakStart >= to) break;
    if (breakStart > piece) joined += source.slice(piece, breakStart);
    piece = lineFeed + 1;
  }
  if (piece === from) return source.slice(from, to);
  const value = piece >= to ? joined : joined + source.slice(piece, to);
  // Reading a character makes V8 flatten the pieces into one string now, which the garbage collector
  // then keeps alone: a kept value of pieces costs about twice the memory and collection time.
  value.charCodeAt(0);
  return value;
}

/** take(from, to).trim(); line breaks are whitespace to trim too. */
function takeTrimmed(from: number, to: number): string {
  let start = from;
  while (start < to && isTrimmedSpace(source.charCodeAt(start))) start++;
  let end = to;
  while (end > start && isTrimmedSpace(source.charCodeAt(end - 1))) end--;
  return take(start, end);
}

/**
 * takeTrimmed(from, to) of a value that repeats from row to row (an account, a BIC): the string kept
 * for an earlier row when it has the same characters (a table slot per length, last and third
 * character). Every string a row keeps is copied twice by the garbage collector; a fresh string that
 * is equal to the table's dies young instead, which costs it nothing. The engine's own comparison of
 * the two strings is cheap; comparing in place with `startsWith` or a character loop costs several
 * times more (measured: ADR 246).
 */
function takeRepeated(from: number, to: number): string {
  const value = takeTrimmed(from, to);
  if (repeated === null || value.length < 3) return value;
  const slot =
    (value.length * 31 + value.charCodeAt(value.length - 1) * 7 + value.charCodeAt(2)) & (VALUE_SLOTS - 1);
  const known = repeated[slot] as string;
  if (known === value) return known;
  repeated[slot] = value;
  return value;
}

const VALUE_SLOTS = 256;

/** A table for `readSepaTagsAt` to share repeated accounts and BICs in, one per parse (it holds strings of the file). */
export function createValueTable(): string[] {
  return new Array<string>(VALUE_SLOTS).fill("");
}

/** Where text[from, to) continues after `prefix` (line breaks skipped), or -1 when it does not start with it. */
function afterPrefix(from: number, to: number, prefix: string): number {
  if (from + prefix.length <= to && source.startsWith(prefix, from)) return from + prefix.length;
  if (!skipBreaks) return -1;
  let p = from;
  for (let k = 0; k < prefix.length; k++) {
    p = visibleFrom(p);
    if (p >= to || source.charCodeAt(p) !== prefix.charCodeAt(k)) return -1;
    p++;
  }
  return p;
}

/**
 * Starts a read of text[.., to); line breaks are skipped when `breaks`. `firstBreak` and `lastBreak`
 * are the field's first and last line feed as the scanner found them (-1: none), when known.
 */
function open(
  text: string,
  from: number,
  to: number,
  breaks: boolean,
  firstBreak = UNKNOWN_BREAK,
  lastBreak = UNKNOWN_BREAK,
): void {
  source = text;
  limit = to;
  lineFeedCount = 0;
  skipBreaks = breaks;
  if (!breaks || firstBreak === -1) return;
  if (firstBreak === lastBreak && firstBreak >= from && firstBreak < to) {
    lineFeeds[lineFeedCount++] = firstBreak;
    return;
  }
  for (
    let lineFeed = text.indexOf("\n", from);
    lineFeed !== -1 && lineFeed < to;
    lineFeed = text.indexOf("\n", lineFeed + 1)
  )
    lineFeeds[lineFeedCount++] = lineFeed;
}

/** Ends a read: the module keeps no reference to the text. */
function close<T>(result: T): T {
  source = "";
  repeated = null;
  return result;
}

/** True when the joined :86: text is in the `/TAG/value/` layout. */
export function isSepaTagged(joined: string): boolean {
  open(joined, 0, joined.length, false);
  return close(joined.charCodeAt(0) === 47 && tagAt(0) !== "");
}

/** Reads `/TAG/value/` :86: text; lines were joined without a separator (banks wrap at 65 characters mid-word). */
export function parseSepaTags(joined: string): TransactionInformation {
  const info = emptyInformation();
  open(joined, 0, joined.length, false);
  // Text not in the layout leaves `info` empty, as reading it tag by tag did.
  for (let slash = joined.indexOf("/"); slash !== -1; slash = joined.indexOf("/", slash + 1)) {
    const tag = tagAt(slash);
    if (tag !== "") {
      readTags(tag, info);
      break;
    }
  }
  close(undefined);
  return info;
}

/**
 * Reads text[start, end) of an MT940 file (line ends LF or CR LF, no lone CR) as `/TAG/value/` :86:
 * (its lines joined without a separator and trailing spaces dropped) into `info`, all of whose fields
 * it sets; false (and `info` untouched) when the text is not in that layout.
 */
export function readSepaTagsAt(
  text: string,
  start: number,
  end: number,
  info: TransactionInformation,
  values: string[] | null = null,
  firstBreak = UNKNOWN_BREAK,
  lastBreak = UNKNOWN_BREAK,
): boolean {
  let to = end;
  while (to > start && isBreak(text.charCodeAt(to - 1))) to--;
  // Trailing spaces would hide the slash that closes the last /TAG/ value.
  if (to > start && text.charCodeAt(to - 1) === 32)
    while (to > start && isTrimmedSpace(text.charCodeAt(to - 1))) to--;
  // Other layouts (German ?20 subfields, free text) are told apart by their first character.
  let first = start;
  while (first < to && isBreak(text.charCodeAt(first))) first++;
  if (first >= to || text.charCodeAt(first) !== 47) return false;
  // Without a lone CR, a range with no LF has no CR either: skipping breaks is then a no-op.
  open(text, first, to, true, firstBreak, lastBreak);
  repeated = values;
  const tag = tagAt(first);
  if (tag !== "") readTags(tag, clearInformation(info));
  return close(tag !== "");
}

/**
 * Reads the tags into `info` (all of whose fields are empty), from `firstTag`, whose closing slash
 * ends just before `foundEnd`, to `limit`: one pass over the field's slashes, each found once by
 * indexOf (a character loop is slower: ~2 ns a character against ~10 ns a call that skips ~9), where
 * a slash may open the next known tag, end one of /CNTP/'s four subfields, or be part of a value.
 */
function readTags(firstTag: string, info: TransactionInformation): void {
  let tag = firstTag;
  let valueStart = foundEnd;
  // /CNTP/'s value has four `/`-terminated subfields, which may hold anything (a name "CD"): its
  // slashes seen so far (-1 when outside /CNTP/), and where the first three are.
  let subfield = tag === "CNTP" ? 0 : -1;
  let first = -1;
  let second = -1;
  let third = -1;
  const text = source;
  const end = limit;
  for (let p = text.indexOf("/", valueStart); p !== -1 && p < end; p = text.indexOf("/", p + 1)) {
    if (subfield >= 0) {
      if (subfield < 3) {
        if (subfield === 0) first = p;
        else if (subfield === 1) second = p;
        else third = p;
        subfield++;
        continue;
      }
      readCounterparty(info, valueStart, first, second, third, p);
      // The slash that ends the last subfield may open the next tag; what comes before one is no value.
      subfield = -1;
      tag = "";
    }
    const next = tagAt(p);
    if (next === "") continue;
    if (tag !== "") applyValue(info, tag, valueStart, p);
    tag = next;
    valueStart = foundEnd;
    subfield = tag === "CNTP" ? 0 : -1;
    first = -1;
    second = -1;
    third = -1;
    p = valueStart - 1;
  }
  if (subfield >= 0) readCounterparty(info, valueStart, first, second, third, end);
  else if (tag !== "") applyValue(info, tag, valueStart, end);
}

/** The value of `tag`, source[from, valueEnd) without the one slash that closes it, into `info`. */
function applyValue(info: TransactionInformation, tag: string, from: number, valueEnd: number): void {
  const last = visibleBefore(valueEnd, from);
  applyTag(info, tag, from, last !== -1 && source.charCodeAt(last) === 47 ? last : valueEnd);
}

/** The value source[from, to) of `tag` into `info`. */
function applyTag(info: TransactionInformation, tag: string, from: number, to: number): void {
  switch (tag) {
    case "TRTP":
      info.transactionType = takeTrimmed(from, to);
      break;
    case "IBAN":
      info.counterpartyAccount ||= takeRepeated(from, to);
      break;
    case "BIC":
      info.counterpartyBic ||= takeRepeated(from, to);
      break;
    case "NAME":
      info.counterpartyName ||= takeTrimmed(from, to);
      break;
    case "REMI":
      readRemittance(info, from, to);
      break;
    case "EREF":
      info.endToEndId = takeReference(from, to);
      break;
    case "MARF":
      info.mandateId = takeReference(from, to);
      break;
    case "CSID":
      info.creditorId = takeReference(from, to);
      break;
    case "PREF":
      info.batchReference = takeReference(from, to);
      break;
    case "CDTRREF":
      info.creditorReference = takeTrimmed(from, to);
      break;
    case "ULTC":
    case "ULTD":
    case "ULTB": {
      // name/identification
      const slash = source.indexOf("/", from);
      info.ultimateParty ||= takeTrimmed(from, slash === -1 || slash >= to ? to : slash);
      break;
    }
    default:
      break;
  }
}

/**
 * ING and Rabobank: /CNTP/account/BIC/name/city/, source[from, to) with the slashes that end its
 * first three subfields (-1 when missing).
 */
function readCounterparty(
  info: TransactionInformation,
  from: number,
  first: number,
  second: number,
  third: number,
  to: number,
): void {
  info.counterpartyAccount ||= takeRepeated(from, first === -1 ? to : first);
  if (first !== -1) info.counterpartyBic ||= takeRepeated(first + 1, second === -1 ? to : second);
  if (second !== -1) info.counterpartyName ||= takeTrimmed(second + 1, third === -1 ? to : third);
}

/** cleanReference(takeTrimmed(from, to)), without trimming twice. */
function takeReference(from: number, to: number): string {
  const value = takeTrimmed(from, to);
  return isPlaceholderReference(value) ? "" : value;
}

/** /REMI/USTD//free text/, /REMI/STRD/CUR/reference/ or (ABN AMRO) /REMI/free text/. */
function readRemittance(info: TransactionInformation, from: number, to: number): void {
  const unstructured = afterPrefix(from, to, "USTD/");
  if (unstructured !== -1) {
    const next = visibleFrom(unstructured);
    info.description = takeTrimmed(next < to && source.charCodeAt(next) === 47 ? next + 1 : unstructured, to);
  } else if (afterPrefix(from, to, "STRD/") !== -1) {
    const reference = takeTrimmed(source.lastIndexOf("/", to - 1) + 1, to);
    info.creditorReference ||= reference;
    info.description ||= reference;
  } else {
    info.description = takeTrimmed(from, to);
  }
}
