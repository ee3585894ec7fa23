import { findAmounts, type ParsedAmount } from "./amounts";
import { findIncludedVat, withoutIncludedVatPhrase } from "./included-vat";
import { FOUND_BY_CONFIDENCE, findLabelledValues } from "./labelled-value";
import { type LabelKey, matchLabel, REVERSE_CHARGE } from "./labels";
import { BARE_VAT_WORD } from "./labels-more-languages";
import { type Layout, type Segment, segmentsBelow, segmentsRightOf, unionBox } from "./layout";
import { parseVatRate } from "./line-items";
import { isInTotalsBlock, isTableHeaderLine } from "./totals-block";
import { extractColumnTotals } from "./totals-columns";
import type { Box, Field, NumberFormat, VatLine } from "./types";
import { extractSingleVatRows, extractVatBreakdown, vatMatchesRate } from "./vat-breakdown";
import { findVatExemption } from "./vat-exempt";

export interface Totals {
  readonly subtotalCents?: Field<number>;
  readonly vatTotalCents?: Field<number>;
  readonly totalCents?: Field<number>;
  readonly amountDueCents?: Field<number>;
  readonly vatLines: readonly VatLine[];
  readonly currencies: readonly string[];
}

function lastAmount(format: NumberFormat): (text: string) => ParsedAmount | null {
  return (text) => findAmounts(withoutIncludedVatPhrase(text), format).at(-1) ?? null;
}

function toField(hit: {
  value: ParsedAmount;
  box: Box;
  foundBy: "inline" | "right" | "below";
}): Field<number> {
  return { value: hit.value.cents, confidence: FOUND_BY_CONFIDENCE[hit.foundBy], source: hit.box };
}

/** Amounts printed with a VAT label: inline after the rate, to the right, or in the cell below. */
function amountsForVatLabel(
  layout: Layout,
  segment: Segment,
  rest: string,
  format: NumberFormat,
): { amounts: ParsedAmount[]; box: Box } {
  const inline = findAmounts(rest, format);
  const right = segmentsRightOf(layout, segment).flatMap((s) => findAmounts(s.text, format).map(() => s));
  const rightAmounts = segmentsRightOf(layout, segment).flatMap((s) => findAmounts(s.text, format));
  const amounts = [...inline, ...rightAmounts];
  if (amounts.length > 0) return { amounts, box: unionBox([segment, ...right]) };
  // A reverse-charge note without a VAT label is a sentence: the amount under it is another line's.
  const below = matchLabel("vat", segment.text) !== null ? segmentsBelow(layout, segment, 1)[0] : undefined;
  if (below) return { amounts: findAmounts(below.text, format), box: below };
  return { amounts: [], box: segment };
}

/** "21% btw 73,50", "19 % MwSt.": a VAT row that prints its rate before the VAT word. */
const RATE_FIRST = /^(\d{1,2}(?:[.,]\d{1,2})?\s?%)\s+(\p{L}+\.?)(?=\s|$)/u;

/** The row's text with a leading rate moved after its VAT word ("btw 21% 73,50"), else as printed. */
function rateAfterLabel(text: string): string {
  const match = RATE_FIRST.exec(text.trim());
  if (!match?.[1] || !match[2] || matchLabel("vat", match[2]) === null) return text;
  return `${match[2]} ${match[1]}${text.trim().slice(match[0].length)}`;
}

function extractVatLines(layout: Layout, format: NumberFormat): VatLine[] {
  const lines: VatLine[] = [];
  for (const line of layout.lines) {
    for (const segment of line.segments) {
      const rest = matchLabel("vat", rateAfterLabel(segment.text));
      const reverse = REVERSE_CHARGE.test(segment.text);
      if (rest === null && !reverse) continue;
      // "Total VAT" is no row of a rate; "HST 13%", "GST 15%" are, though "GST" alone is a VAT total label.
      const totalRest = matchLabel("vatTotal", segment.text);
      if (totalRest !== null && parseVatRate(totalRest) === null) continue;
      const rate = parseVatRate(segment.text);
      // No VAT rate is above 27 %: "GST 46%" is an OCR slip for 6 %, not a row to trust.
      if (rate === null || Number(rate) > 27) continue;
      const { amounts, box } = amountsForVatLabel(layout, segment, rest ?? segment.text, format);
      const vat = amounts.at(-1);
      if (!vat && rate !== "reverse-charge") continue;
      const base = amounts.length >= 2 ? (amounts.at(-2)?.cents ?? null) : null;
      const entry: VatLine = {
        rate,
        baseCents: base,
        vatCents: vat?.cents ?? 0,
        confidence: 0.9,
        source: box,
      };
      // Totals repeated (e.g. a summary box and a footer) count once: the last one wins.
      const same = lines.findIndex((l) => l.rate === rate);
      if (same >= 0) lines[same] = entry;
      else lines.push(entry);
      break;
    }
  }
  return lines;
}

