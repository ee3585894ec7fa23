import { getDocumentMeta } from "../../client/lib/document-meta";
import { getPageMeta, PUBLIC_PAGES } from "../../core/site/page-meta";
import { SITE_PAGES } from "../../core/site/site-pages";
import { expect, test } from "./fixtures";
import { escapeHtml, PREVIEW_URL } from "./seo-helpers";

test.use({ baseURL: PREVIEW_URL });

test.describe("prerendered HTML (first response, no JavaScript)", () => {
  for (const page of PUBLIC_PAGES) {
    test(`${page.path} carries its heading, description and head tags`, async ({ request }) => {
      const response = await request.get(page.path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      const meta = getDocumentMeta(page.path);
      const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? "";
      // The page's own h1 is in the markup: the home page's h1 is its headline, every other the title.
      const h1 = /<h1[^>]*>([^<]+)</.exec(root)?.[1];
      if (page.path === "/") expect(h1).toBeTruthy();
      else expect(h1).toBe(escapeHtml(page.title));
      expect(html).toContain(`<title>${escapeHtml(meta.title)}</title>`);
      expect(html).toContain(`<meta name="description" content="${escapeHtml(meta.description)}" />`);
      expect(html).toContain(`<link rel="canonical" href="https://factuurkit.nl${page.path}" />`);
      expect(html).toContain(`<meta property="og:title" content="${escapeHtml(meta.title)}" />`);
      expect(html).not.toContain('name="robots"');
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(root).not.toContain("<script");
      const jsonLd = JSON.parse(
        /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? "{}",
      );
      const info = getPageMeta(page);
      if (info.modified) {
        // The date the page shows is the date the structured data and the sitemap give.
        expect(root).toContain(`<time dateTime="${info.modified}">`);
      }
      if (info.isArticle) {
        const article = jsonLd["@graph"].find((node: { "@type": string }) => node["@type"] === "Article");
        expect(article?.dateModified).toBe(info.modified);
      }
    });
  }

  test("the hreflang pairs point at each other", async ({ request }) => {
    const english = await (await request.get("/invoice_processor/invoice-rules-nl")).text();
    const dutch = await (await request.get("/invoice_processor/factuur-regels-nl")).text();
    for (const html of [english, dutch]) {
      expect(html).toContain(
        '<link rel="alternate" hreflang="en" href="https://factuurkit.nl/invoice_processor/invoice-rules-nl" />',
      );
      expect(html).toContain(
        '<link rel="alternate" hreflang="nl" href="https://factuurkit.nl/invoice_processor/factuur-regels-nl" />',
      );
    }
  });

  test("signed-in and unknown paths get the empty SPA shell marked noindex", async ({ request }) => {
    for (const path of [
      "/dashboard",
      "/dashboard/settings",
      "/invoice_processor/pdf",
      "/profile",
      "/no-such-page",
    ]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(html, path).toContain('<div id="root"></div>');
    }
  });

  test("a trailing slash redirects to the canonical address", async ({ request }) => {
    const response = await request.get("/tools/", { maxRedirects: 0 });
    expect([301, 307, 308]).toContain(response.status());
    expect(new URL(response.headers().location ?? "", PREVIEW_URL).pathname).toBe("/tools");
  });

  test("sitemap.xml lists every public route and nothing else", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? ""));
    const paths = [...new Set(locs.map((loc) => loc.pathname))];
    expect(paths.sort()).toEqual(PUBLIC_PAGES.map((page) => page.path).sort());
    // Each language version once: the plain address and, for pages with a Dutch interface, its ?lang=nl
    // twin (single-language guides such as /invoice_processor/invoice-rules-nl have one address; ADR 180).
    expect(new Set(locs.map((loc) => loc.search))).toEqual(new Set(["", "?lang=nl"]));
    expect(new Set(locs.map((loc) => loc.href)).size).toBe(locs.length);
    for (const page of PUBLIC_PAGES) {
      const versions = locs.filter((loc) => loc.pathname === page.path).map((loc) => loc.search);
      expect(versions, page.path).toContain("");
    }
    expect(locs.filter((loc) => loc.search === "?lang=nl").length).toBeGreaterThan(PUBLIC_PAGES.length / 2);
    for (const page of SITE_PAGES.filter((entry) => entry.access !== "public")) {
      expect(paths).not.toContain(page.path);
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  });
});

test.describe("hydration", () => {
  for (const path of ["/", "/tools", "/invoice_processor/mt940-guide", "/data-cleansing-services"]) {
    test(`${path} hydrates without errors and keeps working as an app`, async ({ page }) => {
      // The fixture fails the test on any console error: hydration mismatches and CSP reports included.
      await page.goto(path);
      await page.getByRole("region", { name: "Analytics cookies" }).waitFor();
      await page.getByRole("link", { name: "Factuurkit home" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator("h1")).toHaveCount(1);
    });
  }

  test("dark mode applies before hydration and the toggle reflects it after", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/tools");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.getByRole("button", { name: "Switch to light mode" })).toBeVisible();
  });
});
