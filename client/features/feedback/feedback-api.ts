import type { FeedbackInput } from "../../../core/company/feedback";
import { m } from "../../../core/i18n/messages";

export type FeedbackResult = { ok: true } | { ok: false; message: string };

/** POST /api/feedback for the signed-in user. */
export async function sendFeedback(input: FeedbackInput): Promise<FeedbackResult> {
  let response: Response;
  try {
    response = await fetch("/api/feedback", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(input),
    });
  } catch {
    return { ok: false, message: m.feedback_error_network() };
  }
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  return { ok: false, message: body?.error?.message || m.feedback_not_sent() };
}