/** A VAT rate alone ("9%", "(21 %)") between a label and its amount. */
const RATE_ONLY = /^\(?\d{1,2}(?:[.,]\d{1,2})?\s?%\)?$/;

/**
 * Words after a total's label that only say it is the gross ("Gesamtbetrag inkl. USt.", "Totaal (incl.
 * btw)", "Total T.T.C.", "Total inclusive of VAT", "Montant TTC à payer", "Total TTC en euros"): the
 * amount right of them is still the total. No digits: an inline rate would be read as the amount.
 */
const GROSS_QUALIFIER =
  /^[([]?\s*(?:brutto|ttc|t\.t\.c\.?|(?:inkl|einschl|incl|inc)\.?(?:\s+of)?\s+[\p{L}.]+|inclusive(?:\s+of)?\s+[\p{L}.]+|including\s+[\p{L}.]+|toutes taxes comprises|[àa] payer|en euros?)\s*[)\]]?\s*:?$/iu;

type AmountHit = { value: ParsedAmount; box: Box; foundBy: "inline" | "right" | "below" };

/**
 * Totals in the invoice's currency: "Total GBP £600.00" followed by "Total in EUR (rate 1.15)
 * €691.20" prints an equivalent for the buyer's books, not a second total. The invoice's currency is
 * the one most totals-block amounts carry.
 */
function inMainCurrency(totals: readonly AmountHit[], others: readonly AmountHit[]): AmountHit[] {
  const counts = new Map<string, number>();
  for (const hit of [...totals, ...others])
    if (hit.value.currency) counts.set(hit.value.currency, (counts.get(hit.value.currency) ?? 0) + 1);
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const kept = totals.filter((hit) => !main || !hit.value.currency || hit.value.currency === main);
  return kept.length > 0 ? kept : [...totals];
}

/**
 * The subtotal, VAT and total that add up (net + VAT = gross), preferring the latest occurrences
 * (the totals block at the bottom of the last page beats a running total); the latest of each
 * when no combination adds up.
 */
function chooseTotals(
  subtotals: readonly AmountHit[],
  vats: readonly AmountHit[],
  totals: readonly AmountHit[],
  netsIfTheyAddUp: readonly AmountHit[] = [],
  vatsIfTheyAddUp: readonly AmountHit[] = [],
): { subtotal?: AmountHit; vat?: AmountHit; total?: AmountHit; agreed: boolean } {
  const latest = <T>(list: readonly T[]): T[] => [...list].reverse().slice(0, 6);
  for (const total of latest(totals))
    for (const subtotal of [...latest(subtotals), ...latest(netsIfTheyAddUp)])
      for (const vat of [...latest(vats), ...latest(vatsIfTheyAddUp)])
        if (subtotal !== total && subtotal.value.cents + vat.value.cents === total.value.cents)
          return { subtotal, vat, total, agreed: true };
  const subtotal = subtotals.at(-1);
  const vat = vats.at(-1);
  const total = totals.at(-1);
  return {
    ...(subtotal ? { subtotal } : {}),
    ...(vat ? { vat } : {}),
    ...(total ? { total } : {}),
    agreed: false,
  };
}

/**
 * "Subtotal €300.00 · Discount −€30.00 · VAT 21% €56.70 · Total €326.70": when the printed net and
 * VAT do not make the total, the total less the VAT is the net if the one VAT rate on the page makes
 * exactly that VAT on it. The arithmetic proves the discounted base the page never prints.
 */
function withNetFromRate(
  chosen: ReturnType<typeof chooseTotals>,
  vatLines: readonly VatLine[],
): ReturnType<typeof chooseTotals> {
  const { total, vat } = chosen;
  const rate = vatLines.length === 1 ? vatLines[0]?.rate : undefined;
  if (chosen.agreed || !total || !vat || !rate || vat.value.cents <= 0) return chosen;
  const net = total.value.cents - vat.value.cents;
  if (net === chosen.subtotal?.value.cents || !vatMatchesRate(net, vat.value.cents, rate)) return chosen;
  return { ...chosen, subtotal: derived(net, null, 0.8), agreed: true };
}

function derived(cents: number, source: Box | null, confidence: number): AmountHit & { confidence: number } {
  return {
    value: { cents, currency: null },
    box: source ?? { page: 1, x: 0, y: 0, width: 0, height: 0 },
    foundBy: "below",
    confidence,
  };
}

/**
 * A line-item table's header ("Description | Qty | Unit price | Total"): the amount under its
 * "Total" is the first row's, not the invoice's.
 */
