import { findAmounts } from "./amounts";
import { findLabelledValues } from "./labelled-value";
import type { Layout, Segment } from "./layout";
import type { InvoiceExtraction } from "./types";

export type AmountEvidence =
  | "gross-printed-twice"
  | "lines-make-total"
  | "total-less-prepaid"
  | "total-after-withholding"
  | "total-plus-balance";

/** Labels that claim a "Total …" first: "Total excl. VAT" is a net, "Total VAT" a tax, "Total due" is due. */
const NOT_GROSS = ["subtotal", "vatTotal", "vat", "dueDate"] as const;

/** Every gross amount printed right after its label (inline or beside it), with the line it sits on. */
function grossAmounts(layout: Layout, extraction: InvoiceExtraction): { cents: number; line: number }[] {
  const parse = (text: string): number | null =>
    findAmounts(text, extraction.numberFormat).at(-1)?.cents ?? null;
  const hits = [
    ...findLabelledValues(layout, "total", parse, { rightReach: 60, exclude: [...NOT_GROSS, "amountDue"] }),
    ...findLabelledValues(layout, "amountDue", parse, { rightReach: 60, exclude: ["dueDate"] }),
  ];
  // A value under its label may be a table's first row ("Description | Qty | Total"): only beside counts.
  return hits
    .filter((hit) => hit.foundBy !== "below")
    .map((hit) => ({ cents: hit.value, line: hit.label.line }));
}

/**
 * A total without VAT (a US SaaS invoice, a business exempt from VAT) that is printed twice, after two
 * gross labels on different lines ("Total $19.00", "Amount due $19.00"), while no gross label on the
 * page prints more: two independent readings agree where net + VAT = total cannot be checked. A total
 * with VAT is sure only when it adds up (field-verdict.ts); a failed check is a doubt either way.
 */
export function isGrossPrintedTwice(extraction: InvoiceExtraction, layout: Layout): boolean {
  const gross = grossWithoutVat(extraction, layout);
  const total = extraction.fields.totalCents?.value;
  return (
    gross !== null && new Set(gross.filter((hit) => hit.cents === total).map((hit) => hit.line)).size >= 2
  );
}

/**
 * The gross amounts of a page whose total carries no VAT and that nothing contradicts (no failed
 * check, no gross label printing more than the total), or null.
 */
function grossWithoutVat(
  extraction: InvoiceExtraction,
  layout: Layout,
): { cents: number; line: number }[] | null {
  const { fields, checks, vatLines } = extraction;
  const total = fields.totalCents?.value;
  if (total === undefined || total <= 0) return null;
  if (checks.some((check) => check.outcome === "fail")) return null;
  if ((fields.vatTotalCents?.value ?? 0) !== 0 || vatLines.some((line) => line.vatCents !== 0)) return null;
  const gross = grossAmounts(layout, extraction);
  return gross.some((hit) => hit.cents > total) ? null : gross;
}

/**
 * A total without VAT printed after a gross label once, that the line items add up to ("Professional
 * Yearly $144.00" · "Total $144.00"): the lines and the total are two readings of one amount. The
 * net taken as the total stays to check: the gross label that prints the real total prints more.
 */
export function isSumOfLines(extraction: InvoiceExtraction, layout: Layout): boolean {
  const gross = grossWithoutVat(extraction, layout);
  const total = extraction.fields.totalCents?.value;
  const items = extraction.lineItems;
  if (gross === null || items.length === 0 || !gross.some((hit) => hit.cents === total)) return false;
  return items.reduce((sum, item) => sum + item.amountCents, 0) === total;
}

/** Labels of an amount already paid, which the amount due leaves out ("Erhaltene Anzahlungen -50,00"). */
const PREPAID =
  /^(?:(?:abzgl\.?|abz[üu]glich|less|minus|moins|minder|min)\s+)?(?:erhaltene anzahlung(?:en)?|geleistete anzahlung(?:en)?|anzahlung(?:en)?|vorauszahlung(?:en)?|bereits (?:gezahlt|bezahlt)|prepaid(?: amount)?|paid amount|amount paid|already paid|deposit paid|acomptes?(?: vers[ée]s?)?|d[ée]j[àa] pay[ée]|montant (?:d[ée]j[àa] )?pay[ée]|reeds betaald|aanbetaling(?:en)?|vooruitbetaald)(?![\p{L}])/iu;

