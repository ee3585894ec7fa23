/**
 * Security headers for every response: API answers (added by the Worker), static assets and the
 * SPA shell (written to `_headers` at build time, and set by the dev server). One table, three uses.
 */
/**
 * The CSP. No inline scripts: the theme bootstrap is an external file. 'wasm-unsafe-eval' lets the
 * browser-side tools (OCR) instantiate WebAssembly shipped from our own origin. `extraScriptSources`
 * exists for the dev server only, which allows React Refresh's inline preamble by its hash.
 */
export function buildContentSecurityPolicy(extraScriptSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self' 'wasm-unsafe-eval'", ...extraScriptSources].join(" "),
    // React sets style attributes and Vite injects <style> in development.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://lh3.googleusercontent.com",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": buildContentSecurityPolicy(),
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
};

/** The `_headers` file body that applies SECURITY_HEADERS to every static asset. */
export function renderHeadersFile(headers: Readonly<Record<string, string>> = SECURITY_HEADERS): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join("\n")}\n`;
}