function isLineItemHeader(layout: Layout, lineIndex: number): boolean {
  const line = layout.lines[lineIndex];
  return line ? isTableHeaderLine(layout, line) : false;
}

/** "IVA | 0,00", "Moms | 3.100,00": a VAT word of the eight more languages alone, its amount beside or under it. */
function bareVatAmounts(layout: Layout, format: NumberFormat): AmountHit[] {
  return findLabelledValues(layout, "vat", lastAmount(format), {
    rightReach: 60,
    exclude: ["vatTotal"],
  }).filter(
    (hit) =>
      BARE_VAT_WORD.test(hit.label.text) &&
      !(hit.foundBy === "below" && isLineItemHeader(layout, hit.label.line)),
  );
}

/** "USt.", "VAT", "BTW" alone as a row label: a VAT amount, or a column's name; trusted only when it adds up. */
const BARE_TAX_WORD = /^(?:btw|b\.t\.w\.|vat|mwst\.?|ust\.?|tva|gst|tax)\s*:?$/i;

/** "USt. | 7,60 €" in a totals block: a VAT candidate only where net + it = a printed total. */
function bareTaxWordAmounts(layout: Layout, format: NumberFormat): AmountHit[] {
  return findLabelledValues(layout, "vat", lastAmount(format), {
    rightReach: 60,
    exclude: ["vatTotal"],
  }).filter((hit) => hit.foundBy === "right" && BARE_TAX_WORD.test(hit.label.text.trim()));
}

/** The opening words of a page that explains an invoice with made-up amounts. */
const EXAMPLE_PAGE =
  /(example|sample|voorbeeld|beispiel|exemple|how to read|explanation|uitleg|toelichting op uw|erl[äa]uterung|explication)/i;

/** The layout without pages after the first whose first lines announce an example or explanation. */
function withoutExamplePages(layout: Layout): Layout {
  const examples = new Set<number>();
  for (let page = 2; page <= layout.pageCount; page++) {
    const opening = layout.lines.filter((line) => line.page === page).slice(0, 4);
    if (opening.some((line) => EXAMPLE_PAGE.test(line.text))) examples.add(page);
  }
  if (examples.size === 0) return layout;
  // Line indexes stay as they were: segments point at their line by index.
  return {
    ...layout,
    lines: layout.lines.map((line) =>
      examples.has(line.page) ? { ...line, segments: [], words: [], text: "" } : line,
    ),
  };
}

/**
 * Subtotal, VAT per rate, total and amount due. Candidates come from labels (NL/EN/DE/FR) and from
 * VAT rows that satisfy VAT = rate × base; cross-checks choose between them.
 */
