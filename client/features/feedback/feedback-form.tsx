import { Star } from "lucide-react";
import { type FormEvent, type ReactElement, useId, useState } from "react";
import { FEEDBACK_TEXT_MAX, feedbackSchema } from "../../../core/company/feedback";
import { formatNumber } from "../../../core/format/number";
import { m } from "../../../core/i18n/messages";
import { Icon } from "../../components/ui/icon";
import { getLanguage } from "../../lib/i18n/current-language";
import { FormMessage } from "../auth/form-message";
import { sendFeedback } from "./feedback-api";

export interface FeedbackFormProps {
  /** Context the embedding tool adds to session_info (for example which file was processed). */
  sessionInfo?: string;
  /** Defaults to the extraction question in the page language. */
  heading?: string;
  onSubmitted?: () => void;
}

const RATINGS = [1, 2, 3, 4, 5] as const;

const textareaClass =
  "mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-blue-600 focus:outline-2 focus:outline-blue-600 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100";

/** The form's own words for what the shared schema refused (its messages are English). */
function describeIssue(field: PropertyKey | undefined): string {
  if (field === "extraction_quality_rating") return m.feedback_choose_rating();
  if (field === "missing_features" || field === "session_info")
    return m.feedback_too_long({ max: formatNumber(FEEDBACK_TEXT_MAX, getLanguage()) });
  return m.feedback_check_form();
}

/**
 * Extraction quality feedback: 1–5 stars (native radio buttons, so arrow keys, Tab and Space work
 * as everywhere) plus optional text. Ready for the invoice processor to embed.
 */
export function FeedbackForm({ sessionInfo = "", heading, onSubmitted }: FeedbackFormProps): ReactElement {
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [missing, setMissing] = useState("");
  const [notes, setNotes] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  if (sent) return <FormMessage kind="success" text={m.feedback_thanks()} />;

  const onSubmit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const parsed = feedbackSchema.safeParse({
      extraction_quality_rating: rating ?? 0,
      missing_features: missing,
      session_info: [sessionInfo, notes.trim()].filter(Boolean).join("\n"),
    });
    if (!parsed.success) {
      setError(describeIssue(parsed.error.issues[0]?.path[0]));
      return;
    }
    setBusy(true);
    setError(null);
    const result = await sendFeedback(parsed.data);
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setSent(true);
    onSubmitted?.();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={m.feedback_form_label()} className="max-w-lg space-y-4">
      <fieldset>
        <legend className="font-medium">{heading ?? m.feedback_heading()}</legend>
        <div className="mt-2 flex gap-1">
          {RATINGS.map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded text-3xl leading-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-600"
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => {
                  setRating(value);
                  setError(null);
                }}
                className="sr-only"
              />
              <span className="sr-only">{m.feedback_stars({ count: value })}</span>
              <Icon
                icon={Star}
                size="lg"
                fill={rating !== null && value <= rating ? "currentColor" : "none"}
                className={
                  rating !== null && value <= rating
                    ? "text-amber-500 dark:text-amber-400"
                    : "text-gray-400 hover:text-amber-400 dark:text-gray-500"
                }
              />
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-missing`} className="block text-sm font-medium">
          {m.feedback_missing()}
        </label>
        <textarea
          id={`${id}-missing`}
          rows={3}
          maxLength={FEEDBACK_TEXT_MAX}
          value={missing}
          onChange={(event) => setMissing(event.target.value)}
          className={textareaClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-notes`} className="block text-sm font-medium">
          {m.feedback_notes()}
        </label>
        <textarea
          id={`${id}-notes`}
          rows={2}
          maxLength={FEEDBACK_TEXT_MAX - sessionInfo.length - 1}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          className={textareaClass}
        />
      </div>
      {error ? <FormMessage kind="error" text={error} /> : null}
      <button
        type="submit"
        disabled={busy}
        className="rounded-md bg-blue-700 px-5 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60"
      >
        {busy ? m.feedback_sending() : m.feedback_send()}
      </button>
    </form>
  );
}
