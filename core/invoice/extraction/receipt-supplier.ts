import type { Layout, Line } from "./layout";
import { median } from "./median";
import { isStreetLine } from "./receipt-address";
import { findReceiptHeader } from "./receipt-header";
import { asName, endsInLegalForm, isOnlyLegalForm, OWNER_PREFIX, TITLE, typeSize } from "./receipt-name";
import { continuation, joinedWithAbove } from "./receipt-name-wrap";
import type { Field } from "./types";

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
  const header = findReceiptHeader(layout);
  const bodySize = median(layout.lines.map(typeSize));
  const candidates: Candidate[] = [];
  for (const [index, line] of header.entries()) {
    // The store's name stands above the receipt's title; under it come till and order lines.
    if (candidates.length > 0 && TITLE.test(line.text)) break;
    // "Stationsplein 189" over "1231 KL Zwolle": the shop's street, even in a slightly larger box.
    if (isStreetLine(line.text, header[index + 1]?.text)) continue;
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
  const above = best ? header[header.indexOf(best.line) - 1] : undefined;
  if (best && above) best = { ...best, name: joinedWithAbove(best.name, best.line, above) };
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
