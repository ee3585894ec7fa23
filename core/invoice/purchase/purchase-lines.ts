import type { InvoiceExtraction, LineItem, VatLine } from "../extraction/types";
import type { InvoiceLine, VatCategory } from "../model";
import {
  canonicalDecimal,
  centsToDecimal,
  formatCents,
  formatDecimal,
  multiplyDecimals,
  parseDecimal,
  toCents,
} from "../money";

/** One row of the VAT breakdown as reviewed, with its EN 16931 category. */
export interface ReviewedVatRow {
  readonly category: VatCategory;
  /** Canonical percentage; "0" for the zero categories, "" for O. */
  readonly rate: string;
  readonly baseCents: number;
  readonly vatCents: number;
}

export type VatRowsResult =
  | { readonly ok: true; readonly rows: readonly ReviewedVatRow[] }
  | { readonly ok: false; readonly need: "vatRate" | "zeroRateCategory" | "vatBreakdown" };

interface RowInputs {
  readonly vatLines: readonly VatLine[];
  readonly subtotalCents: number | null;
  readonly vatTotalCents: number | null;
  readonly vatRate: string;
  readonly zeroRateCategory: VatCategory | undefined;
}

function categoryOf(rate: string, zero: VatCategory | undefined): VatCategory | null {
  if (rate === "reverse-charge") return "AE";
  if (Number(rate) > 0) return "S";
  return zero ?? null;
}

function rateOf(category: VatCategory, rate: string): string {
  if (category === "O") return "";
  if (category !== "S") return "0";
  return canonicalDecimal(rate);
}

/** VAT lines whose bases are all known: one unknown base is the subtotal minus the others. */
function completeBases(lines: readonly VatLine[], subtotal: number | null): VatLine[] | null {
  const unknown = lines.filter((line) => line.baseCents === null);
  if (unknown.length === 0) return [...lines];
  if (unknown.length > 1 || subtotal === null) return null;
  const known = lines.reduce((sum, line) => sum + (line.baseCents ?? 0), 0);
  return lines.map((line) => (line.baseCents === null ? { ...line, baseCents: subtotal - known } : line));
}

/**
 * The VAT breakdown as the person reviewed it, each rate with its category. Without VAT lines, an
 * invoice without VAT is one zero row and an invoice with VAT needs the rate the person gives; a
 * rate of 0 needs the person to say which kind of zero it is (exempt, reverse charge, export…).
 */
export function buildVatRows(inputs: RowInputs): VatRowsResult {
  const { subtotalCents, vatTotalCents } = inputs;
  let lines: VatLine[] | null;
  if (inputs.vatLines.length > 0) lines = completeBases(inputs.vatLines, subtotalCents);
  else if (subtotalCents === null) lines = null;
  else if ((vatTotalCents ?? 0) === 0)
    lines = [{ rate: "0", baseCents: subtotalCents, vatCents: 0, confidence: 1, source: null }];
  else if (inputs.vatRate === "") return { ok: false, need: "vatRate" };
  else
    lines = [
      {
        rate: inputs.vatRate,
        baseCents: subtotalCents,
        vatCents: vatTotalCents ?? 0,
        confidence: 1,
        source: null,
      },
    ];
  if (!lines) return { ok: false, need: "vatBreakdown" };
  const rows = new Map<string, ReviewedVatRow>();
  for (const line of lines) {
    const category = categoryOf(line.rate, inputs.zeroRateCategory);
    if (!category) return { ok: false, need: "zeroRateCategory" };
    const rate = rateOf(category, line.rate);
    // Two printed lines at one rate are one breakdown row (BR-CO-18 groups by category and rate).
    const key = `${category}|${rate}`;
    const known = rows.get(key);
    rows.set(key, {
      category,
      rate,
      baseCents: (known?.baseCents ?? 0) + (line.baseCents ?? 0),
      vatCents: (known?.vatCents ?? 0) + line.vatCents,
    });
  }
  return { ok: true, rows: [...rows.values()] };
}

function lineFromAmount(
  description: string,
  cents: number,
  row: ReviewedVatRow,
  quantity = "1",
): InvoiceLine {
  // BR-27: a price is never negative; a negative amount is a negative quantity.
  const negative = cents < 0;
  return {
    description,
    quantity: negative ? `-${quantity}` : quantity,
    unit: "C62",
    unitPrice: formatCents(BigInt(Math.abs(cents))),
    discount: null,
    vatCategory: row.category,
    vatRate: row.rate,
  };
}

/** Quantity × unit price as read when they make the amount; else quantity 1 at the amount. */
function lineFromItem(item: LineItem, row: ReviewedVatRow): InvoiceLine {
  const description = item.description.trim().slice(0, 500);
  const quantity = item.quantity === null ? null : parseDecimal(item.quantity);
  const price = item.unitPriceCents;
  if (quantity?.ok && price !== null && price > 0) {
    const net = toCents(multiplyDecimals(quantity.value, centsToDecimal(BigInt(price))));
    if (net === BigInt(item.amountCents))
      return { ...lineFromAmount(description, price, row), quantity: formatDecimal(quantity.value) };
  }
  return lineFromAmount(description, item.amountCents, row);
}

function rowOfItem(item: LineItem, rows: readonly ReviewedVatRow[]): ReviewedVatRow | null {
  if (rows.length === 1) return rows[0] ?? null;
  if (item.vatRate === null) return null;
  const rate = item.vatRate === "reverse-charge" ? "0" : canonicalDecimal(item.vatRate);
  const matches = rows.filter((row) => (row.rate === "" ? "0" : row.rate) === rate);
  return matches.length === 1 ? (matches[0] ?? null) : null;
}

/** The line items when they were read whole and add up, per rate, to the reviewed breakdown. */
function linesFromItems(items: readonly LineItem[], rows: readonly ReviewedVatRow[]): InvoiceLine[] | null {
  if (items.length === 0) return null;
  const sums = new Map<ReviewedVatRow, number>();
  const lines: InvoiceLine[] = [];
  for (const item of items) {
    const row = rowOfItem(item, rows);
    if (!row || item.description.trim() === "") return null;
    sums.set(row, (sums.get(row) ?? 0) + item.amountCents);
    lines.push(lineFromItem(item, row));
  }
  return rows.every((row) => (sums.get(row) ?? 0) === row.baseCents) ? lines : null;
}

/**
 * Invoice lines for the e-invoice: the lines as read, each carrying its net amount, when they add up
 * to the breakdown; else one line per VAT rate (its base), so the totals are always those reviewed.
 */
export function buildPurchaseLines(
  extraction: Pick<InvoiceExtraction, "lineItems">,
  rows: readonly ReviewedVatRow[],
  describeRate: (row: ReviewedVatRow) => string,
): InvoiceLine[] {
  return (
    linesFromItems(extraction.lineItems, rows) ??
    rows.map((row) => lineFromAmount(describeRate(row), row.baseCents, row))
  );
}

/** Stated VAT per row, keyed as the totals calculation groups them (model.ts statedVat). */
export function statedVatOf(rows: readonly ReviewedVatRow[]): Record<string, string> {
  return Object.fromEntries(
    rows.map((row) => [`${row.category}|${row.rate}`, formatDecimal(centsToDecimal(BigInt(row.vatCents)))]),
  );
}
