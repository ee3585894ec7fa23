import type { MiddlewareHandler } from "hono";
import { readAnalyticsConfig } from "../../core/http/analytics-config";
import { buildSecurityHeaders } from "../../core/http/security-headers";

// The Worker serves the prerendered home page, so its CSP admits configured analytics like `_headers`.
const SECURITY_HEADERS = buildSecurityHeaders(
  readAnalyticsConfig({
    VITE_GA_MEASUREMENT_ID: import.meta.env?.VITE_GA_MEASUREMENT_ID,
    VITE_CF_BEACON_TOKEN: import.meta.env?.VITE_CF_BEACON_TOKEN,
  }),
);

/** Adds the shared security headers to every response the Worker produces. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Responses from env.ASSETS (and fetch) have immutable headers: copy before setting.
    const response = new Response(c.res.body, c.res);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      response.headers.set(name, value);
    }
    c.res = undefined;
    c.res = response;
  };
}
