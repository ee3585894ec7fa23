import { Hono } from "hono";
import { LANGUAGES } from "../../core/i18n/language";
import { canonicalPath, getPageMeta, PUBLIC_PAGES } from "../../core/site/page-meta";
import { SITE_PAGES } from "../../core/site/site-pages";
import { type AppEnv, readConfig } from "../env";

/** Crawlers may re-read these hourly; a deploy changes them at most. */
const CACHE_CONTROL = "public, max-age=3600";

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** sitemap.xml: every language version of every public page, its last reviewed date and its alternates. */
export function renderSitemap(origin: string): string {
  const versions = PUBLIC_PAGES.flatMap((page) =>
    [...new Set(LANGUAGES.map((language) => canonicalPath(page.path, language)))]
      // A Dutch version whose canonical is another page (an English article's Dutch twin) is listed there.
      .filter((loc) => loc.split("?")[0] === page.path)
      .map((loc) => ({ page, loc })),
  );
  const entries = versions.map(({ page, loc }) => {
    const meta = getPageMeta(page);
    const lines = [`    <loc>${escapeXml(`${origin}${loc}`)}</loc>`];
    if (meta.modified) lines.push(`    <lastmod>${meta.modified}</lastmod>`);
    for (const alternate of meta.alternates) {
      lines.push(
        `    <xhtml:link rel="alternate" hreflang="${alternate.lang}" href="${escapeXml(`${origin}${alternate.path}`)}"/>`,
      );
    }
    return `  <url>\n${lines.join("\n")}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
}

/** robots.txt: everything public may be crawled; the API and signed-in pages may not. */
export function renderRobots(origin: string): string {
  const signedIn = SITE_PAGES.filter((page) => page.access === "signed-in").map((page) => page.path);
  // "/dashboard" already covers "/dashboard/invoices" and the rest: robots rules are prefixes.
  const prefixes = signedIn.filter(
    (path) => !signedIn.some((other) => other !== path && path.startsWith(`${other}/`)),
  );
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    ...prefixes.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

/** GET /sitemap.xml and /robots.txt (wrangler.toml run_worker_first). */
export const seoRoutes = new Hono<AppEnv>()
  .get("/sitemap.xml", (c) => {
    const origin = new URL(readConfig(c.env).APP_ORIGIN).origin;
    c.header("Cache-Control", CACHE_CONTROL);
    return c.body(renderSitemap(origin), 200, { "Content-Type": "application/xml; charset=utf-8" });
  })
  .get("/robots.txt", (c) => {
    const origin = new URL(readConfig(c.env).APP_ORIGIN).origin;
    c.header("Cache-Control", CACHE_CONTROL);
    return c.text(renderRobots(origin));
  });
