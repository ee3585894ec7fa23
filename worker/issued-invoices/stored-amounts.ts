import type { Invoice, VatCategory } from "../../core/invoice/model";
import { parseDecimal, roundToScale } from "../../core/invoice/money";
import { calculateTotals } from "../../core/invoice/totals";

export interface StoredAmounts {
  readonly totalExclCents: number;
  readonly vatCents: number;
  readonly totalInclCents: number;
  readonly vat: readonly {
    readonly category: VatCategory;
    readonly rateBasisPoints: number;
    readonly taxableCents: number;
    readonly vatCents: number;
  }[];
}

export type StoredAmountsResult = { ok: true; value: StoredAmounts } | { ok: false; error: string };

function toSafeNumber(value: bigint): number | null {
  return value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER)
    ? null
    : Number(value);
}

/** "21" → 2100, "5.5" → 550, "" (category O) → 0. */
function toBasisPoints(rate: string): bigint {
  if (rate === "") return 0n;
  const parsed = parseDecimal(rate);
  return parsed.ok ? roundToScale(parsed.value, 2) : 0n;
}

/**
 * The invoice's totals as the integer columns store them. Credit notes are stored negative so a
 * plain SUM over a user's invoices nets them out (shared data contract). Amounts past 2^53 cents
 * (typed by hand, never real) are refused rather than rounded.
 */
export function computeStoredAmounts(invoice: Invoice): StoredAmountsResult {
  const totals = calculateTotals(invoice);
  const sign = invoice.kind === "credit-note" ? -1n : 1n;
  const values = [totals.taxExclusive, totals.vatTotal, totals.taxInclusive].map((value) =>
    toSafeNumber(value * sign),
  );
  const vat = totals.breakdown.map((row) => ({
    category: row.category,
    rateBasisPoints: toSafeNumber(toBasisPoints(row.rate)),
    taxableCents: toSafeNumber(row.taxable * sign),
    vatCents: toSafeNumber(row.vat * sign),
  }));
  const [totalExclCents, vatCents, totalInclCents] = values;
  if (
    totalExclCents == null ||
    vatCents == null ||
    totalInclCents == null ||
    vat.some((row) => row.rateBasisPoints == null || row.taxableCents == null || row.vatCents == null)
  ) {
    return { ok: false, error: "The amounts on this invoice are too large." };
  }
  return {
    ok: true,
    value: {
      totalExclCents,
      vatCents,
      totalInclCents,
      vat: vat.map((row) => ({
        category: row.category,
        rateBasisPoints: row.rateBasisPoints ?? 0,
        taxableCents: row.taxableCents ?? 0,
        vatCents: row.vatCents ?? 0,
      })),
    },
  };
}
