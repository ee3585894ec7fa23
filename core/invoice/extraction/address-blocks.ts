import { matchLabel } from "./labels";
import { MORE_LANGUAGE_SALUTATIONS } from "./labels-more-languages";
import type { Layout, Segment } from "./layout";

/** A postcode and place: "80333 München", "DE 80333 München", "F-75001 Paris", "1012 AB Amsterdam", "SW1A 1AA". */
const POSTCODE_LINE =
  /^(?:[A-Z]{1,2}[- ]?)?\d{4,5}(?: ?[A-Z]{2})?\s+\p{L}|^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b/u;
/** Greetings printed above a person's name in an address window. */
const SALUTATION = new RegExp(
  `^(herrn?|frau|firma|mr\\.?|mrs\\.?|ms\\.?|dhr\\.?|mevr\\.?|monsieur|madame|m\\.|mme\\.?|attn\\.?|z\\.? ?hd\\.?|${MORE_LANGUAGE_SALUTATIONS})$`,
  "i",
);
/** Separators of a one-line return address above the address window ("Firma GmbH · Straße 1 · 12345 Ort"). */
const RETURN_SEPARATOR = /\s+[●•·|–—-]\s+|\s*[●•·|]\s*/;
export const DELIVERY_LABEL =
  /^(adresse de livraison|lieu de livraison|lieferadresse|lieferanschrift|warenempf[äa]nger|delivery address|shipping address|ship to|deliver to|afleveradres|leveringsadres|leveradres|bezorgadres)/i;

const OWNER = /^(?:inh\.|(?:inhaber(?:in)?|owner|eigenaar|propri[ée]taire)\b)/i;

/**
 * A street and house number ("Kapelstraat 41", "Lindenweg 7", "12 rue des Tanneurs"): a letterhead's
 * contact line ("Kapelstraat 41 · 2500 Lier · 0478 …") opens with it, a return address with the name.
 */
const STREET_AND_NUMBER =
  /^(?:\d+[a-z]?,?\s+\p{L}.*|\p{L}[\p{L} .'’-]*?(?:straat|stra(?:ss|ß)e|str\.|weg|laan|plein|gasse|allee|kade|gracht|singel|dijk|dreef|street|road|lane|avenue)\s+\d+\s?[a-zA-Z]?)$/u;

export function isPostcodeLine(text: string): boolean {
  return POSTCODE_LINE.test(text.trim());
}

export function isSalutation(text: string): boolean {
  return SALUTATION.test(text.trim());
}

/** One address: its lines top to bottom (name first) and whether it sits under a delivery label. */
export interface AddressBlock {
  readonly lines: readonly Segment[];
  readonly delivery: boolean;
}

/**
 * The first piece of a one-line return address (DIN 5008 "Absenderzeile", common across Europe):
 * at least three pieces split by bullets or dashes, one of them a postcode and place.
 */
export function returnAddressName(layout: Layout): Segment | undefined {
  // Asked once per candidate address on the page: read the page once, not once per candidate.
  if (!returnAddresses.has(layout.lines)) returnAddresses.set(layout.lines, readReturnAddressName(layout));
  return returnAddresses.get(layout.lines);
}

const returnAddresses = new WeakMap<Layout["lines"], Segment | undefined>();

function readReturnAddressName(layout: Layout): Segment | undefined {
  for (const line of layout.lines) {
    if (line.page !== 1) break;
    const pieces = line.segments.flatMap((s) => s.text.split(RETURN_SEPARATOR)).filter((p) => p.trim());
    const first = line.segments[0];
    if (pieces.length >= 3 && pieces.slice(1).some(isPostcodeLine) && /[●•·|]|\s[–—-]\s/.test(line.text)) {
      const name = pieces[0]?.trim();
      // "Inh. Peter Holzmann · Werkstattweg 3 · …" names the owner under the letterhead, not the sender.
      if (first && name && !OWNER.test(name) && !STREET_AND_NUMBER.test(name))
        return { ...first, text: name };
    }
    const unseparated = bulletsLost(layout, line.segments);
    if (unseparated) return unseparated;
  }
  return undefined;
}

/**
 * A return address whose bullets a scan lost ("Bei Spiel GmbH  Ecke 12  12345 Stadthausen"): name,
 * street with its number and postcode with place as three segments a bullet's width apart, in
 * smaller type than the address under it.
 */
function bulletsLost(layout: Layout, segments: readonly Segment[]): Segment | undefined {
  // A bullet OCR did not drop may come back as one letter ("e"): it separates like the lost ones.
  const [name, street, place] = segments.filter((segment) => segment.text.trim().length > 1);
  if (!name || !street || !place) return undefined;
  const apart = (left: Segment, right: Segment): boolean => right.x - (left.x + left.width) < left.height * 4;
  if (!apart(name, street) || !apart(street, place)) return undefined;
  if (!/\p{L}{2}/u.test(name.text) || !/\p{L}.*\d/u.test(street.text) || !isPostcodeLine(place.text))
    return undefined;
  const next = layout.lines[name.line + 1];
  const under = next?.segments.find((s) => s.x < street.x && s.x + s.width > name.x);
  return under && under.height > name.height * 1.4 ? { ...name, text: name.text.trim() } : undefined;
}

/**
 * The segment above `below` in the same column: lines in between that print nothing in this column
 * (a letterhead beside the address window) are stepped over; a blank of more than about two lines
 * ends the block.
 */
function alignedSegmentAbove(layout: Layout, below: Segment): Segment | undefined {
  for (let index = below.line - 1; index >= Math.max(0, below.line - 4); index--) {
    const line = layout.lines[index];
    if (!line || line.page !== below.page) return undefined;
    if (below.y - (line.y + line.height) > below.height * 2.5) return undefined;
    const aligned = line.segments.find((s) => Math.abs(s.x - below.x) < below.height * 1.2);
    if (aligned) return aligned;
    if (line.segments.some((s) => s.x < below.x + below.width && below.x < s.x + s.width)) return undefined;
  }
  return undefined;
}

/**
 * Address blocks on page 1: a postcode line and the lines stacked above it in the same column,
 * up to a gap or a label. The top line that is not a greeting is the name.
 */
export function findAddressBlocks(layout: Layout): AddressBlock[] {
  const blocks: AddressBlock[] = [];
  for (const line of layout.lines) {
    if (line.page !== 1) break;
    if (/[●•·]/.test(line.text)) continue;
    for (const segment of line.segments) {
      if (!isPostcodeLine(segment.text)) continue;
      const stack: Segment[] = [segment];
      let delivery = false;
      let current = segment;
      for (let step = 0; step < 4; step++) {
        // A greeting opens the addressee's block: what is printed above it is someone else's.
        if (isSalutation(current.text)) break;
        const above = alignedSegmentAbove(layout, current);
        // The one-line return address over the window is the sender's, not the addressee's first line.
        if (!above || /[●•·]/.test(layout.lines[above.line]?.text ?? "")) break;
        if (DELIVERY_LABEL.test(above.text.trim())) {
          delivery = true;
          break;
        }
        if (matchLabel("customer", above.text) !== null || matchLabel("supplier", above.text) !== null) break;
        stack.unshift(above);
        current = above;
      }
      if (stack.length >= 2) blocks.push({ lines: stack, delivery });
    }
  }
  return blocks;
}
