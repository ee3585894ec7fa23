import type { MiddlewareHandler } from "hono";
import { resolveLegacyRedirect } from "../../core/routing/legacy-redirects";

/** Permanent (308) redirects for old URLs, keeping the query string. See docs/decisions/003. */
export function legacyRedirects(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const url = new URL(c.req.url);
    const target = resolveLegacyRedirect(url.pathname);
    if (target === null) return next();
    return c.redirect(`${target}${url.search}`, 308);
  };
}
