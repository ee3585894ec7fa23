import type { Context, MiddlewareHandler } from "hono";
import { LOGO_MAX_BYTES } from "../../core/company/logo";
import { MAX_BANK_REQUEST_BYTES } from "../bank/upload-limits";
import type { AppEnv } from "../env";
import { errorBody } from "../http-error";
import { MAX_OCR_BODY_BYTES } from "../invoices/ocr-input";
import { MAX_UPLOAD_REQUEST_BYTES } from "../invoices/upload-limits";
import { MAX_DRAFT_BODY_BYTES } from "../issued-invoices/request-schemas";
import { MAX_INBOUND_BODY_BYTES } from "../peppol/inbound-body";
import { discardRest } from "./drain-unread-body";

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
  { methods: ["POST"], path: /^\/api\/peppol\/inbound$/, maxBytes: MAX_INBOUND_BODY_BYTES },
];

/** The declared body limit of a request: its large-body rule, or the default. */
export function declaredBodyLimit(method: string, path: string): number {
  const rule = LARGE_BODY_ROUTES.find(
    (candidate) => candidate.methods.includes(method) && candidate.path.test(path),
  );
  return rule?.maxBytes ?? DEFAULT_BODY_LIMIT_BYTES;
}

function tooLarge(c: Context<AppEnv>): Response {
  return c.json(errorBody("payload_too_large", "The request body is too large."), 413);
}

/**
 * The body of a request sent without Content-Length, read up to `maxSize`: the bytes, or null once it
 * passes the limit. Outside production the rest is then read and thrown away, so local runners see
 * the upload taken (drain-unread-body.ts).
 */
async function readCapped(
  body: ReadableStream<Uint8Array>,
  maxSize: number,
  discardOverflow: boolean,
): Promise<Uint8Array | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxSize) {
      if (discardOverflow) await discardRest(reader);
      else await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * 413 in the API's error shape for a body over the endpoint's declared limit: from Content-Length
 * before anything is read, or while streaming a body sent without one. Mounted on /api/* once, so
 * no endpoint, present or future, reads an unbounded body.
 */
export function apiBodyLimit(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const maxSize = declaredBodyLimit(c.req.method, c.req.path);
    const body = c.req.raw.body;
    if (!body) return next();
    const declaredLength = c.req.header("Content-Length");
    if (declaredLength !== undefined && !c.req.header("Transfer-Encoding"))
      return Number(declaredLength) > maxSize ? tooLarge(c) : next();
    const bytes = await readCapped(body, maxSize, c.env.APP_ENV !== "production");
    if (!bytes) return tooLarge(c);
    c.req.raw = new Request(c.req.raw, { body: bytes });
    return next();
  };
}
