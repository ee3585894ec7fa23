import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { LOGO_MAX_BYTES } from "../../core/company/logo";
import { MAX_BANK_REQUEST_BYTES } from "../bank/upload-limits";
import type { AppEnv } from "../env";
import { errorBody } from "../http-error";
import { MAX_OCR_BODY_BYTES } from "../invoices/ocr-input";
import { MAX_UPLOAD_REQUEST_BYTES } from "../invoices/upload-limits";
import { MAX_DRAFT_BODY_BYTES } from "../issued-invoices/request-schemas";

/** Every other API request: JSON forms and bodyless writes. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

interface BodyLimitRule {
  methods: readonly string[];
  path: RegExp;
  maxBytes: number;
}

/**
 * The endpoints allowed more than the default, with their declared caps (uploads keep theirs:
 * docs/decisions/080 and 034). Route groups may set tighter caps of their own.
 */
export const LARGE_BODY_ROUTES: readonly BodyLimitRule[] = [
  { methods: ["POST"], path: /^\/api\/invoices\/?$/, maxBytes: MAX_UPLOAD_REQUEST_BYTES },
  { methods: ["POST"], path: /^\/api\/invoices\/[^/]+\/ocr$/, maxBytes: MAX_OCR_BODY_BYTES },
  { methods: ["POST"], path: /^\/api\/bank-statements\/?$/, maxBytes: MAX_BANK_REQUEST_BYTES },
  { methods: ["POST"], path: /^\/api\/issued-invoices\/?$/, maxBytes: MAX_DRAFT_BODY_BYTES },
  { methods: ["PUT"], path: /^\/api\/issued-invoices\/[^/]+$/, maxBytes: MAX_DRAFT_BODY_BYTES },
  { methods: ["POST"], path: /^\/api\/company\/logo$/, maxBytes: LOGO_MAX_BYTES + 16 * 1024 },
];

/** The declared body limit of a request: its large-body rule, or the default. */
export function declaredBodyLimit(method: string, path: string): number {
  const rule = LARGE_BODY_ROUTES.find(
    (candidate) => candidate.methods.includes(method) && candidate.path.test(path),
  );
  return rule?.maxBytes ?? DEFAULT_BODY_LIMIT_BYTES;
}

// Local runners (Vite's dev and preview servers, wrangler dev) pass the body to workerd through
// undici, which fails the whole exchange, as a 500, when the Worker answers before taking the upload.
// There the refused body is read and thrown away (never kept), up to Cloudflare's own 100 MB cap.
const DISCARD_LIMIT_BYTES = 100 * 1024 * 1024;

async function discardBody(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!body || body.locked) return;
  const reader = body.getReader();
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

function tooLarge(c: Context<AppEnv>): Response {
  return c.json(errorBody("payload_too_large", "The request body is too large."), 413);
}

/**
 * 413 in the API's error shape for a body over the endpoint's declared limit: from Content-Length
 * before anything is read, or while streaming a body sent without one. Mounted on /api/* once, so
 * no endpoint, present or future, reads an unbounded body.
 */
export function apiBodyLimit(): MiddlewareHandler<AppEnv> {
  const limiters = new Map<number, MiddlewareHandler>();
  return async (c, next) => {
    const maxSize = declaredBodyLimit(c.req.method, c.req.path);
    const declaredLength = Number(c.req.header("Content-Length") ?? 0);
    if (declaredLength > maxSize) {
      if (c.env.APP_ENV !== "production") await discardBody(c.req.raw.body);
      return tooLarge(c);
    }
    let limiter = limiters.get(maxSize);
    if (!limiter) {
      limiter = bodyLimit({ maxSize, onError: tooLarge });
      limiters.set(maxSize, limiter);
    }
    return limiter(c, next);
  };
}
