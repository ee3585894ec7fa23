import { z } from "zod";

export const FEEDBACK_TEXT_MAX = 5000;

/** Optional feedback text: trimmed, and empty (or null, or missing) becomes null (SPEC §3). */
const optionalFeedbackText = z
  .string({ error: "Enter text." })
  .max(FEEDBACK_TEXT_MAX, { error: `Use at most ${FEEDBACK_TEXT_MAX} characters.` })
  .nullable()
  .optional()
  .transform((raw): string | null => {
    const value = (raw ?? "").trim();
    return value.length === 0 ? null : value;
  });

/** `POST /api/feedback` (SPEC §3/§7 field names). The user comes from the session, never the body. */
export const feedbackSchema = z.strictObject({
  extraction_quality_rating: z
    .number({ error: "Choose a rating from 1 to 5 stars." })
    .int({ error: "Choose a rating from 1 to 5 stars." })
    .min(1, { error: "Choose a rating from 1 to 5 stars." })
    .max(5, { error: "Choose a rating from 1 to 5 stars." }),
  missing_features: optionalFeedbackText,
  session_info: optionalFeedbackText,
});

export type FeedbackInput = z.input<typeof feedbackSchema>;
export type Feedback = z.output<typeof feedbackSchema>;
