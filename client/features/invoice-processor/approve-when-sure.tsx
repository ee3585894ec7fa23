import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import type { InvoiceExtraction } from "../../../core/invoice/extraction/types";
import { listFieldsToReview } from "../../../core/invoice/purchase/amount-due";

interface ApproveWhenSureProps {
  readonly extraction: InvoiceExtraction;
  readonly reviewed: boolean;
  readonly busy: boolean;
  /** Saves the shown values and marks the invoice reviewed (the review's own "Mark reviewed"). */
  readonly onApprove: () => void;
}

/** One click approves an invoice whose every field is sure; otherwise it says how many to check. */
export function ApproveWhenSure({
  extraction,
  reviewed,
  busy,
  onApprove,
}: ApproveWhenSureProps): ReactElement | null {
  if (reviewed) return null;
  const toCheck = listFieldsToReview(extraction).length;
  if (toCheck > 0)
    return (
      <p
        className="mb-3 text-sm font-medium text-amber-900 dark:text-amber-100"
        data-testid="fields-to-check"
      >
        {m.processor_fields_to_check({ count: toCheck })}
      </p>
    );
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3 rounded-md bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100">
      <p>{m.processor_all_sure()}</p>
      <button
        type="button"
        disabled={busy}
        onClick={onApprove}
        className="rounded-md bg-green-700 px-4 py-2 font-medium text-white hover:bg-green-800 disabled:opacity-50"
      >
        {m.processor_approve()}
      </button>
    </div>
  );
}
