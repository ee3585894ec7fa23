import { type ReactElement, useEffect, useRef, useState } from "react";
import { m } from "../../../core/i18n/messages";
import { formatCount, formatFixed } from "./dedupe-text";
import { INPUT, SECONDARY_BUTTON } from "./ui";
import type { ModelSummary, ThresholdPreview } from "./worker-protocol";

interface ThresholdControlProps {
  readonly model: ModelSummary;
  readonly busy: boolean;
  readonly onApply: (probability: number) => void;
  /** What the slider's position would find, once the worker has worked it out; null: no preview. */
  readonly preview?: ThresholdPreview | null;
  readonly onPreview?: (probability: number) => void;
}

/** Slider positions are previewed once the user pauses this long (each preview is a full run). */
const PREVIEW_DELAY_MS = 300;

function percent(probability: number): string {
  return `${formatFixed(probability * 100, probability >= 0.995 || probability < 0.01 ? 1 : 0)}%`;
}

/** The match threshold of a probabilistic run: the model suggests one, the user may move it and re-run. */
export function ThresholdControl({
  model,
  busy,
  onApply,
  preview = null,
  onPreview,
}: ThresholdControlProps): ReactElement {
  const [value, setValue] = useState(Math.round(model.threshold * 100));
  useEffect(() => setValue(Math.round(model.threshold * 100)), [model.threshold]);
  const moved = value !== Math.round(model.threshold * 100);
  // The latest callback, without re-arming the timer each time the page renders a new one.
  const previewRef = useRef(onPreview);
  previewRef.current = onPreview;
  useEffect(() => {
    if (!moved) return;
    const timer = setTimeout(() => previewRef.current?.(value / 100), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value, moved]);
  const shown = moved && preview && Math.round(preview.probability * 100) === value ? preview : null;
  return (
    <div className="mt-3 flex flex-wrap items-end gap-3 text-sm text-gray-800 dark:text-gray-200">
      <p className="w-full">
        {m.dedupe_threshold_paired({ threshold: percent(model.threshold) })}
        {Math.abs(model.threshold - model.suggestedThreshold) < 1e-9
          ? m.dedupe_threshold_model_suggests_this()
          : m.dedupe_threshold_model_suggests({ threshold: percent(model.suggestedThreshold) })}
        {m.dedupe_threshold_pairs({ pairs: formatCount(model.candidatePairs) })}
      </p>
      <label className="flex items-center gap-2">
        {m.dedupe_threshold_label()}
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
        disabled={busy || !moved}
        onClick={() => onApply(value / 100)}
      >
        {m.dedupe_threshold_again()}
      </button>
      {shown && (
        <p role="status" className="w-full">
          {m.dedupe_threshold_preview({
            threshold: `${value}%`,
            clusters: formatCount(shown.clusters),
            rows: formatCount(shown.rowsRemoved),
          })}
        </p>
      )}
    </div>
  );
}
