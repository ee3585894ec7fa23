import { type ReactElement, useEffect, useState } from "react";
import { INPUT, SECONDARY_BUTTON } from "./ui";
import type { ModelSummary } from "./worker-protocol";

interface ThresholdControlProps {
  readonly model: ModelSummary;
  readonly busy: boolean;
  readonly onApply: (probability: number) => void;
}

function percent(probability: number): string {
  return `${(probability * 100).toFixed(probability >= 0.995 || probability < 0.01 ? 1 : 0)}%`;
}

/** The match threshold of a probabilistic run: the model suggests one, the user may move it and re-run. */
export function ThresholdControl({ model, busy, onApply }: ThresholdControlProps): ReactElement {
  const [value, setValue] = useState(Math.round(model.threshold * 100));
  useEffect(() => setValue(Math.round(model.threshold * 100)), [model.threshold]);
  return (
    <div className="mt-3 flex flex-wrap items-end gap-3 text-sm text-gray-800 dark:text-gray-200">
      <p className="w-full">
        Rows are paired when their match probability is at least {percent(model.threshold)}
        {Math.abs(model.threshold - model.suggestedThreshold) < 1e-9
          ? " (the threshold the model learnt from this file suggests)"
          : ` (the model suggests ${percent(model.suggestedThreshold)})`}
        ; {model.candidatePairs.toLocaleString("en")} candidate pairs were compared.
      </p>
      <label className="flex items-center gap-2">
        Match threshold
        <input
          type="range"
          min={1}
          max={99}
          value={value}
          className="w-48"
          onChange={(e) => setValue(Number(e.target.value))}
        />
        <output className={`${INPUT} w-16 text-center`}>{value}%</output>
      </label>
      <button
        type="button"
        className={SECONDARY_BUTTON}
        disabled={busy || value === Math.round(model.threshold * 100)}
        onClick={() => onApply(value / 100)}
      >
        Find duplicates again with this threshold
      </button>
    </div>
  );
}
