import { type ReactElement, useState } from "react";
import { m } from "../../../../core/i18n/messages";
import { useConfirm } from "../../../components/ui/confirm-dialog";

const PLAIN =
  "rounded-md border border-gray-300 px-3 py-1.5 text-sm hover:bg-gray-50 disabled:opacity-50 dark:border-gray-600 dark:hover:bg-gray-800";

interface ConfirmDeleteProps {
  /** "Delete" button text, e.g. "Delete statement". */
  readonly label: string;
  /** What will be removed, asked as a question. */
  readonly question: string;
  readonly onConfirm: () => Promise<void>;
}

/** A delete button that asks once more (the shared confirm dialog) before it acts. */
export function ConfirmDelete({ label, question, onConfirm }: ConfirmDeleteProps): ReactElement {
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button
        type="button"
        className={PLAIN}
        disabled={busy}
        onClick={async () => {
          const confirmed = await confirm({
            title: question,
            message: m.bank_delete_irreversible(),
            confirmLabel: m.bank_delete_confirm(),
          });
          if (!confirmed) return;
          setBusy(true);
          await onConfirm();
          setBusy(false);
        }}
      >
        {label}
      </button>
      {dialog}
    </>
  );
}
