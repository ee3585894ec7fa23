import { DELIVERY_LABEL, isPostcodeLine, returnAddressName } from "./address-blocks";
import { headingParty, isAddressHead, partyLabelOf, segmentAbove, segmentsBelow } from "./column-heading";
import type { Layout, Segment } from "./layout";
import type { Box } from "./types";

/**
 * A postcode and place as Europe prints it ("80333 München") or as North America and the UK end
 * the line ("San Francisco, CA 94107", "Henderson, Nevada 89014", "Richmond BC V6Y 0L4", "London SW1A 1AA").
 */
const PLACE_AT_END =
  /,\s*(?:[A-Z]{2}|\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)?)\s+\d{5}(?:-\d{4})?$|\b[A-Z]\d[A-Z] ?\d[A-Z]\d$|\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/u;

/** A postcode printed on a line of its own under the place ("Halle (Saale), Niedersachsen" / "06108"). */
const POSTCODE_ALONE = /^\d{5}$/;

export function isPlaceLine(text: string): boolean {
  const trimmed = text.trim();
  return isPostcodeLine(trimmed) || PLACE_AT_END.test(trimmed) || POSTCODE_ALONE.test(trimmed);
}

/** Lines under a buyer's label scanned for its address's place line: a person and a department may come first. */
const LABELLED_BLOCK_LINES = 6;

/** The page labels the buyer's postal address: a buyer's label alone in its column, a place line under it. */
export function hasLabelledCustomerAddress(layout: Layout): boolean {
  return layout.lines.some((line) =>
    line.segments.some(
      (segment) =>
        partyLabelOf(segment.text) === "customer" &&
        segmentsBelow(layout, line.index, segment, LABELLED_BLOCK_LINES).some((below) =>
          isPlaceLine(below.text),
        ),
    ),
  );
}

/** Lines above an address's first line scanned for the label that says whose it is. */
const HEAD_LINES = 4;

/** The segment heads a postal address that no buyer's or delivery label, nor the sender's return line, claims. */
function headsUnclaimedAddress(layout: Layout, at: number, segment: Box): boolean {
  if (!isAddressHead(layout, at, segment, isPlaceLine)) return false;
  const returned = returnAddressName(layout);
  if (returned && layout.lines[at - 1]?.index === returned.line) return false;
  if (headingParty(layout, segment, { lines: HEAD_LINES, stopAtAddressEnd: true }) === "customer")
    return false;
  return !DELIVERY_LABEL.test(segmentAbove(layout, at, segment)?.text.trim() ?? "");
}

/**
 * The supplier's own address block: the name, a company by its legal form, heads a postal address
 * that no buyer's or delivery label claims, while the page labels the buyer's address elsewhere (or
 * the buyer's name is sure: `customerKnown`), and no other company heads an unclaimed address (a
 * bank's, a payment processor's, the window's).
 * Two parties, two blocks, and the page says which one is the buyer's.
 */
export function isSoleSenderAddress(
  layout: Layout,
  name: string,
  /** Whether a line names a company ("Payco GmbH"): another such block makes the sender's ambiguous. */
  isCompany: (text: string) => boolean,
  customerKnown: boolean,
): boolean {
  if (!customerKnown && !hasLabelledCustomerAddress(layout)) return false;
  const wanted = compact(name);
  const returned = returnAddressName(layout)?.line;
  // Where the reader found the name does not matter (a return line above the window prints it too):
  // one of its places on the page heads the address.
  const companies = layout.lines
    .filter((line) => line.index !== returned)
    .flatMap((line) =>
      line.segments
        .filter((segment: Segment) => compact(segment.text) === wanted || isCompany(segment.text))
        .filter((segment) => headsUnclaimedAddress(layout, line.index, segment))
        .map((segment) => compact(segment.text)),
    );
  return companies.includes(wanted) && companies.every((company) => company === wanted);
}

function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}
