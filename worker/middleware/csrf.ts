import type { MiddlewareHandler } from "hono";
import { type AppEnv, readConfig } from "../env";
import { errorBody } from "../http-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const ALLOWED_TYPES = new Set(["application/json", "multipart/form-data"]);
/**
 * Server-to-server callbacks that carry no cookie: Mollie's acts only on what it fetches back from
 * Mollie's API (docs/decisions/171); the Peppol access point's is signed over its body (ADR 283).
 */
const CALLBACK_PATHS = new Set(["/api/mollie/webhook", "/api/peppol/inbound"]);

/**
 * CSRF defence for state-changing API calls (SECURITY.md "CSRF and requests"): the browser must
 * say the request comes from our own origin (Sec-Fetch-Site, or an Origin equal to APP_ORIGIN), and
 * the body must be JSON or multipart, which a cross-site "simple request" cannot send without a
 * preflight. Hono's csrf() alone checks form content types only.
 */
export function csrfProtection(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || CALLBACK_PATHS.has(c.req.path)) return next();
    const fetchSite = c.req.header("Sec-Fetch-Site");
    const origin = c.req.header("Origin");
    const allowedOrigin = new URL(readConfig(c.env).APP_ORIGIN).origin;
    const sameOrigin =
      fetchSite === "same-origin" ||
      (origin === allowedOrigin && (fetchSite === undefined || fetchSite === "none"));
    if (!sameOrigin) {
      return c.json(errorBody("cross_site_request", "Cross-site requests are not allowed."), 403);
    }
    const type = (c.req.header("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!ALLOWED_TYPES.has(type)) {
      return c.json(errorBody("unsupported_media_type", "Send JSON (application/json)."), 415);
    }
    return next();
  };
}