export function extractTotals(fullLayout: Layout, format: NumberFormat): Totals {
  // Totals come from the invoice's own pages, never from a page that explains one with an example.
  const layout = withoutExamplePages(fullLayout);
  const parse = lastAmount(format);
  const reach = { rightReach: 60 } as const;
  const columns = extractColumnTotals(layout, format);
  const labelledAmounts = (key: LabelKey, exclude: readonly LabelKey[] = [], between?: RegExp): AmountHit[] =>
    findLabelledValues(layout, key, parse, { ...reach, exclude, ...(between ? { between } : {}) }).filter(
      (hit) => !(hit.foundBy === "below" && isLineItemHeader(layout, hit.label.line)),
    );
  // "Summe", "Base HT": words a line table's columns print too, read only in the totals block.
  const inBlock = (key: LabelKey, exclude: readonly LabelKey[]): AmountHit[] =>
    findLabelledValues(layout, key, parse, { ...reach, exclude }).filter((hit) =>
      isInTotalsBlock(layout, hit),
    );
  // "Subtotaal 9%": the net of one rate, which is the net when the invoice has one rate.
  const subtotals: AmountHit[] = [
    ...labelledAmounts("subtotal", ["vatTotal"], RATE_ONLY),
    ...inBlock("subtotalInBlock", ["total", "vatTotal"]),
    ...columns.subtotals,
  ];
  const amountsDue = labelledAmounts("amountDue", ["dueDate"]);
  const totals: AmountHit[] = inMainCurrency(
    [
      ...labelledAmounts("total", ["subtotal", "vatTotal", "vat", "dueDate", "amountDue"], GROSS_QUALIFIER),
      ...inBlock("totalInBlock", ["subtotal", "vatTotal", "vat", "total", "amountDue"]),
      ...columns.totals,
    ],
    [...subtotals, ...amountsDue],
  );
  const vatTotals = [
    ...bareVatAmounts(layout, format),
    ...labelledAmounts("vatTotal", [], RATE_ONLY),
    ...columns.vats,
  ];
  const breakdown = extractVatBreakdown(layout, format);
  // Rows proven by VAT = rate × base win; labelled rows add the rates they cannot prove (0 %, reverse charge).
  const proven = [...breakdown];
  for (const row of extractSingleVatRows(layout, format)) {
    const base = subtotals.findLast((hit) => vatMatchesRate(hit.value.cents, row.vatCents, row.rate));
    if (base && !proven.some((line) => line.rate === row.rate))
      proven.push({
        rate: row.rate,
        baseCents: base.value.cents,
        vatCents: row.vatCents,
        confidence: 0.9,
        source: row.line,
      });
  }
  const labelled = extractVatLines(layout, format).filter(
    (line) => !proven.some((b) => b.rate === line.rate),
  );
  const vatLines = [...proven, ...labelled];
  const vatCandidates: AmountHit[] = [...vatTotals];
  if (vatLines.length > 0)
    vatCandidates.unshift(
      derived(
        vatLines.reduce((sum, line) => sum + line.vatCents, 0),
        vatLines[0]?.source ?? null,
        0.9,
      ),
    );
  const baseSum = vatLines.every((line) => line.baseCents !== null)
    ? vatLines.reduce((sum, line) => sum + (line.baseCents ?? 0), 0)
    : null;
  const subtotalCandidates: AmountHit[] =
    baseSum !== null && vatLines.length > 0 ? [derived(baseSum, null, 0.85), ...subtotals] : [...subtotals];
  // What is to pay is the gross when nothing was prepaid: a candidate after the labelled totals.
  const grossCandidates = [...amountsDue, ...totals];
  // Lines priced incl. VAT: the VAT is printed as part of the gross ("waarvan btw 7,29") and the
  // "subtotal" may equal the total; the net is the gross less that VAT.
  const includedVats = findIncludedVat(layout, format);
  // One line per rate ("waarvan btw 9% … / waarvan btw 21% …"): together they are the VAT, tried first.
  const includedSum =
    includedVats.length > 1 && includedVats[0]
      ? [{ vatCents: includedVats.reduce((sum, vat) => sum + vat.vatCents, 0), box: includedVats[0].box }]
      : [];
  for (const included of [...includedSum, ...includedVats]) {
    const grosses = grossCandidates.filter((hit) => included.vatCents < hit.value.cents * 0.25);
    if (grosses.length === 0) continue;
    vatCandidates.push({
      value: { cents: included.vatCents, currency: null },
      box: included.box,
      foundBy: "right",
    });
    for (const gross of grosses)
      subtotalCandidates.unshift(derived(gross.value.cents - included.vatCents, null, 0.8));
  }
  // "Totaal 100,00 · BTW 21 % 21,00 · Te betalen 121,00": a total that plus the VAT makes what is
  // to pay is the net. Tried after every printed net.
  // "TVA non applicable, art. 293 B du CGI", "§ 19 UStG": no VAT anywhere, and the page says why.
  const exemption = vatCandidates.length === 0 ? findVatExemption(layout) : null;
  if (exemption) vatCandidates.push(derived(0, exemption, 0.85));
  const chosen = withNetFromRate(
    chooseTotals(
      subtotalCandidates,
      vatCandidates,
      grossCandidates,
      totals,
      bareTaxWordAmounts(layout, format),
    ),
    vatLines,
  );
  // Without VAT the net is the gross.
  if (exemption && !chosen.subtotal && chosen.total)
    chosen.subtotal = derived(chosen.total.value.cents, null, 0.8);
  const amountDue = amountsDue.at(-1);
  const currencies = [chosen.subtotal, chosen.total, chosen.vat, amountDue].flatMap((hit) =>
    hit?.value.currency ? [hit.value.currency] : [],
  );
  const field = (hit: AmountHit | undefined): Field<number> | undefined => {
    if (!hit) return undefined;
    const base =
      "confidence" in hit ? (hit as { confidence: number }).confidence : FOUND_BY_CONFIDENCE[hit.foundBy];
    return { value: hit.value.cents, confidence: base, source: hit.box.width > 0 ? hit.box : null };
  };
  const subtotalField = field(chosen.subtotal);
  const vatField = field(chosen.vat);
  const totalField = field(chosen.total);
  const dueField =
    amountDue && amountDue.value.cents !== chosen.total?.value.cents ? toField(amountDue) : undefined;
  return {
    ...(subtotalField ? { subtotalCents: subtotalField } : {}),
    ...(totalField ? { totalCents: totalField } : {}),
    ...(vatField ? { vatTotalCents: vatField } : {}),
    ...(dueField ? { amountDueCents: dueField } : {}),
    vatLines,
    currencies,
  };
}
