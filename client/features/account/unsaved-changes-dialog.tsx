import { type ReactElement, useEffect, useRef } from "react";
import { m } from "../../../core/i18n/messages";
import type { UnsavedChangesPrompt } from "./use-unsaved-changes";

/** Modal question shown while a navigation is held back by unsaved changes. */
export function UnsavedChangesDialog({ prompt }: { prompt: UnsavedChangesPrompt }): ReactElement | null {
  const stayButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (prompt.open) stayButton.current?.focus();
  }, [prompt.open]);
  if (!prompt.open) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="unsaved-title"
        aria-describedby="unsaved-text"
        onKeyDown={(event) => {
          if (event.key === "Escape") prompt.stay();
        }}
        className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl dark:bg-gray-800"
      >
        <h2 id="unsaved-title" className="text-lg font-semibold">
          {m.settings_leave_title()}
        </h2>
        <p id="unsaved-text" className="mt-2 text-sm text-gray-700 dark:text-gray-300">
          {m.settings_leave_text()}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            ref={stayButton}
            type="button"
            onClick={prompt.stay}
            className="rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          >
            {m.settings_stay()}
          </button>
          <button
            type="button"
            onClick={prompt.leave}
            className="rounded-md border border-gray-300 px-4 py-2 font-semibold text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-700"
          >
            {m.settings_leave()}
          </button>
        </div>
      </div>
    </div>
  );
}
