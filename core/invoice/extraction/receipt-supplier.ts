import { LEGAL_FORM_WORDS } from "../../company/legal-forms";
import { findAmounts } from "./amounts";
import { findDates } from "./dates";
import type { Layout, Line } from "./layout";
import { median } from "./median";
import { findRollEdges } from "./receipt-detect";
import { repairLegalFormSlips } from "./receipt-legal-form";
import type { Field } from "./types";

/** Shop-name endings of sole traders that work as a legal form on a till ("… Enterprise", "… Trading Co"). */
const SHOP_NAME_ENDINGS: ReadonlySet<string> = new Set([
  "enterprise",
  "enterprises",
  "trading",
  "store",
  "stores",
]);

/** Header lines that are not the store's name: titles, greetings, contact and registration lines. */
const NOT_A_NAME = new RegExp(
  [
    "(?<!\\p{L})(tax invoice|invoice|receipt|cash ?bill|cash sale|kassenbon|kassabon|bon|quittung|rechnung|factuur|kwitantie|simplified|official|original|copy|duplicate|cash|credit|tunai|kredit|welcome|selamat datang|willkommen|welkom|thank you|bedankt)(?!\\p{L})",
    "(?<!\\p{L})(tel|telp|telefoon|telefon|phone|ph|hp|fax|e-?mail|www|http|website|gst|vat|btw|ust|mwst|reg|regn|registration|roc|co\\.? ?no|company no|business no|kvk|steuer|st\\.?-?nr|uid|sst|tin|id)(?!\\p{L})",
    // Address words: street, building and place markers of Malaysian, Dutch, German and English addresses.
    "(?<!\\p{L})(jalan|jln|lorong|lot|no\\.?\\s*\\d|taman|tmn|bandar|kampung|kg|batu|lebuh|persiaran|wisma|plaza|blok|block|level|tingkat|floor|unit|street|st\\.|road|rd\\.?|lane|avenue|ave|straat|laan|weg|plein|gracht|stra(?:ss|ß)e|str\\.|platz|gasse|allee)(?!\\p{L})",
  ].join("|"),
  "iu",
);
const TITLE =
  /(?<!\p{L})(tax invoice|invoice|receipt|cash ?bill|kassenbon|kassabon|quittung|rechnung|factuur)(?!\p{L})/iu;
/** A postcode with its town ("81100 Johor Bahru", "1012 AB Amsterdam", "80333 München"). */
const POSTCODE = /(?<!\d)\d{4,5}(?:\s?[A-Z]{2})?\s+\p{L}{3,}/u;
/** A company or GST registration number after the name: "(742016-W)", "Co. Reg: 12345-A". */
const TRAILING_REGISTRATION =
  /\s*[([]?\s*(?:(?:co\.?|company|roc)\s*(?:reg\.?|no\.?)*\s*[:.]?\s*)?\d{3,}[\s-]*[A-Z]?\s*[)\]]?\s*$/iu;

