import type { ReactElement } from "react";
import { FeedbackForm } from "../feedback/feedback-form";

/**
 * The extraction-quality feedback (rating and missing features, stored in `user_feedback`) under an
 * extracted invoice. The invoice id and file name go into session_info so a rating can be traced
 * back to the document it judged.
 */
export function InvoiceFeedback({
  invoiceId,
  fileName,
}: {
  readonly invoiceId: string;
  readonly fileName: string | null;
}): ReactElement {
  const context = [`invoice processor: ${invoiceId}`, fileName ? `file: ${fileName}` : ""].filter(Boolean);
  return (
    <div className="border-t border-gray-200 pt-4 dark:border-gray-700">
      {/* key: a new invoice gets a fresh form, not the "thank you" of the previous one. */}
      <FeedbackForm key={invoiceId} sessionInfo={context.join("\n")} />
    </div>
  );
}
