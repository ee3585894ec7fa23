import type { ReactElement } from "react";
import type { PairEvidence } from "./worker-protocol";

function signed(weight: number): string {
  if (Math.abs(weight) < 0.05) return "0";
  return `${weight > 0 ? "+" : "−"}${Math.abs(weight).toFixed(1)}`;
}

function probabilityText(probability: number): string {
  return probability >= 0.9995 ? "> 99.9%" : `${(probability * 100).toFixed(1)}%`;
}

/** Why two rows of a cluster match: each column's comparison level and the evidence it adds. */
export function PairEvidenceList({ pairs }: { readonly pairs: readonly PairEvidence[] }): ReactElement {
  return (
    <details className="mt-2 text-xs text-gray-800 dark:text-gray-200" open>
      <summary className="cursor-pointer font-medium">Why these rows match</summary>
      <ul className="mt-1 space-y-2" aria-label="Match evidence">
        {pairs.map((pair) => (
          <li key={`${pair.rowNumbers[0]}-${pair.rowNumbers[1]}`}>
            <p className="font-medium">
              Rows {pair.rowNumbers[0]} and {pair.rowNumbers[1]}: total {signed(pair.weight)}, match
              probability {probabilityText(pair.probability)}
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
                  {column.header}: {column.level}, {signed(column.weight)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </details>
  );
}
