import { type ReactElement, useCallback, useEffect, useId, useRef, useState } from "react";
import { m } from "../../../core/i18n/messages";

export interface ConfirmOptions {
  /** The question, e.g. "Delete 3 invoices?". */
  readonly title: string;
  /** What happens, e.g. "Their files are deleted too. This cannot be undone." */
  readonly message: string;
  /** The button that acts, e.g. "Delete invoices". */
  readonly confirmLabel: string;
  readonly cancelLabel?: string;
  /** "danger" (red, the default) for what destroys; "primary" for a final step that keeps everything. */
  readonly tone?: "danger" | "primary";
}

interface PendingQuestion extends ConfirmOptions {
  readonly answer: (confirmed: boolean) => void;
}

const CONFIRM = {
  danger:
    "rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600",
  primary:
    "rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600",
} as const;
const CANCEL =
  "rounded-md border border-gray-300 px-4 py-2 font-semibold text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-700";

/**
 * An accessible stand-in for `window.confirm` before destructive actions: a modal alertdialog that
 * focuses the safe choice, answers false on Escape or Cancel, and returns focus to where it was.
 * `confirm(options)` resolves with the answer; render `dialog` once in the component.
 */
export function useConfirm(): {
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  dialog: ReactElement | null;
} {
  const [question, setQuestion] = useState<PendingQuestion | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setQuestion({
          ...options,
          answer: (confirmed) => {
            setQuestion(null);
            opener?.focus();
            resolve(confirmed);
          },
        });
      }),
    [],
  );
  return { confirm, dialog: question ? <ConfirmDialog question={question} /> : null };
}

function ConfirmDialog({ question }: { question: PendingQuestion }): ReactElement {
  const titleId = useId();
  const textId = useId();
  const cancelButton = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => cancelButton.current?.focus(), []);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4">
      <div
        ref={box}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={(event) => {
          if (event.key === "Escape") question.answer(false);
          if (event.key !== "Tab") return;
          // Keep Tab inside the dialog: it has exactly two buttons.
          const buttons = [...(box.current?.querySelectorAll("button") ?? [])];
          const next = buttons[(buttons.indexOf(event.target as HTMLButtonElement) + 1) % buttons.length];
          event.preventDefault();
          next?.focus();
        }}
        className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl dark:bg-gray-800"
      >
        <h2 id={titleId} className="text-lg font-semibold break-words">
          {question.title}
        </h2>
        <p id={textId} className="mt-2 text-sm break-words text-gray-700 dark:text-gray-300">
          {question.message}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button ref={cancelButton} type="button" onClick={() => question.answer(false)} className={CANCEL}>
            {question.cancelLabel ?? m.shell_cancel()}
          </button>
          <button
            type="button"
            onClick={() => question.answer(true)}
            className={CONFIRM[question.tone ?? "danger"]}
          >
            {question.confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
