import { type QuoteRequest, toQuoteWireFormat } from "../../../core/leads/quote-request";
import { SUPPORT_EMAIL } from "../../lib/brand";
import type { QuoteSubmitResult } from "./quote-form";

const FALLBACK = `Please try again, or e-mail your request to ${SUPPORT_EMAIL}.`;

function minutes(retryAfter: string | null): string {
  const seconds = Number(retryAfter);
  if (!Number.isFinite(seconds) || seconds <= 0) return "a while";
  const count = Math.max(1, Math.ceil(seconds / 60));
  return count === 1 ? "a minute" : `${count} minutes`;
}

/** Sends a validated quote request to POST /api/leads and says, in words, how that went. */
export async function submitQuoteRequest(
  request: QuoteRequest,
  fetcher: typeof fetch = fetch,
): Promise<QuoteSubmitResult> {
  let response: Response;
  try {
    response = await fetcher("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(toQuoteWireFormat(request)),
    });
  } catch {
    return { ok: false, message: `Your request could not be sent: the connection failed. ${FALLBACK}` };
  }
  if (response.status === 201) return { ok: true };
  if (response.status === 429) {
    return {
      ok: false,
      message: `We received several requests from your network just now. Please try again in ${minutes(response.headers.get("Retry-After"))}, or e-mail us at ${SUPPORT_EMAIL}.`,
    };
  }
  if (response.status === 422) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    const detail = body?.error?.message?.replace(/^[a-zA-Z]+: /, "");
    return { ok: false, message: `The request was not accepted: ${detail ?? "a field is not valid"}.` };
  }
  return { ok: false, message: `Your request could not be sent (error ${response.status}). ${FALLBACK}` };
}
