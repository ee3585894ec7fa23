import { createHash } from "node:crypto";
import react from "@vitejs/plugin-react";
import { type AnalyticsConfig, NO_ANALYTICS } from "../core/http/analytics-config.ts";
import { buildContentSecurityPolicy, buildSecurityHeaders } from "../core/http/security-headers.ts";

/**
 * The dev server's headers: production's, except that the CSP admits React Refresh's inline
 * preamble by its SHA-256 (the only inline script, and only in development).
 */
export function devSecurityHeaders(analytics: AnalyticsConfig = NO_ANALYTICS): Record<string, string> {
  const preamble = react.preambleCode.replace("__BASE__", "/");
  const hash = createHash("sha256").update(preamble).digest("base64");
  return {
    ...buildSecurityHeaders(analytics),
    "Content-Security-Policy": buildContentSecurityPolicy([`'sha256-${hash}'`], analytics),
  };
}
