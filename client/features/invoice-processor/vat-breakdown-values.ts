import { m } from "../../../core/i18n/messages";
import { formatCents } from "../../../core/invoice/extraction/amounts";
import type { InvoiceExtraction } from "../../../core/invoice/extraction/types";
import type { BreakdownInput, BreakdownRow } from "../../../core/invoice/purchase/breakdown-check";
import { parseMoneyInput } from "./field-values";

/** One VAT rate row as the person types it: the rate, its taxable amount and the VAT on it. */
export interface BreakdownDraftRow {
  /** Stable React key (rows are added and removed). */
  readonly key: number;
  readonly rate: string;
  readonly base: string;
  readonly vat: string;
}

const REVERSE_CHARGE = /^(?:btw[\s-]*)?verlegd$|^reverse[\s-]*charge(?:\s*\(btw verlegd\))?$/i;
const RATE = /^(\d{1,3})(?:[.,](\d{1,3}))?$/;

/** "21", "21 %", "5,5", "verlegd", "reverse charge" → "21", "5.5", "reverse-charge"; null otherwise. */
export function parseRateInput(text: string): string | null {
  const trimmed = text.trim().replace(/\s*%$/, "");
  if (REVERSE_CHARGE.test(trimmed)) return "reverse-charge";
  const match = RATE.exec(trimmed);
  if (!match?.[1]) return null;
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  const rate = `${Number(match[1])}${fraction ? `.${fraction}` : ""}`;
  return Number(rate) <= 100 ? rate : null;
}

/** The rate as shown in its input: the number, or the word for reverse charge in this language. */
export function displayRate(rate: string): string {
  return rate === "reverse-charge" ? m.processor_breakdown_reverse_charge() : rate;
}

/** The reviewed amounts the breakdown is checked against (cents; null when not given). */
export type BreakdownTotals = Omit<BreakdownInput, "rows" | "currency"> & {
  readonly currency: string | null;
};

let nextKey = 0;

export function emptyBreakdownRow(): BreakdownDraftRow {
  nextKey += 1;
  return { key: nextKey, rate: "", base: "", vat: "" };
}

export function initialBreakdown(extraction: InvoiceExtraction | null): BreakdownDraftRow[] {
  return (extraction?.vatLines ?? []).map((line) => ({
    ...emptyBreakdownRow(),
    rate: displayRate(line.rate),
    base: line.baseCents === null ? "" : formatCents(line.baseCents),
    vat: formatCents(line.vatCents),
  }));
}

export type ParsedRow =
  | { readonly ok: true; readonly value: BreakdownRow }
  | { readonly ok: false; readonly part: "rate" | "amount" };

/** A row typed so far; an empty taxable amount is unknown (the net amount makes it), an empty VAT 0. */
export function parseBreakdownRow(row: BreakdownDraftRow): ParsedRow {
  const rate = parseRateInput(row.rate);
  if (rate === null) return { ok: false, part: "rate" };
  const base = row.base.trim() === "" ? null : parseMoneyInput(row.base);
  const vat = row.vat.trim() === "" ? 0 : parseMoneyInput(row.vat);
  if ((row.base.trim() !== "" && base === null) || vat === null) return { ok: false, part: "amount" };
  return { ok: true, value: { rate, baseCents: base, vatCents: vat } };
}

/** The rows that parse, for checking while the person types. */
export function parsedRows(rows: readonly BreakdownDraftRow[]): BreakdownRow[] {
  return rows.flatMap((row) => {
    const parsed = parseBreakdownRow(row);
    return parsed.ok ? [parsed.value] : [];
  });
}

function sameRows(left: readonly BreakdownRow[], right: readonly BreakdownRow[]): boolean {
  return (
    left.length === right.length &&
    left.every(
      (row, index) =>
        row.rate === right[index]?.rate &&
        row.baseCents === right[index]?.baseCents &&
        row.vatCents === right[index]?.vatCents,
    )
  );
}

export type BreakdownEdits =
  | { readonly ok: true; readonly value: BreakdownRow[] | null }
  | { readonly ok: false; readonly message: string };

/** The reviewed breakdown for PATCH /api/invoices/:id, or null when the person left it as read. */
export function collectBreakdown(
  extraction: InvoiceExtraction,
  rows: readonly BreakdownDraftRow[],
): BreakdownEdits {
  const value: BreakdownRow[] = [];
  for (const [index, row] of rows.entries()) {
    const parsed = parseBreakdownRow(row);
    if (!parsed.ok) {
      const number = index + 1;
      const message =
        parsed.part === "rate"
          ? m.processor_breakdown_input_rate({ number })
          : m.processor_breakdown_input_amount({ number });
      return { ok: false, message };
    }
    value.push(parsed.value);
  }
  return { ok: true, value: sameRows(value, extraction.vatLines) ? null : value };
}

function amountOf(text: string | undefined): number | null {
  return text === undefined || text.trim() === "" ? null : parseMoneyInput(text);
}

/** The amounts as the review's fields show them now (typed, not yet saved), for the breakdown check. */
export function breakdownTotals(
  extraction: InvoiceExtraction,
  values: Readonly<Record<string, string>>,
): BreakdownTotals {
  return {
    subtotalCents: amountOf(values.subtotalCents),
    vatTotalCents: amountOf(values.vatTotalCents),
    totalCents: amountOf(values.totalCents),
    roundingCents: extraction.fields.roundingCents?.value ?? null,
    currency: values.currency?.trim().toUpperCase() || null,
  };
}
