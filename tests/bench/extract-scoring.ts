import type { InvoiceExtraction } from "../../core/invoice/extraction/types";
import type { GroundTruth } from "./extract-ground-truth";

type Scalar = string | number | null;

/** Field-level comparison of one extraction with its truth: each field is one unit of exact match. */
export interface FieldOutcome {
  readonly field: string;
  readonly expected: Scalar;
  readonly actual: Scalar;
}

export const SCORED_FIELDS = [
  "documentType",
  "supplierName",
  "supplierAddress",
  "supplierKvk",
  "supplierVatId",
  "supplierIban",
  "supplierBic",
  "customerName",
  "invoiceNumber",
  "invoiceDate",
  "deliveryDate",
  "dueDate",
  "paymentTermsDays",
  "paymentReference",
  "currency",
  "subtotalCents",
  "vatTotalCents",
  "totalCents",
] as const;

function normaliseText(value: Scalar): Scalar {
  return typeof value === "string" ? value.replace(/\s+/g, " ").trim() : value;
}

export function compareExtraction(extraction: InvoiceExtraction, truth: GroundTruth): FieldOutcome[] {
  const outcomes: FieldOutcome[] = [];
  for (const field of SCORED_FIELDS) {
    const actual = (extraction.fields[field]?.value ?? null) as Scalar;
    outcomes.push({ field, expected: normaliseText(truth.fields[field]), actual: normaliseText(actual) });
  }
  // VAT per rate: one unit per rate printed on the invoice.
  const rates = new Set([...truth.vatLines.map((l) => l.rate), ...extraction.vatLines.map((l) => l.rate)]);
  for (const rate of rates) {
    outcomes.push({
      field: "vatPerRate",
      expected: truth.vatLines.find((l) => l.rate === rate)?.vatCents ?? null,
      actual: extraction.vatLines.find((l) => l.rate === rate)?.vatCents ?? null,
    });
  }
  // Line items: one unit per row, all of its columns exact.
  const rows = Math.max(truth.lineItems.length, extraction.lineItems.length);
  for (let index = 0; index < rows; index++) {
    const expected = truth.lineItems[index];
    const actual = extraction.lineItems[index];
    const key = (item: typeof expected | typeof actual): string | null =>
      item
        ? JSON.stringify([
            item.description,
            item.quantity,
            item.unitPriceCents,
            item.vatRate,
            item.amountCents,
          ])
        : null;
    outcomes.push({ field: "lineItems", expected: key(expected), actual: key(actual) });
  }
  return outcomes;
}

export interface FieldStats {
  truePositive: number;
  falsePositive: number;
  falseNegative: number;
  trueNegative: number;
}

export interface AccuracyReport {
  readonly perField: ReadonlyMap<string, FieldStats>;
  /** Exact matches over every field that is in the truth or was extracted. */
  readonly exactMatchRate: number;
  readonly mismatches: ReadonlyArray<FieldOutcome & { readonly id: string }>;
}

export function summarise(
  results: ReadonlyArray<{ id: string; outcomes: readonly FieldOutcome[] }>,
): AccuracyReport {
  const perField = new Map<string, FieldStats>();
  const mismatches: Array<FieldOutcome & { id: string }> = [];
  let matched = 0;
  let counted = 0;
  for (const { id, outcomes } of results) {
    for (const outcome of outcomes) {
      const stats = perField.get(outcome.field) ?? {
        truePositive: 0,
        falsePositive: 0,
        falseNegative: 0,
        trueNegative: 0,
      };
      perField.set(outcome.field, stats);
      if (outcome.expected === null && outcome.actual === null) {
        stats.trueNegative++;
        continue;
      }
      counted++;
      if (outcome.expected === outcome.actual) {
        matched++;
        stats.truePositive++;
        continue;
      }
      mismatches.push({ ...outcome, id });
      if (outcome.actual !== null) stats.falsePositive++;
      if (outcome.expected !== null) stats.falseNegative++;
    }
  }
  return { perField, exactMatchRate: counted === 0 ? 0 : matched / counted, mismatches };
}

export function formatReport(title: string, report: AccuracyReport): string {
  const lines = [`\n${title}`, `${"field".padEnd(20)} precision  recall   (tp/fp/fn)`];
  for (const [field, s] of report.perField) {
    const precision =
      s.truePositive + s.falsePositive === 0 ? 1 : s.truePositive / (s.truePositive + s.falsePositive);
    const recall =
      s.truePositive + s.falseNegative === 0 ? 1 : s.truePositive / (s.truePositive + s.falseNegative);
    lines.push(
      `${field.padEnd(20)} ${(precision * 100).toFixed(1).padStart(8)}% ${(recall * 100).toFixed(1).padStart(7)}%   (${s.truePositive}/${s.falsePositive}/${s.falseNegative})`,
    );
  }
  lines.push(`field-level exact-match rate: ${(report.exactMatchRate * 100).toFixed(2)}%`);
  return lines.join("\n");
}
