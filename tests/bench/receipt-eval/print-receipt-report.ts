import { HALF_NAMES } from "../corpus-halves";
import { formatCalibrationTable } from "../invoice-eval/calibration-table";
import type { ReceiptField, ReceiptOutcome } from "./score-receipt";

/** One scored receipt of a receipt eval: its half, its fields, what reading it cost. */
export interface ScoredReceipt {
  readonly name: string;
  readonly half: 0 | 1;
  readonly outcomes: readonly ReceiptOutcome[];
  readonly ocrSeconds: number;
  readonly extractMs: number;
}

const FIELDS: readonly ReceiptField[] = ["supplier", "date", "total"];

function percent(right: number, all: number): string {
  return all === 0 ? "    –" : `${((right / all) * 100).toFixed(1).padStart(5)}%`;
}

function printTable(scored: readonly ScoredReceipt[]): void {
  console.log(`\n${"half".padEnd(14)}${FIELDS.map((f) => f.padStart(16)).join("")}${"all".padStart(16)}`);
  for (const half of [0, 1] as const) {
    const inHalf = scored.filter((receipt) => receipt.half === half);
    if (inHalf.length === 0) continue;
    const outcomes = inHalf.flatMap((receipt) => receipt.outcomes);
    const cell = (list: readonly ReceiptOutcome[]): string => {
      const right = list.filter((o) => o.right).length;
      return `${percent(right, list.length)} ${`${right}/${list.length}`.padStart(8)}`.padStart(16);
    };
    const cells = FIELDS.map((field) => cell(outcomes.filter((o) => o.field === field)));
    console.log(`${HALF_NAMES[half].padEnd(14)}${cells.join("")}${cell(outcomes)}`);
  }
}

/** Fields right per half, the calibration table and right fields per second, as every receipt eval prints them. */
export function printReceiptReport(set: string, scored: readonly ScoredReceipt[]): void {
  printTable(scored);
  console.log("\nCalibration: share of fields marked sure, and how many of those are right (target ≥ 98 %)");
  console.log(
    formatCalibrationTable(
      scored.flatMap((r) =>
        r.outcomes.map((o) => ({
          set,
          half: HALF_NAMES[r.half],
          field: o.field,
          right: o.right,
          verdict: o.verdict,
        })),
      ),
    ),
  );
  const right = scored.flatMap((r) => r.outcomes).filter((o) => o.right).length;
  const seconds = scored.reduce((sum, r) => sum + r.ocrSeconds + r.extractMs / 1000, 0);
  const extractMs = scored.map((r) => r.extractMs).sort((a, b) => a - b);
  console.log(
    `\nRight fields per second: ${(right / Math.max(seconds, 1e-9)).toFixed(3)} (${right} right in ${seconds.toFixed(0)} s of OCR + extraction; OCR ${(seconds / Math.max(1, scored.length)).toFixed(1)} s a receipt, extraction median ${(extractMs[Math.floor(extractMs.length / 2)] ?? 0).toFixed(0)} ms)`,
  );
}
