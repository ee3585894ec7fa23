import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";

// Cloudflare's own cap on a request body: nothing larger ever reaches a deployed Worker.
const DISCARD_LIMIT_BYTES = 100 * 1024 * 1024;

/**
 * Reads what is left of a request body and throws it away (never kept), at most 100 MB. Returns
 * without waiting when the body is gone, already read, or the client went away.
 */
export async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let seen = 0;
  try {
    while (seen <= DISCARD_LIMIT_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to discard.
  }
}

/**
 * Local runners only (Vite's dev server, wrangler dev, vite preview): they hand the body to workerd
 * through undici, which fails the whole exchange — a 500 HTML page under Vite, a 503 "worker restarted
 * mid-request" under wrangler — when the Worker answers before the upload was taken. So any body a
 * route refused without reading (401, 403, 413, 415…) is drained before the answer leaves. Production
 * skips this: Cloudflare's edge handles an unread body itself, and draining would only cost time.
 * Mounted first on /api/*, so it sees every refusal, however early (docs/decisions/211).
 */
export function drainUnreadBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = c.req.raw.body;
    await next();
    if (c.env.APP_ENV === "production" || !body || body.locked) return;
    await discardRest(body.getReader());
  };
}
