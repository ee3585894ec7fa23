/**
 * Every tag in <head> that depends on the page, from one function: the prerender writes them into
 * the static HTML (scripts/prerender.ts) and client-side navigation swaps them (document-meta.tsx).
 */
import type { Language } from "../../core/i18n/language";
import { canonicalPath, getPageMeta, type PageMeta } from "../../core/site/page-meta";
import { CONTACT_LOCATION, PRODUCT_NAME, SUPPORT_EMAIL } from "./brand";
import { getDocumentMeta } from "./document-meta";
import { getLanguage } from "./i18n/current-language";
import { findSitePage } from "./site-pages";

export interface HeadTag {
  readonly tag: "title" | "meta" | "link" | "script";
  readonly attrs: Readonly<Record<string, string>>;
  /** Text content (title, JSON-LD). */
  readonly text?: string;
}

/** The tags document-meta.tsx removes before adding a page's own: everything buildHeadTags can emit. */
export const MANAGED_HEAD_SELECTOR = [
  "title",
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'script[type="application/ld+json"]',
].join(",");

const OG_LOCALE = { en: "en_GB", nl: "nl_NL" } as const;

function organization(origin: string): Record<string, unknown> {
  return {
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: PRODUCT_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: SUPPORT_EMAIL,
    address: {
      "@type": "PostalAddress",
      addressLocality: CONTACT_LOCATION.split(",")[0]?.trim(),
      addressCountry: "NL",
    },
  };
}

function structuredData(
  meta: PageMeta,
  url: string,
  title: string,
  origin: string,
  language: Language,
): unknown {
  const graph: unknown[] = [organization(origin)];
  if (meta.isArticle && meta.modified) {
    graph.push({
      "@type": "Article",
      headline: meta.page.title,
      description: meta.page.description,
      // A page written in one language keeps it; the others are in the interface language.
      inLanguage: meta.lang === "nl" ? "nl" : language,
      dateModified: meta.modified,
      mainEntityOfPage: url,
      author: { "@id": `${origin}/#organization` },
      publisher: { "@id": `${origin}/#organization` },
    });
  } else {
    graph.push({ "@type": "WebPage", name: title, url, inLanguage: language });
  }
  if (meta.faq.length > 0) {
    graph.push({
      "@type": "FAQPage",
      mainEntity: meta.faq.map((entry) => ({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer },
      })),
    });
  }
  return { "@context": "https://schema.org", "@graph": graph };
}

/** `<` never appears raw inside the JSON-LD script, so no text can close the element early. */
function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The head tags for a path in an interface language. Public pages are indexable with a canonical URL
 * on `origin` per language (`?lang=nl` for Dutch) and hreflang alternates; every other path
 * (signed-in, sign-in screens, unknown) is `noindex` and has only a title and a description.
 */
export function buildHeadTags(
  pathname: string,
  origin: string,
  language: Language = getLanguage(),
): HeadTag[] {
  const { title, description } = getDocumentMeta(pathname);
  const tags: HeadTag[] = [
    { tag: "title", attrs: {}, text: title },
    { tag: "meta", attrs: { name: "description", content: description } },
  ];
  const page = findSitePage(pathname);
  if (page?.access !== "public") {
    tags.push({ tag: "meta", attrs: { name: "robots", content: "noindex, nofollow" } });
    return tags;
  }
  const meta = getPageMeta(page);
  const url = `${origin}${canonicalPath(page.path, language)}`;
  tags.push(
    { tag: "link", attrs: { rel: "canonical", href: url } },
    ...meta.alternates.map(
      (alternate): HeadTag => ({
        tag: "link",
        attrs: { rel: "alternate", hreflang: alternate.lang, href: `${origin}${alternate.path}` },
      }),
    ),
  );
  const english = meta.alternates.find((alternate) => alternate.lang === "en");
  if (english) {
    tags.push({
      tag: "link",
      attrs: { rel: "alternate", hreflang: "x-default", href: `${origin}${english.path}` },
    });
  }
  tags.push(
    { tag: "meta", attrs: { property: "og:type", content: meta.isArticle ? "article" : "website" } },
    { tag: "meta", attrs: { property: "og:site_name", content: PRODUCT_NAME } },
    { tag: "meta", attrs: { property: "og:title", content: title } },
    { tag: "meta", attrs: { property: "og:description", content: description } },
    { tag: "meta", attrs: { property: "og:url", content: url } },
    {
      tag: "meta",
      attrs: { property: "og:locale", content: OG_LOCALE[meta.lang === "nl" ? "nl" : language] },
    },
    { tag: "meta", attrs: { name: "twitter:card", content: "summary" } },
    { tag: "meta", attrs: { name: "twitter:title", content: title } },
    { tag: "meta", attrs: { name: "twitter:description", content: description } },
    {
      tag: "script",
      attrs: { type: "application/ld+json" },
      text: serializeJsonLd(structuredData(meta, url, title, origin, language)),
    },
  );
  return tags;
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The tags as HTML for the prerendered page's <head>. */
export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      const attrs = Object.entries(tag.attrs)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join("");
      if (tag.tag === "meta" || tag.tag === "link") return `<${tag.tag}${attrs} />`;
      // JSON-LD is already safe inside <script> (no raw "<"); a title needs escaping.
      const text = tag.tag === "script" ? (tag.text ?? "") : escapeHtml(tag.text ?? "");
      return `<${tag.tag}${attrs}>${text}</${tag.tag}>`;
    })
    .join("\n    ");
}

/** Replaces the managed tags of the live document with `tags` (client-side navigation). */
export function applyHeadTags(head: HTMLHeadElement, tags: readonly HeadTag[]): void {
  for (const element of head.querySelectorAll(MANAGED_HEAD_SELECTOR)) element.remove();
  const document = head.ownerDocument;
  for (const tag of tags) {
    const element = document.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
    if (tag.text !== undefined) element.textContent = tag.text;
    head.append(element);
  }
}
