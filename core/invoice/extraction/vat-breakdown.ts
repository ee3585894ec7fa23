import { findAmounts } from "./amounts";
import { MORE_LANGUAGE_RATE_WORDS, MORE_LANGUAGE_TAX_WORDS } from "./labels-more-languages";
import type { Layout, Line } from "./layout";
import type { Box, NumberFormat, VatLine } from "./types";

/** A rate candidate on a row: "19 %", "5,5%", or a bare number in a column headed by "%". */
interface RateCandidate {
  readonly rate: string;
  readonly marked: boolean;
}

const RATE_WITH_PERCENT = /(?<![\d.,])(\d{1,2}(?:[.,]\d{1,3})?)\s?%/g;
const BARE_RATE = /^(\d{1,2}(?:[.,]\d{1,3})?)$/;
const TAX_WORDS = new RegExp(
  `(vat|tax|btw|tva|mwst|ust|umsatzsteuer|steuer|%|${MORE_LANGUAGE_TAX_WORDS})`,
  "i",
);
// "Umsatzsteuer" holds "satz" but is no rate column: the rate words stand on their own or end a compound.
const RATE_HEADER = new RegExp(
  `(%|\\bsatz\\b|steuersatz|\\brate\\b|\\btaux\\b|\\btarief\\b|${MORE_LANGUAGE_RATE_WORDS})`,
  "i",
);

function normaliseRate(text: string): string {
  const plain = text.replace(",", ".");
  return plain.includes(".") ? plain.replace(/0+$/, "").replace(/\.$/, "") : plain;
}

/** The header segment nearest `segment` by horizontal centre: the column it stands under. */
function nearestHeaderSegment(header: Line, segment: Box): Box | undefined {
  const centre = segment.x + segment.width / 2;
  let best: { box: Box; distance: number } | undefined;
  for (const candidate of header.segments) {
    const distance = Math.abs(candidate.x + candidate.width / 2 - centre);
    if (!best || distance < best.distance) best = { box: candidate, distance };
  }
  return best?.box;
}

/** Rates on a row: marked with "%", or bare numbers standing under a rate column of the header. */
function rateCandidates(line: Line, header: Line | undefined): RateCandidate[] {
  const candidates: RateCandidate[] = [];
  for (const match of line.text.matchAll(RATE_WITH_PERCENT))
    if (match[1]) candidates.push({ rate: normaliseRate(match[1]), marked: true });
  const rateColumns = header?.segments.filter((s) => RATE_HEADER.test(s.text)) ?? [];
  for (const segment of line.segments) {
    const bare = BARE_RATE.exec(segment.text.trim());
    // Numbers are right-aligned or centred under their header: the nearest header cell is the column.
    const nearest = header ? nearestHeaderSegment(header, segment) : undefined;
    const underRateColumn = rateColumns.some(
      (column) =>
        column === nearest ||
        (segment.x < column.x + column.width + column.height &&
          column.x - column.height < segment.x + segment.width),
    );
    if (bare?.[1] && underRateColumn) candidates.push({ rate: normaliseRate(bare[1]), marked: false });
  }
  return candidates;
}

/** True when `vat` is `rate` % of `base`, allowing for rounding to the cent. */
export function vatMatchesRate(baseCents: number, vatCents: number, rate: string): boolean {
  const expected = (baseCents * Number(rate)) / 100;
  return Math.abs(expected - vatCents) <= 1;
}

/**
 * VAT per rate from rows that carry a rate, a base and the VAT on it, wherever they are printed
 * (a breakdown table, a totals block, a footer). The row is accepted only when VAT = rate × base:
 * the arithmetic, not a label, tells a breakdown row from a line item. A later row for the same
 * rate replaces an earlier one (a summary repeated at the bottom of the last page wins).
 */
export function extractVatBreakdown(layout: Layout, format: NumberFormat): VatLine[] {
  const found: VatLine[] = [];
  for (const line of layout.lines) {
    const header = taxHeaderAbove(layout, line);
    if (!TAX_WORDS.test(line.text) && !header) continue;
    // Per cell: a rate column next to the VAT ("19 | 163,16") is no French thousands group.
    const amounts = line.segments.flatMap((s) => findAmounts(s.text.replace(RATE_WITH_PERCENT, " "), format));
    if (amounts.length < 2) continue;
    const rates = rateCandidates(line, header).filter((c) => Number(c.rate) >= 0 && Number(c.rate) < 30);
    let hit: VatLine | null = null;
    for (const candidate of [...rates].sort((a, b) => Number(b.marked) - Number(a.marked))) {
      for (let v = amounts.length - 1; v >= 1 && !hit; v--) {
        const vat = amounts[v];
        const base = amounts[v - 1];
        if (!vat || !base || base.cents === 0) continue;
        // 0 % is only proven by a printed zero VAT amount next to a base.
        if ((vat.cents === 0) !== (Number(candidate.rate) === 0)) continue;
        const [b, t] = Math.abs(base.cents) >= Math.abs(vat.cents) ? [base, vat] : [vat, base];
        if (vatMatchesRate(b.cents, t.cents, candidate.rate))
          hit = {
            rate: candidate.rate,
            baseCents: b.cents,
            vatCents: t.cents,
            confidence: 0.94,
            source: line,
          };
      }
      if (hit) break;
    }
    if (!hit) continue;
    const same = found.findIndex((l) => l.rate === hit.rate);
    if (same >= 0) found[same] = hit;
    else found.push(hit);
  }
  return found;
}

function isTaxHeader(line: Line): boolean {
  return (
    TAX_WORDS.test(line.text) &&
    findAmounts(line.text, "comma-decimal").length === 0 &&
    findAmounts(line.text, "dot-decimal").length === 0
  );
}

/**
 * The header of a VAT table above a row: it names the tax ("USt. %", "VAT", "Taux TVA") and has no
 * amounts. A header with a rate column wins even a few wrapped lines up ("Umsatzsteuer (K)",
 * "Mehrwertsteuerbefreiung für die …" above the row's numbers).
 */
function taxHeaderAbove(layout: Layout, line: Line): Line | undefined {
  let nearest: Line | undefined;
  for (let index = line.index - 1; index >= Math.max(0, line.index - 8); index--) {
    const above = layout.lines[index];
    if (!above || above.page !== line.page) break;
    if (!isTaxHeader(above)) {
      if (index < line.index - 1 && findAmounts(above.text, "comma-decimal").length > 0) break;
      continue;
    }
    if (above.segments.some((s) => RATE_HEADER.test(s.text))) return above;
    if (index >= line.index - 4) nearest ??= above;
  }
  return nearest;
}

/** "zuzüglich 19% MwSt. 160,55": a rate and one amount, proven later against the subtotal. */
export interface SingleVatRow {
  readonly rate: string;
  readonly vatCents: number;
  readonly line: Line;
}

export function extractSingleVatRows(layout: Layout, format: NumberFormat): SingleVatRow[] {
  const rows: SingleVatRow[] = [];
  for (const line of layout.lines) {
    if (!TAX_WORDS.test(line.text.replace(RATE_WITH_PERCENT, " "))) continue;
    const rates = [...line.text.matchAll(RATE_WITH_PERCENT)].flatMap((m) =>
      m[1] ? [normaliseRate(m[1])] : [],
    );
    const amounts = findAmounts(line.text.replace(RATE_WITH_PERCENT, " "), format);
    const [rate] = rates;
    const [amount] = amounts;
    if (rates.length === 1 && amounts.length === 1 && rate && amount)
      rows.push({ rate, vatCents: amount.cents, line });
  }
  return rows;
}
