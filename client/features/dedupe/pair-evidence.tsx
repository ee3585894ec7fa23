import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import { describeLevel, formatFixed } from "./dedupe-text";
import type { PairEvidence } from "./worker-protocol";

function signed(weight: number): string {
  if (Math.abs(weight) < 0.05) return "0";
  return `${weight > 0 ? "+" : "−"}${formatFixed(Math.abs(weight), 1)}`;
}

function probabilityText(probability: number): string {
  return probability >= 0.9995 ? `> ${formatFixed(99.9, 1)}%` : `${formatFixed(probability * 100, 1)}%`;
}

/** Why two rows of a cluster match: each column's comparison level and the evidence it adds. */
export function PairEvidenceList({ pairs }: { readonly pairs: readonly PairEvidence[] }): ReactElement {
  return (
    <details className="mt-2 text-xs text-gray-800 dark:text-gray-200" open>
      <summary className="cursor-pointer font-medium">{m.dedupe_evidence_why()}</summary>
      <ul className="mt-1 space-y-2" aria-label={m.dedupe_evidence_label()}>
        {pairs.map((pair) => (
          <li key={`${pair.rowNumbers[0]}-${pair.rowNumbers[1]}`}>
            <p className="font-medium">
              {m.dedupe_evidence_pair({
                first: pair.rowNumbers[0],
                second: pair.rowNumbers[1],
                weight: signed(pair.weight),
                probability: probabilityText(pair.probability),
              })}
            </p>
            <ul className="mt-0.5 flex flex-wrap gap-x-4 gap-y-0.5">
              {pair.columns.map((column) => (
                <li
                  key={column.header}
                  className={
                    column.weight > 0.05
                      ? "text-green-800 dark:text-green-300"
                      : column.weight < -0.05
                        ? "text-red-800 dark:text-red-300"
                        : "text-gray-600 dark:text-gray-400"
                  }
                >
                  {m.dedupe_evidence_column({
                    column: column.header,
                    level: describeLevel(column.level),
                    weight: signed(column.weight),
                  })}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </details>
  );
}
