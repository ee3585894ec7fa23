/**
 * What search engines are told about a page beyond its title and description: its language, its
 * translation, whether it is an article and when it was last reviewed. Shared by the head tags
 * (client/lib/head-tags.ts) and the Worker's sitemap.xml, so both say the same thing.
 */
import { m } from "../i18n/messages";
import { PUBLIC_PAGES, type SitePage } from "./site-pages";

export type PageLanguage = "en" | "nl";

/**
 * The date each guide and policy shows as "Last reviewed" / "Last updated" (YYYY-MM-DD). Must equal
 * the `lastReviewed` prop of the page's <Article>; tests/e2e/seo-prerender.spec.ts compares the two.
 */
const ARTICLE_DATES: Readonly<Record<string, string>> = {
  "/excel-remove-duplicates-guide": "2026-11-22",
  "/excel-data-cleaning-guide": "2026-11-22",
  "/excel-text-functions-guide": "2026-11-22",
  "/data-cleanup-checklist": "2026-11-22",
  "/google-sheets-remove-duplicates-guide": "2026-11-22",
  "/crm-data-hygiene-guide": "2026-11-22",
  "/address-cleansing-guide": "2026-11-22",
  "/power-query-remove-duplicates-guide": "2026-11-22",
  "/when-you-need-professional-data-cleaning": "2026-11-22",
  "/invoice_processor/camt053-guide": "2026-11-22",
  "/invoice_processor/mt940-guide": "2026-11-22",
  "/invoice_processor/e-invoicing-guide": "2026-11-22",
  "/invoice_processor/e-facturatie-gids-nl": "2026-11-22",
  "/invoice_processor/invoice-rules-nl": "2026-11-22",
  "/invoice_processor/factuur-regels-nl": "2026-11-22",
  "/invoice_processor/privacy": "2026-11-22",
  "/invoice_processor/tos": "2026-11-22",
  "/serenity-privacy-policy": "2026-11-22",
  "/kanban-privacy-policy": "2026-11-22",
};

/** Policies carry a date but are not articles (no Article JSON-LD). */
const POLICY_PATHS: ReadonlySet<string> = new Set([
  "/invoice_processor/privacy",
  "/invoice_processor/tos",
  "/serenity-privacy-policy",
  "/kanban-privacy-policy",
]);

/** English ↔ Dutch translations of the same article (hreflang). */
const TRANSLATION_PAIRS: readonly (readonly [en: string, nl: string])[] = [
  ["/invoice_processor/invoice-rules-nl", "/invoice_processor/factuur-regels-nl"],
  ["/invoice_processor/e-invoicing-guide", "/invoice_processor/e-facturatie-gids-nl"],
];

export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}

/**
 * Questions and answers shown on a page, in the interface language (catalogue messages, read when
 * asked); the page renders them and the head tags describe them as FAQPage structured data, so the
 * visible text and the structured data cannot drift apart.
 */
const PAGE_FAQS: Readonly<Record<string, () => readonly FaqEntry[]>> = {
  "/data-cleansing-services": () => [
    { question: m.cleansing_faq_cost_q(), answer: m.cleansing_faq_cost_a() },
    { question: m.cleansing_faq_reply_q(), answer: m.cleansing_faq_reply_a() },
    { question: m.cleansing_faq_data_q(), answer: m.cleansing_faq_data_a() },
  ],
};

/** The questions and answers a page shows, in the interface language; none for most pages. */
export function readPageFaq(path: string): readonly FaqEntry[] {
  return PAGE_FAQS[path]?.() ?? [];
}

export interface PageAlternate {
  readonly lang: PageLanguage;
  readonly path: string;
}

export interface PageMeta {
  readonly page: SitePage;
  readonly lang: PageLanguage;
  /** The last reviewed or updated date, when the page shows one. */
  readonly modified: string | undefined;
  readonly isArticle: boolean;
  /** Both language versions (itself included), as paths with their `?lang=` where needed. */
  readonly alternates: readonly PageAlternate[];
  readonly faq: readonly FaqEntry[];
}

/**
 * A page's URL in an interface language: the SPEC path as it is, with `?lang=nl` for Dutch
 * (docs/decisions/180: no /nl/ prefix routes). Also the canonical URL of that language version.
 */
export function localizedPath(path: string, language: PageLanguage): string {
  return language === "nl" ? `${path}?lang=nl` : path;
}

function findPair(path: string): readonly [en: string, nl: string] | undefined {
  return TRANSLATION_PAIRS.find(([en, nl]) => en === path || nl === path);
}

/** The separately written Dutch article of an English one (the invoice rules, the e-invoicing guide). */
export function findDutchTwin(path: string): string | undefined {
  return TRANSLATION_PAIRS.find(([en]) => en === path)?.[1];
}

/**
 * The canonical path of a page shown in an interface language. The articles written separately in
 * each language keep their plain path; in Dutch the English article shows its Dutch twin
 * (client/content/nl/), whose own address is then the canonical one, so the two are never duplicates.
 */
export function canonicalPath(path: string, language: PageLanguage): string {
  if (!findPair(path)) return localizedPath(path, language);
  return language === "nl" ? (findDutchTwin(path) ?? path) : path;
}

/**
 * Both language versions of a page (itself included): the same path with `?lang=nl`, or for the two
 * articles written separately in each language, the English article and the Dutch one.
 */
function findAlternates(path: string): readonly PageAlternate[] {
  const pair = findPair(path);
  if (pair) {
    return [
      { lang: "en", path: pair[0] },
      { lang: "nl", path: pair[1] },
    ];
  }
  return [
    { lang: "en", path: localizedPath(path, "en") },
    { lang: "nl", path: localizedPath(path, "nl") },
  ];
}

export function getPageMeta(page: SitePage): PageMeta {
  const dutch = TRANSLATION_PAIRS.some(([, nl]) => nl === page.path);
  const modified = ARTICLE_DATES[page.path];
  return {
    page,
    lang: dutch ? "nl" : "en",
    modified,
    isArticle: modified !== undefined && !POLICY_PATHS.has(page.path),
    alternates: findAlternates(page.path),
    faq: readPageFaq(page.path),
  };
}

/** Pages prerendered to static HTML and listed in the sitemap: everything anyone may read. */
export { PUBLIC_PAGES };
