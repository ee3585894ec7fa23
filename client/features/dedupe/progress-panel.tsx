import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import { SECONDARY_BUTTON } from "./ui";

interface ProgressPanelProps {
  readonly label: string;
  readonly progress: { done: number; total: number } | null;
  readonly onCancel: () => void;
}

export function ProgressPanel({ label, progress, onCancel }: ProgressPanelProps): ReactElement {
  const percent =
    progress && progress.total > 0 ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : 0;
  return (
    <div className="mt-6 flex items-center gap-4">
      <div className="flex-1">
        <p className="text-sm font-medium text-gray-800 dark:text-gray-200">
          {label} {percent}%
        </p>
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-1 h-2 w-full overflow-hidden rounded bg-gray-200 dark:bg-gray-700"
        >
          <div
            className="h-full bg-blue-700 transition-all dark:bg-blue-400"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <button type="button" className={SECONDARY_BUTTON} onClick={onCancel}>
        {m.dedupe_tool_cancel()}
      </button>
    </div>
  );
}
