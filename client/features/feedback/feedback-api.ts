import type { FeedbackInput } from "../../../core/company/feedback";

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
    return { ok: false, message: "Could not reach Factuurkit. Check your connection and try again." };
  }
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  return { ok: false, message: body?.error?.message || "Your feedback was not sent. Please try again." };
}
