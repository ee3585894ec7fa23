import { describe, expect, it } from "vitest";
import { NL_GUIDE_META_PAIRS } from "../../client/content/nl/meta-guides-pairs";
import { applyHeadTags, buildHeadTags, type HeadTag, renderHeadTags } from "../../client/lib/head-tags";
import { findDutchTwin, PUBLIC_PAGES } from "../../core/site/page-meta";
import { getSitePage } from "../../core/site/site-pages";

const ORIGIN = "https://factuurkit.example";

function attr(tags: HeadTag[], match: Record<string, string>, name: string): string | undefined {
  return tags.find((tag) => Object.entries(match).every(([key, value]) => tag.attrs[key] === value))?.attrs[
    name
  ];
}

function jsonLd(tags: HeadTag[]): { "@graph": Record<string, unknown>[] } {
  const script = tags.find((tag) => tag.tag === "script");
  return JSON.parse(script?.text ?? "null");
}

describe("buildHeadTags", () => {
  it("gives every public page a title, description, canonical URL, Open Graph, Twitter and JSON-LD", () => {
    for (const page of PUBLIC_PAGES) {
      const tags = buildHeadTags(page.path, ORIGIN);
      expect(attr(tags, { rel: "canonical" }, "href"), page.path).toBe(`${ORIGIN}${page.path}`);
      expect(attr(tags, { property: "og:url" }, "content")).toBe(`${ORIGIN}${page.path}`);
      expect(attr(tags, { name: "description" }, "content")).toBe(
        page.path === "/" ? "Professional invoice management tools for Dutch businesses" : page.description,
      );
      expect(attr(tags, { name: "twitter:card" }, "content")).toBe("summary");
      expect(attr(tags, { name: "robots" }, "content")).toBeUndefined();
      const graph = jsonLd(tags)["@graph"];
      expect(graph[0]).toMatchObject({ "@type": "Organization", name: "Factuurkit" });
    }
  });

  it("describes a guide as an Article whose dateModified is the last reviewed date", () => {
    const tags = buildHeadTags("/invoice_processor/mt940-guide", ORIGIN);
    expect(attr(tags, { property: "og:type" }, "content")).toBe("article");
    const article = jsonLd(tags)["@graph"].find((node) => node["@type"] === "Article");
    expect(article).toMatchObject({ headline: "MT940 Guide", dateModified: "2026-11-22", inLanguage: "en" });
  });

  it("does not call a policy an article", () => {
    const graph = jsonLd(buildHeadTags("/invoice_processor/privacy", ORIGIN))["@graph"];
    expect(graph.some((node) => node["@type"] === "Article")).toBe(false);
  });

  it("links the English and Dutch versions both ways with hreflang, English as x-default", () => {
    for (const path of ["/invoice_processor/e-invoicing-guide", "/invoice_processor/e-facturatie-gids-nl"]) {
      const tags = buildHeadTags(path, ORIGIN);
      expect(attr(tags, { hreflang: "en" }, "href")).toBe(`${ORIGIN}/invoice_processor/e-invoicing-guide`);
      expect(attr(tags, { hreflang: "nl" }, "href")).toBe(`${ORIGIN}/invoice_processor/e-facturatie-gids-nl`);
      expect(attr(tags, { hreflang: "x-default" }, "href")).toBe(
        `${ORIGIN}/invoice_processor/e-invoicing-guide`,
      );
    }
    expect(
      attr(
        buildHeadTags("/invoice_processor/factuur-regels-nl", ORIGIN),
        { property: "og:locale" },
        "content",
      ),
    ).toBe("nl_NL");
  });

  it("points an English guide shown in Dutch at its Dutch twin, so the two are not duplicates", () => {
    for (const [english, dutch] of [
      ["/invoice_processor/invoice-rules-nl", "/invoice_processor/factuur-regels-nl"],
      ["/invoice_processor/e-invoicing-guide", "/invoice_processor/e-facturatie-gids-nl"],
    ] as const) {
      expect(attr(buildHeadTags(english, ORIGIN, "nl"), { rel: "canonical" }, "href")).toBe(
        `${ORIGIN}${dutch}`,
      );
      expect(attr(buildHeadTags(english, ORIGIN, "en"), { rel: "canonical" }, "href")).toBe(
        `${ORIGIN}${english}`,
      );
      expect(attr(buildHeadTags(dutch, ORIGIN, "en"), { rel: "canonical" }, "href")).toBe(
        `${ORIGIN}${dutch}`,
      );
    }
  });

  it("gives an English guide shown in Dutch its Dutch twin's own title and description", () => {
    for (const [path, text] of Object.entries(NL_GUIDE_META_PAIRS)) {
      const twin = getSitePage(findDutchTwin(path) ?? "");
      expect(text).toEqual({ title: twin.title, description: twin.description });
    }
    expect(Object.keys(NL_GUIDE_META_PAIRS).sort()).toEqual(
      PUBLIC_PAGES.map((page) => page.path)
        .filter((path) => findDutchTwin(path))
        .sort(),
    );
  });

  it("gives every other public page an English and a Dutch (?lang=nl) version, each its own canonical URL", () => {
    const english = buildHeadTags("/tools", ORIGIN, "en");
    expect(attr(english, { rel: "canonical" }, "href")).toBe(`${ORIGIN}/tools`);
    expect(attr(english, { hreflang: "en" }, "href")).toBe(`${ORIGIN}/tools`);
    expect(attr(english, { hreflang: "nl" }, "href")).toBe(`${ORIGIN}/tools?lang=nl`);
    expect(attr(english, { hreflang: "x-default" }, "href")).toBe(`${ORIGIN}/tools`);
    const dutch = buildHeadTags("/tools", ORIGIN, "nl");
    expect(attr(dutch, { rel: "canonical" }, "href")).toBe(`${ORIGIN}/tools?lang=nl`);
    expect(attr(dutch, { property: "og:locale" }, "content")).toBe("nl_NL");
    expect(attr(dutch, { hreflang: "en" }, "href")).toBe(`${ORIGIN}/tools`);
  });

  it("adds FAQPage data where the page shows an FAQ", () => {
    const graph = jsonLd(buildHeadTags("/data-cleansing-services", ORIGIN))["@graph"];
    const faq = graph.find((node) => node["@type"] === "FAQPage") as { mainEntity: unknown[] } | undefined;
    expect(faq?.mainEntity.length).toBeGreaterThan(0);
    expect(
      jsonLd(buildHeadTags("/tools", ORIGIN))["@graph"].some((node) => node["@type"] === "FAQPage"),
    ).toBe(false);
  });

  it("marks signed-in, sign-in and unknown pages noindex, without a canonical URL", () => {
    for (const path of ["/dashboard", "/dashboard/settings", "/invoice_processor/pdf", "/login", "/nope"]) {
      const tags = buildHeadTags(path, ORIGIN);
      expect(attr(tags, { name: "robots" }, "content"), path).toBe("noindex, nofollow");
      expect(attr(tags, { rel: "canonical" }, "href")).toBeUndefined();
      expect(tags.some((tag) => tag.tag === "script")).toBe(false);
    }
  });
});

