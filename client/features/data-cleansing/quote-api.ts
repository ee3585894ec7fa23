import { m } from "../../../core/i18n/messages";
import { type QuoteRequest, toQuoteWireFormat } from "../../../core/leads/quote-request";
import { SUPPORT_EMAIL } from "../../lib/brand";
import type { QuoteSubmitResult } from "./quote-form";

function fallback(): string {
  return m.cleansing_fallback({ email: SUPPORT_EMAIL });
}

function minutes(retryAfter: string | null): string {
  const seconds = Number(retryAfter);
  if (!Number.isFinite(seconds) || seconds <= 0) return m.cleansing_a_while();
  return m.cleansing_minutes({ count: Math.max(1, Math.ceil(seconds / 60)) });
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
    return { ok: false, message: m.cleansing_connection_failed({ fallback: fallback() }) };
  }
  if (response.status === 201) return { ok: true };
  if (response.status === 429) {
    return {
      ok: false,
      message: m.cleansing_rate_limited({
        wait: minutes(response.headers.get("Retry-After")),
        email: SUPPORT_EMAIL,
      }),
    };
  }
  if (response.status === 422) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    const detail = body?.error?.message?.replace(/^[a-zA-Z]+: /, "");
    return {
      ok: false,
      message: m.cleansing_not_accepted({ detail: detail ?? m.cleansing_field_invalid() }),
    };
  }
  return {
    ok: false,
    message: m.cleansing_send_error({ status: response.status, fallback: fallback() }),
  };
}
