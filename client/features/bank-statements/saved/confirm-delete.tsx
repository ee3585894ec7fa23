import { type ReactElement, useState } from "react";

const DANGER =
  "rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-50";
const PLAIN =
  "rounded-md border border-gray-300 px-3 py-1.5 text-sm hover:bg-gray-50 dark:border-gray-600 dark:hover:bg-gray-800";

interface ConfirmDeleteProps {
  /** "Delete" button text, e.g. "Delete statement". */
  readonly label: string;
  /** What will be removed, asked as a question. */
  readonly question: string;
  readonly onConfirm: () => Promise<void>;
}

/** A delete button that asks once more in place before it acts. */
export function ConfirmDelete({ label, question, onConfirm }: ConfirmDeleteProps): ReactElement {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!asking)
    return (
      <button type="button" className={PLAIN} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  return (
    <fieldset className="inline-flex flex-wrap items-center gap-2">
      <legend className="sr-only">Confirm delete</legend>
      <span className="text-sm">{question}</span>
      <button
        type="button"
        className={DANGER}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          await onConfirm();
          setBusy(false);
          setAsking(false);
        }}
      >
        Yes, delete
      </button>
      <button type="button" className={PLAIN} disabled={busy} onClick={() => setAsking(false)}>
        Cancel
      </button>
    </fieldset>
  );
}
