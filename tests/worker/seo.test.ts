import { describe, expect, it } from "vitest";
import { canonicalPath, PUBLIC_PAGES } from "../../core/site/page-meta";
import { SITE_PAGES } from "../../core/site/site-pages";
import { call } from "./auth-helpers";

const ORIGIN = "https://factuurkit.test";

describe("GET /sitemap.xml", () => {
  it("lists every public page once, with lastmod for guides and hreflang for translations", async () => {
    const response = await call("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // Every page in English and, at the same path with ?lang=nl, in Dutch (ADR 180); the two articles
    // written separately in each language are one document each.
    expect(locs).toEqual(
      PUBLIC_PAGES.flatMap((page) =>
        (["en", "nl"] as const).map((language) => `${ORIGIN}${canonicalPath(page.path, language)}`),
      ).filter((loc, index, all) => all.indexOf(loc) === index),
    );
    expect(locs).toContain(`${ORIGIN}/tools?lang=nl`);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/invoice_processor/e-facturatie-gids-nl`);
    const mt940 = /<url>\s*<loc>[^<]*mt940-guide<\/loc>\s*<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/.exec(xml);
    expect(mt940?.[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="nl" href="${ORIGIN}/invoice_processor/factuur-regels-nl"/>`,
    );
  });

  it("leaves out signed-in and sign-in pages", async () => {
    const xml = await (await call("/sitemap.xml")).text();
    for (const page of SITE_PAGES.filter((entry) => entry.access !== "public")) {
      expect(xml, page.path).not.toContain(`<loc>${ORIGIN}${page.path}</loc>`);
    }
  });
});

describe("GET /robots.txt", () => {
  it("allows crawling, keeps crawlers out of the API and signed-in pages, and names the sitemap", async () => {
    const response = await call("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain("Disallow: /api/");
    for (const path of ["/dashboard", "/profile", "/purchase-success", "/purchase-cancelled"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain("Disallow: /invoice_processor/pdf");
    // Prefix rules: the dashboard's children are covered by /dashboard.
    expect(lines).not.toContain("Disallow: /dashboard/invoices");
    expect(lines.filter((line) => line.startsWith("Disallow: /invoice_processor"))).toEqual([
      "Disallow: /invoice_processor/pdf",
    ]);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe("prerendered home page", () => {
  it("/home is not a second address of the home page", async () => {
    const response = await call("/home");
    expect(response.status).toBe(308);
    expect(response.headers.get("Location")).toBe("/");
  });

  it("/ is answered with the prerendered home page, not the noindex SPA shell", async () => {
    // Needs `npm run build` (which prerenders) before the pool starts, as `npm test` does.
    const response = await call("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1");
    expect(html).toContain('rel="canonical"');
    expect(html).not.toContain('name="robots"');
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
  });

  it("is served in Dutch for ?lang=nl, remembered in a cookie, and for a Dutch browser", async () => {
    const switched = await call("/?lang=nl");
    expect(switched.status).toBe(200);
    const html = await switched.text();
    expect(html).toContain('<html lang="nl"');
    expect(html).toContain('rel="canonical" href="https://factuurkit.nl/?lang=nl"');
    expect(switched.headers.get("Content-Language")).toBe("nl");
    expect(switched.headers.get("Set-Cookie")).toContain("lang=nl");
    const remembered = await call("/tools", { cookie: "lang=nl" });
    expect(await remembered.text()).toContain('<html lang="nl"');
    const browser = await call("/tools", { headers: { "Accept-Language": "nl-NL,nl;q=0.9" } });
    expect(await browser.text()).toContain('<html lang="nl"');
    const english = await call("/tools", { cookie: "lang=en", headers: { "Accept-Language": "nl" } });
    expect(await english.text()).toContain('<html lang="en"');
  });

  it("never serves the language folders as addresses of their own", async () => {
    expect((await call("/_lang/nl/tools")).status).toBe(404);
  });
});