/**
 * The amount due is the sure total less a paid amount the page prints on a line of its own after a
 * prepaid label ("Bruttosumme 197,65" · "Erhaltene Anzahlungen 50,00" · "Zahlbetrag 147,65"): three
 * printed amounts that add up, as net + VAT = total does.
 */
export function isTotalLessPrepaid(extraction: InvoiceExtraction, layout: Layout): boolean {
  const total = extraction.fields.totalCents?.value;
  const due = extraction.fields.amountDueCents?.value;
  if (total === undefined || due === undefined || due === total) return false;
  const labelled = layout.lines.some((line) => {
    const paid = amountAfterLabel(line.segments, PREPAID, extraction);
    return paid !== undefined && paid !== 0 && total - Math.abs(paid) === due;
  });
  return labelled || paymentsTableSums(layout, extraction).some((paid) => total - paid === due);
}

/** The last amount of a line whose first segment is a label of `label`, or undefined. */
function amountAfterLabel(
  segments: readonly Segment[],
  label: RegExp,
  extraction: InvoiceExtraction,
): number | undefined {
  const [first, ...rest] = segments;
  const text = first?.text.trim() ?? "";
  const matched = label.exec(text);
  if (!matched) return undefined;
  // The amount may share the label's segment ("abzüglich geleistete Anzahlungen -100,00 €").
  const after = [text.slice(matched[0].length), ...rest.map((segment) => segment.text)].join(" ");
  return findAmounts(after, extraction.numberFormat).at(-1)?.cents;
}

/** A table of payments received: its heading ("Règlement | Date | Montant"), and the amount column's title. */
const PAYMENTS_HEADING =
  /^(?:r[èe]glements?|paiements?(?: re[çc]us)?|payments?(?: received)?|zahlungen|zahlungseing[äa]nge|betalingen|ontvangen betalingen)$/iu;
const AMOUNT_HEADING = /^(?:montant|amount|betrag|bedrag)$/iu;
/** Rows under a payments heading that are still payments. */
const PAYMENT_ROWS = 6;

/**
 * The sum of each payments table on the page ("Règlement | Date | Montant" · "Virement | 05/11/2017 |
 * 201,00 €"): the amounts in the column under its amount title, row after row until a cell of that
 * column holds none.
 */
function paymentsTableSums(layout: Layout, extraction: InvoiceExtraction): number[] {
  const sums: number[] = [];
  for (const line of layout.lines) {
    if (!PAYMENTS_HEADING.test(line.segments[0]?.text.trim() ?? "")) continue;
    const column = line.segments.find((segment) => AMOUNT_HEADING.test(segment.text.trim()));
    if (!column) continue;
    let sum = 0;
    let rows = 0;
    for (const row of layout.lines.slice(line.index + 1, line.index + 1 + PAYMENT_ROWS)) {
      const cell = row.segments.find(
        (segment) =>
          segment.x < column.x + column.width + column.height * 4 && column.x < segment.x + segment.width,
      );
      if (row.page !== line.page) break;
      // A row of the column beside it (the totals interleaved with the payments) is no row of this table.
      if (!cell) continue;
      const amount = findAmounts(cell.text, extraction.numberFormat).at(-1);
      if (!amount) break;
      sum += Math.abs(amount.cents);
      rows++;
    }
    if (rows > 0) sums.push(sum);
  }
  return sums;
}

/** Labels of what was still open before this invoice, which the amount due adds ("Offene Zahlungen 220,00"). */
const BALANCE =
  /^(?:offene zahlungen|offener saldo|vorsaldo|saldovortrag|previous balance|balance (?:brought|carried) forward|solde (?:ant[ée]rieur|pr[ée]c[ée]dent)|vorig saldo|openstaand saldo)(?![\p{L}])/iu;

/**
 * The amount due is the sure total plus a balance still open from before, printed after its label
 * ("Bruttosumme 220,00" · "Offene Zahlungen 220,00" · "Zahlbetrag 440,00"): three printed amounts that add up.
 */
