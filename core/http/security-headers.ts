import { type AnalyticsConfig, analyticsCspAllowance, NO_ANALYTICS } from "./analytics-config";

/**
 * Security headers for every response: API answers (added by the Worker), static assets and the
 * SPA shell (written to `_headers` at build time, and set by the dev server). One table, three uses.
 */
/**
 * The CSP. No inline scripts: the theme bootstrap is an external file. 'wasm-unsafe-eval' lets the
 * browser-side tools (OCR) instantiate WebAssembly shipped from our own origin. `extraScriptSources`
 * exists for the dev server only, which allows React Refresh's inline preamble by its hash.
 */
export function buildContentSecurityPolicy(
  extraScriptSources: readonly string[] = [],
  analytics: AnalyticsConfig = NO_ANALYTICS,
): string {
  // Analytics hosts are added only when analytics are configured (docs/decisions/071).
  const allowance = analyticsCspAllowance(analytics);
  return [
    "default-src 'self'",
    ["script-src 'self' 'wasm-unsafe-eval'", ...extraScriptSources, ...allowance.script].join(" "),
    // React sets style attributes and Vite injects <style> in development.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob: https://lh3.googleusercontent.com", ...allowance.img].join(" "),
    "font-src 'self'",
    ["connect-src 'self'", ...allowance.connect].join(" "),
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The headers with the CSP for a given analytics configuration. */
export function buildSecurityHeaders(analytics: AnalyticsConfig): Readonly<Record<string, string>> {
  return {
    "Content-Security-Policy": buildContentSecurityPolicy([], analytics),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    // Reset and verification pages carry tokens in their URL: never send a path onwards (SECURITY.md).
    "Referrer-Policy": "strict-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  };
}

/** The default: no analytics configured. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = buildSecurityHeaders(NO_ANALYTICS);

/** The `_headers` file body that applies SECURITY_HEADERS to every static asset. */
export function renderHeadersFile(headers: Readonly<Record<string, string>> = SECURITY_HEADERS): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join("\n")}\n`;
}
