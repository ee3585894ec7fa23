/**
 * Old URLs that must keep working (SPEC §2 "Redirects"). The Worker answers them with a
 * permanent redirect before the SPA loads; the client router applies the same rules with
 * `replace` for in-app navigation, so both read this one table.
 */
export interface LegacyRedirectRule {
  /** Exact path, or a prefix ending in `/*` that also matches the bare path. */
  readonly from: string;
  readonly to: string;
}

export const LEGACY_REDIRECTS: readonly LegacyRedirectRule[] = [
  { from: "/pdf-invoice-magnet/*", to: "/invoice-ocr" },
  { from: "/invoice_processor/invoice-generator", to: "/invoice-generator" },
  { from: "/cabinet", to: "/dashboard" },
  { from: "/entrepreneur", to: "/dashboard" },
];

function stripTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

/** The target path for a legacy path, or null when the path is not a legacy one. */
export function resolveLegacyRedirect(pathname: string): string | null {
  const path = stripTrailingSlash(pathname);
  for (const rule of LEGACY_REDIRECTS) {
    if (rule.from.endsWith("/*")) {
      const base = rule.from.slice(0, -2);
      if (path === base || path.startsWith(`${base}/`)) return rule.to;
    } else if (path === rule.from) {
      return rule.to;
    }
  }
  return null;
}