export function isTotalPlusBalance(extraction: InvoiceExtraction, layout: Layout): boolean {
  const total = extraction.fields.totalCents?.value;
  const due = extraction.fields.amountDueCents?.value;
  if (total === undefined || due === undefined || due === total) return false;
  return layout.lines.some((line) => {
    const open = amountAfterLabel(line.segments, BALANCE, extraction);
    return open !== undefined && open > 0 && total + open === due;
  });
}

/**
 * Words that say part or all of the total is paid already, as a label or a stamp of their own
 * ("Amount paid $19.00", "Anzahlung", "Acompte versé", "Reeds betaald", "VOLDAAN", "PAID"), or that a
 * credit or balance is set off against it: the amount to pay is then not the total.
 */
const PAID_MARK =
  /^(?:paid|payment received|payments?(?: made| applied)|credits? applied|credit balance|applied balance|gift card|voucher|deposit|betaald|voldaan|bezahlt|gezahlt|beglichen|guthaben|tegoed|pay[ée]e?|acquitt[ée]e?|r[ée]gl[ée]e?)(?![\p{L}])/iu;

/**
 * The page gives no sign that the amount to pay differs from the total: no prepaid, paid, deposit or
 * credit label or stamp, and no amount-due label printing another amount. Where no amount due is
 * read, the product pays the total (the UBL export's PayableAmount): this is what lets the total's
 * verdict stand for the amount due's.
 */
export function isTotalTheAmountDue(extraction: InvoiceExtraction, layout: Layout): boolean {
  const total = extraction.fields.totalCents?.value;
  if (total === undefined || extraction.fields.amountDueCents) return false;
  const parse = (text: string): number | null =>
    findAmounts(text, extraction.numberFormat).at(-1)?.cents ?? null;
  const dues = findLabelledValues(layout, "amountDue", parse, { rightReach: 60, exclude: ["dueDate"] });
  if (dues.some((due) => due.value !== total)) return false;
  // "Bruttosumme 235,62" · "Erhaltene Anzahlungen" · "Zahlbetrag 235,62": the page prints the total as due.
  if (dues.length > 0) return true;
  return !layout.lines.some((line) =>
    line.segments.some((segment, index) => {
      const text = segment.text.trim();
      if (!PREPAID.test(text) && !PAID_MARK.test(text)) return false;
      // "Erhaltene Anzahlungen -0,00": a paid label printing nothing paid says the total is due.
      const printed = line.segments
        .slice(index)
        .map((cell) => cell.text)
        .join(" ");
      const amounts = findAmounts(printed, extraction.numberFormat);
      return amounts.length === 0 || amounts.some((amount) => amount.cents !== 0);
    }),
  );
}

/** Labels of income tax the customer withholds and pays for the supplier (Spain's IRPF, Italy's ritenuta). */
const WITHHOLDING = /^(?:retenci[óo]n|ritenuta|irpf|withholding tax|reten[çc][ãa]o)(?![\p{L}])/iu;

/**
 * Net + VAT − the printed withholding = the total ("Base imponible 464,00" · "IVA 21% 97,44" ·
 * "Retención IRPF 15% -69,60" · "Total factura 491,84"): four printed amounts that add up, as net +
 * VAT = total does on an invoice without withholding.
 */
export function isTotalAfterWithholding(extraction: InvoiceExtraction, layout: Layout): boolean {
  const { subtotalCents, vatTotalCents, totalCents } = extraction.fields;
  if (!subtotalCents || !vatTotalCents || !totalCents) return false;
  if (extraction.checks.some((check) => check.id === "vat-matches-rate" && check.outcome === "fail"))
    return false;
  const rest = subtotalCents.value + vatTotalCents.value - totalCents.value;
  return (
    rest > 0 &&
    layout.lines.some((line) => {
      const [label, ...cells] = line.segments;
      if (!label || !WITHHOLDING.test(label.text.trim())) return false;
      const held = findAmounts(cells.map((cell) => cell.text).join(" "), extraction.numberFormat).at(-1);
      return held !== undefined && Math.abs(held.cents) === rest;
    })
  );
}
