import type { VatLine } from "../extraction/types";
import { findPayableRounding } from "./payable-rounding";

/** VAT computed per line and then summed may differ from base × rate by a cent or two (cross-checks.ts). */
const ROW_ROUNDING_CENTS = 2;

export type BreakdownRow = Pick<VatLine, "rate" | "baseCents" | "vatCents">;

export interface BreakdownInput {
  readonly rows: readonly BreakdownRow[];
  readonly subtotalCents: number | null;
  readonly vatTotalCents: number | null;
  readonly totalCents: number | null;
  /** A rounding the invoice itself states (BT-114 of an e-invoice); null for a total read from a page. */
  readonly roundingCents: number | null;
  readonly currency: string;
}

/** What the review says about the breakdown: each mismatch, or the rounding it will write. */
export type BreakdownFinding =
  | {
      readonly code: "row-vat";
      /** 0-based row. */
      readonly index: number;
      readonly rate: string;
      readonly baseCents: number;
      readonly vatCents: number;
      readonly expectedCents: number;
    }
  | { readonly code: "taxable-sum"; readonly sumCents: number; readonly netCents: number }
  | { readonly code: "vat-sum"; readonly sumCents: number; readonly vatCents: number }
  | {
      readonly code: "total";
      readonly netCents: number;
      readonly vatCents: number;
      readonly totalCents: number;
    }
  | { readonly code: "rounding"; readonly netPlusVatCents: number; readonly roundingCents: number };

function expectedVat(row: BreakdownRow): number | null {
  if (row.baseCents === null) return null;
  if (row.rate === "reverse-charge") return 0;
  return Math.round((row.baseCents * Number(row.rate)) / 100);
}

function sumOf(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0);
}

function checkRows(rows: readonly BreakdownRow[]): BreakdownFinding[] {
  return rows.flatMap((row, index): BreakdownFinding[] => {
    const expected = expectedVat(row);
    if (expected === null || row.baseCents === null) return [];
    const tolerance = row.rate === "reverse-charge" ? 0 : ROW_ROUNDING_CENTS;
    if (Math.abs(expected - row.vatCents) <= tolerance) return [];
    return [
      {
        code: "row-vat",
        index,
        rate: row.rate,
        baseCents: row.baseCents,
        vatCents: row.vatCents,
        expectedCents: expected,
      },
    ];
  });
}

function checkTotal(input: BreakdownInput, net: number | null, vat: number | null): BreakdownFinding[] {
  if (net === null || vat === null || input.totalCents === null) return [];
  if (input.roundingCents !== null && input.roundingCents !== 0) {
    const rounding: BreakdownFinding = {
      code: "rounding",
      netPlusVatCents: net + vat,
      roundingCents: input.roundingCents,
    };
    return net + vat === input.totalCents
      ? [rounding]
      : [{ code: "total", netCents: net, vatCents: vat, totalCents: input.totalCents }];
  }
  const found = findPayableRounding(net + vat, input.totalCents, input.currency);
  if (found.kind === "none") return [];
  if (found.kind === "rounding")
    return [{ code: "rounding", netPlusVatCents: net + vat, roundingCents: found.cents }];
  return [{ code: "total", netCents: net, vatCents: vat, totalCents: input.totalCents }];
}

/**
 * Checks a VAT breakdown as the person edits it: each row's VAT is its taxable amount × rate (within
 * rounding), the taxable amounts make the net amount, the VAT amounts the VAT total, and net + VAT
 * the total, or the total is net + VAT rounded for payment (then the rounding is reported, not a
 * mismatch). Informs, never blocks: a draft with a mismatch can still be saved.
 */
export function checkVatBreakdown(input: BreakdownInput): BreakdownFinding[] {
  const { rows } = input;
  const findings = checkRows(rows);
  const bases = rows.map((row) => row.baseCents);
  const baseSum = bases.every((base) => base !== null) ? sumOf(bases as number[]) : null;
  const vatSum = sumOf(rows.map((row) => row.vatCents));
  if (rows.length > 0 && baseSum !== null && input.subtotalCents !== null && baseSum !== input.subtotalCents)
    findings.push({ code: "taxable-sum", sumCents: baseSum, netCents: input.subtotalCents });
  if (rows.length > 0 && input.vatTotalCents !== null && vatSum !== input.vatTotalCents)
    findings.push({ code: "vat-sum", sumCents: vatSum, vatCents: input.vatTotalCents });
  const net = input.subtotalCents ?? (rows.length > 0 ? baseSum : null);
  const vat = input.vatTotalCents ?? (rows.length > 0 ? vatSum : null);
  return [...findings, ...checkTotal(input, net, vat)];
}
