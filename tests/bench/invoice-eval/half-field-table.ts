import { HALF_NAMES, halfOf } from "../corpus-halves";
import type { RealOutcome } from "./score-real";

interface Scored {
  readonly entry: { readonly name: string };
  readonly outcomes: readonly RealOutcome[];
}

function cell(right: number, total: number): string {
  const share = total === 0 ? "   -  " : `${((right / total) * 100).toFixed(1).padStart(5)}%`;
  return `${share} ${`(${right}/${total})`.padEnd(11)}`;
}

/**
 * Accuracy per field for each half side by side (line items left out): which fields lose most on the
 * held-out half, read as an aggregate only.
 */
export function formatHalfFieldTable(label: string, results: readonly Scored[]): string {
  const counts = new Map<string, [number, number, number, number]>();
  for (const result of results) {
    const half = halfOf(result.entry.name);
    for (const outcome of result.outcomes) {
      if (outcome.field === "lineItems") continue;
      const row = counts.get(outcome.field) ?? [0, 0, 0, 0];
      row[half * 2] = (row[half * 2] ?? 0) + (outcome.right ? 1 : 0);
      row[half * 2 + 1] = (row[half * 2 + 1] ?? 0) + 1;
      counts.set(outcome.field, row);
    }
  }
  const lines = [`\n${label}: accuracy per field and half (without line items)`];
  lines.push(`  ${"field".padEnd(16)} ${HALF_NAMES[0].padEnd(19)} ${HALF_NAMES[1]}`);
  for (const [field, [rightA, totalA, rightB, totalB]] of [...counts].sort(([a], [b]) => a.localeCompare(b)))
    lines.push(`  ${field.padEnd(16)} ${cell(rightA, totalA)}  ${cell(rightB, totalB)}`);
  return lines.join("\n");
}