describe("renderHeadTags", () => {
  it("escapes attribute values and keeps '<' out of the JSON-LD", () => {
    const html = renderHeadTags([
      { tag: "meta", attrs: { name: "description", content: 'A "quoted" <b> & more' } },
      { tag: "title", attrs: {}, text: "Tom & Jerry <3" },
      { tag: "script", attrs: { type: "application/ld+json" }, text: '{"a":"\\u003c/script>"}' },
    ]);
    expect(html).toContain('content="A &quot;quoted&quot; &lt;b&gt; &amp; more"');
    expect(html).toContain("<title>Tom &amp; Jerry &lt;3</title>");
    expect(html).not.toContain("</script><");
    const text = buildHeadTags("/invoice_processor/mt940-guide", ORIGIN).find(
      (tag) => tag.tag === "script",
    )?.text;
    expect(text).not.toContain("<");
  });
});

describe("applyHeadTags", () => {
  it("replaces the previous page's tags instead of piling them up", () => {
    document.head.innerHTML =
      '<meta charset="utf-8"><title>Old</title><meta name="description" content="old"><meta name="theme-color" content="#fff">';
    applyHeadTags(document.head, buildHeadTags("/invoice_processor/mt940-guide", ORIGIN));
    applyHeadTags(document.head, buildHeadTags("/dashboard", ORIGIN));
    expect(document.title).toBe("Dashboard | Factuurkit - Invoice Tools");
    expect(document.head.querySelectorAll("title")).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe(
      "noindex, nofollow",
    );
    // Tags the page does not own stay.
    expect(document.head.querySelector('meta[name="theme-color"]')).not.toBeNull();
  });
});
