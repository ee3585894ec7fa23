import type { MiddlewareHandler } from "hono";
import { SECURITY_HEADERS } from "../../core/http/security-headers";

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