function wordsOf(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/\./g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Ends in a legal form ("Sdn. Bhd.", "B.V.", "GmbH") or a shop-name ending ("Trading", "Enterprise"). */
export function endsInLegalForm(name: string): boolean {
  const last = wordsOf(name).at(-1) ?? "";
  return (LEGAL_FORM_WORDS.has(last) && last.length >= 2) || SHOP_NAME_ENDINGS.has(last);
}

/**
 * Only legal-form words ("SDN. BHD.", "B.V.", "CO. (M) SDN BHD" with the region it is registered in):
 * the end of a name wrapped onto its own line.
 */
function isOnlyLegalForm(text: string): boolean {
  const words = wordsOf(text.replace(/\(\p{Lu}{1,3}\)/gu, " "));
  return words.length > 0 && words.every((w) => LEGAL_FORM_WORDS.has(w));
}

/** "Owned by", "Own by.", "Operated by:" before the legal owner's name. */
export const OWNER_PREFIX = /^\W*(?:owned|own|operated|managed|run)\s+by\s*[.:]?\s*/iu;

/**
 * Specks after a legal form ("… SDN. BHD. [tm L 7°": a logo or stamp beside the name read as
 * letters): what follows the last legal-form word goes when it holds no word of three letters.
 */
function withoutTrailingSpecks(name: string): string {
  const parts = name.split(/(\s+)/);
  for (let index = parts.length - 1; index > 0; index--) {
    const bare = (parts[index] ?? "").toLowerCase().replace(/[^\p{L}]/gu, "");
    if (!LEGAL_FORM_WORDS.has(bare) || bare.length < 2) continue;
    const rest = parts.slice(index + 1).join("");
    return /\p{L}{3}/u.test(rest) ? name : parts.slice(0, index + 1).join("");
  }
  return name;
}

/** The line as a store name, without a registration number after it; null when it names no one. */
export function asName(text: string): string | null {
  const name = repairLegalFormSlips(
    withoutTrailingSpecks(text.replace(OWNER_PREFIX, "")).replace(TRAILING_REGISTRATION, ""),
  )
    // "D.1.Y." → "D.I.Y.": a capital I between the points of an abbreviation read as a one.
    .replace(/(?<=\p{Lu}\.)1(?=\.)/gu, "I")
    .replace(/^[^\p{L}\p{N}(]+|[^\p{L}\p{N}).]+$/gu, "")
    .trim();
  const letters = name.match(/\p{L}/gu)?.length ?? 0;
  if (letters < 3 || letters < name.replace(/\s/g, "").length * 0.6) return null;
  // A logo read as letters ("EAT A Ae PL fl"): most words of a name are real words of 3+ letters.
  const words = name.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  // "MR.", "(M)", "D.I.Y.", "S/B" are abbreviations; "Ae", "fl;", "PL" are specks read as letters.
  const real = words.filter((w) => /\p{L}{3}|[.(/&]/u.test(w) || LEGAL_FORM_WORDS.has(wordsOf(w).join("")));
  if (real.length * 2 <= words.length) return null;
  if (NOT_A_NAME.test(name) || POSTCODE.test(name)) return null;
  if (findDates(name).length > 0 || findAmounts(name, "dot-decimal").length > 0) return null;
  if (findAmounts(name, "comma-decimal").length > 0) return null;
  return name;
}

/** The height of a line's letters: its tallest words, as OCR boxes of small words vary. */
export function typeSize(line: Line): number {
  return median(line.words.filter((w) => w.text.length >= 2).map((w) => w.height)) || line.height;
}

/** How many top lines may hold the store's name: the header above the first amount or date. */
const HEADER_LINES = 10;

/** The name continued on the next line: "HARDWARE &" + "ELECTRICAL", "BAKERIES" + "(KL) SDN BHD". */
function continuation(line: Line, name: string, next: Line | undefined, size: number): string | null {
  if (!next || Math.abs(typeSize(next) - size) > size * 0.35) return null;
  const text = next.text.replace(TRAILING_REGISTRATION, "").trim();
  const rest = asName(text) ?? (isOnlyLegalForm(text) ? text : null);
  if (!rest || rest.length > 40) return null;
  const joiner = /(?:^|\s)(&|and|und|en)$/i.exec(line.text.trim())?.[1];
  if (joiner) return name.endsWith(joiner) ? `${name} ${rest}` : `${name} ${joiner} ${rest}`;
  // "BAKERIES" + "(KL) SDN BHD"; a whole legal name under a brand ("Elitetrax Marketing Sdn Bhd") stands alone.
  if (isOnlyLegalForm(rest) || (/^\(/.test(rest) && endsInLegalForm(rest))) return `${name} ${rest}`;
  return null;
}

/**
 * How much larger than the owner's line a trading name must be printed to stand as the store's name:
 * "SANYU STATIONERY SHOP" in headline type over "Owned By : Sanyu Supply Sdn Bhd" in the body's type is
 * the name the shop trades under and the customer knows (ADR 314); a brand in the body's type
 * ("DOMINO'S PIZZA", its operator in the footer) is not.
 */
const HEADLINE_OVER_OWNER = 1.5;

function isHeadlineOver(name: Line, owner: Line): boolean {
  return typeSize(name) >= typeSize(owner) * HEADLINE_OVER_OWNER;
}

/** A header line that may be the store's name, how strongly it looks like one, and whether it names an owner. */
interface Candidate {
  readonly name: string;
  readonly line: Line;
  readonly score: number;
  readonly owner: boolean;
}

/** A line naming the legal owner: "Owned by … Sdn Bhd" on it, or "Owned By :" on the line above. */
function isOwnerLine(line: Line, above: Line | undefined): boolean {
  return OWNED_BY.test(line.text) || OWNER_PREFIX.test(line.text) || OWNED_BY.test(above?.text ?? "");
}

/** "Owned by Dommal Food Services Sdn Bhd": a franchise's legal owner, printed in the footer. */
export const OWNED_BY =
  /(?<!\p{L})(?:owned|operated|managed|run|dikendalikan|geëxploiteerd|betrieben)\s+(?:by|oleh|door|von)\s*:?\s*(.*)$/iu;

function legalOwner(layout: Layout): { name: string; line: Line } | undefined {
  for (const [index, line] of layout.lines.entries()) {
    const match = OWNED_BY.exec(line.text);
    if (!match) continue;
    // The owner's name may follow on the next line: "Owned by" / "Dommal Food Services Sdn Bhd".
    const rest = match[1]?.trim() ? match[1] : (layout.lines[index + 1]?.text ?? "");
    const name = asName(rest);
    if (name && endsInLegalForm(name)) return { name, line };
  }
  return undefined;
}

/**
 * The store's name on a till receipt: among the header lines (above the first date or amount), the
 * one in the largest type, preferring a name with a legal form ("Sdn Bhd", "B.V."). Titles ("TAX
 * INVOICE"), greetings, addresses, phone and registration lines are passed over; a name wrapped over
 * two lines is joined. A trading name without a legal form gives way to a legal owner printed as
 * "Owned by … Sdn Bhd".
 */
export function extractReceiptSupplier(layout: Layout): Field<string> | undefined {
  const header: Line[] = [];
  const { left, right } = findRollEdges(layout);
  for (const line of layout.lines) {
    if (header.length >= HEADER_LINES) break;
    // Printed beside the roll (a printer's message, a stamp): not part of the receipt's header.
    const centre = line.x + line.width / 2;
    if (centre < left || centre > right) continue;
    if (
      header.length > 0 &&
      (findDates(line.text).length > 0 || findAmounts(line.text, "dot-decimal").length > 1)
    )
      break;
    header.push(line);
  }
  const bodySize = median(layout.lines.map(typeSize));
  const candidates: Candidate[] = [];
  for (const [index, line] of header.entries()) {
    // The store's name stands above the receipt's title; under it come till and order lines.
    if (candidates.length > 0 && TITLE.test(line.text)) break;
    const name = asName(line.text);
    // A legal form on its own line ends the name above it (joined there), it names no one alone.
    if (!name || isOnlyLegalForm(name)) continue;
    const size = typeSize(line);
    const joined = continuation(line, name, header[index + 1], size) ?? name;
    const legal = endsInLegalForm(joined) ? 2 : 1;
    // Larger type and an earlier line both point at the name, a legal form most of all: a logo
    // read as letters is often the largest type, so type size counts only up to a point.
    const score = Math.min(size / Math.max(bodySize, 1e-6), 1.5) * legal * (1 - index * 0.04);
    candidates.push({ name: joined, line, score, owner: isOwnerLine(line, header[index - 1]) });
  }
  let best = candidates.reduce<Candidate | undefined>(
    (top, c) => (!top || c.score > top.score ? c : top),
    undefined,
  );
  // "Owned By : … Sdn Bhd" under the shop's own name in headline type: the headline is the store's name.
  const headline = best?.owner
    ? candidates.find((c) => best && isHeadlineOver(c.line, best.line))
    : undefined;
  best = headline ?? best;
  // "THE COFFEE BEAN &" or "THE COFFEE BEAN" over "& TEA LEAF (M) SDN. BHD.": the chosen line
  // continues the one above it. "and", "en", "und" only as words: "CHICKEN" ends in "en".
  const above = best ? header[header.indexOf(best.line) - 1] : undefined;
  const start = above ? /^(.*\S)(?:\s*&|\s+(?:and|und|en))$/i.exec(above.text.trim()) : null;
  const opensWithJoiner = best ? /^\W*&/.test(best.line.text) : false;
  const first = start?.[1] ?? (opensWithJoiner ? above?.text : undefined);
  const firstName = first ? asName(first) : null;
  if (best && firstName) best = { ...best, name: `${firstName} & ${best.name}` };
  // A trading name without a legal form gives way to the legal owner a franchise prints in its footer,
  // unless it is the receipt's headline: the shop's own name in large type over "Owned by …" in small.
  const owner = best && endsInLegalForm(best.name) ? undefined : legalOwner(layout);
  if (owner && !(best && isHeadlineOver(best.line, owner.line))) best = { ...owner, score: 0, owner: true };
  if (!best) return undefined;
  const { line } = best;
  return {
    value: best.name.replace(/\s+/g, " "),
    confidence: endsInLegalForm(best.name) ? 0.85 : 0.7,
    source: { page: line.page, x: line.x, y: line.y, width: line.width, height: line.height },
  };
}
