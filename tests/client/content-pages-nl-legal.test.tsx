import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import InvoiceProcessorPrivacy from "../../client/content/invoice-processor-privacy";
import InvoiceProcessorTos from "../../client/content/invoice-processor-tos";
import KanbanPrivacyPolicy from "../../client/content/kanban-privacy-policy";
import InvoiceProcessorPrivacyNl from "../../client/content/nl/invoice-processor-privacy";
import InvoiceProcessorTosNl from "../../client/content/nl/invoice-processor-tos";
import KanbanPrivacyPolicyNl from "../../client/content/nl/kanban-privacy-policy";
import { NL_LEGAL_META } from "../../client/content/nl/meta-legal";
import SerenityPrivacyPolicyNl from "../../client/content/nl/serenity-privacy-policy";
import SerenityPrivacyPolicy from "../../client/content/serenity-privacy-policy";
import { SUPPORT_EMAIL } from "../../client/lib/brand";
import { getSitePage, SITE_PAGES } from "../../client/lib/site-pages";

type PageComponent = () => ReactElement;

interface LegalPage {
  readonly path: string;
  readonly Dutch: PageComponent;
  readonly English: PageComponent;
}

const LEGAL_PAGES: readonly LegalPage[] = [
  { path: "/invoice_processor/privacy", Dutch: InvoiceProcessorPrivacyNl, English: InvoiceProcessorPrivacy },
  { path: "/invoice_processor/tos", Dutch: InvoiceProcessorTosNl, English: InvoiceProcessorTos },
  { path: "/kanban-privacy-policy", Dutch: KanbanPrivacyPolicyNl, English: KanbanPrivacyPolicy },
  { path: "/serenity-privacy-policy", Dutch: SerenityPrivacyPolicyNl, English: SerenityPrivacyPolicy },
];

const SITE_PATHS = new Set(SITE_PAGES.map((page) => page.path));
/** The English words the Dutch walk (tests/e2e/i18n-dutch-walk.spec.ts) treats as untranslated text. */
const ENGLISH_GIVEAWAYS = /\b(the|and|your|with|from|this|that|invoices?|duplicates?|rows|files?|Please)\b/;

async function renderPage(Page: PageComponent): Promise<HTMLElement> {
  const rootRoute = createRootRoute({ component: Page });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  const { container } = render(<RouterProvider router={router} />);
  await screen.findByRole("heading", { level: 1 });
  return container;
}

/** What a translation must keep: sections, list items, table rows, callouts, links and the date. */
function readStructure(container: HTMLElement): Record<string, unknown> {
  return {
    sectionIds: [...container.querySelectorAll("article > section > h2")].map((heading) => heading.id),
    listItemsPerSection: [...container.querySelectorAll("article > section")].map(
      (section) => section.querySelectorAll("li").length,
    ),
    tableRows: [...container.querySelectorAll("table")].map((table) => table.querySelectorAll("tr").length),
    tableColumns: [...container.querySelectorAll("table")].map(
      (table) => table.querySelectorAll("th").length,
    ),
    mailtoLinks: [...container.querySelectorAll("a[href^='mailto:']")].map((link) =>
      link.getAttribute("href"),
    ),
    internalLinks: container.querySelectorAll("article a[href^='/']").length,
    date: container.querySelector("header time")?.getAttribute("datetime"),
  };
}

afterEach(() => cleanup());

describe.each(LEGAL_PAGES)("Dutch legal page $path", (legal) => {
  it("shows its Dutch title as the only h1 in an article marked lang=nl, last updated in Dutch", async () => {
    const container = await renderPage(legal.Dutch);
    const headings = screen.getAllByRole("heading", { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]?.textContent).toBe(NL_LEGAL_META[legal.path]?.title);
    expect(container.querySelector("article")?.getAttribute("lang")).toBe("nl");
    expect(container.querySelector("header time")?.parentElement?.textContent).toContain("Laatst bijgewerkt");
  });

  it("keeps the English page's sections, lists, tables, contact details and date", async () => {
    const english = readStructure(await renderPage(legal.English));
    cleanup();
    const dutch = readStructure(await renderPage(legal.Dutch));
    expect(dutch).toEqual(english);
    expect(dutch.mailtoLinks).toContain(`mailto:${SUPPORT_EMAIL}`);
  });

  it("has translated section headings and a Dutch table of contents", async () => {
    const englishTitles = new Set(
      [...(await renderPage(legal.English)).querySelectorAll("h2")].map((heading) => heading.textContent),
    );
    cleanup();
    const container = await renderPage(legal.Dutch);
    const toc = screen.getByRole("navigation", { name: "Op deze pagina" });
    const titles = [...container.querySelectorAll("article > section > h2")].map(
      (heading) => heading.textContent,
    );
    expect(
      within(toc)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(titles);
    for (const title of titles) expect(englishTitles.has(title), `"${title}" is translated`).toBe(false);
  });

  it("reads as Dutch, with none of the English words the Dutch walk looks for", async () => {
    const container = await renderPage(legal.Dutch);
    const article = container.querySelector("article");
    for (const block of article?.querySelectorAll("p, li, td, th, caption, h2") ?? []) {
      expect(block.textContent ?? "").not.toMatch(ENGLISH_GIVEAWAYS);
    }
    const text = article?.textContent ?? "";
    expect(text).toContain("Amsterdam, Nederland");
    expect(text).not.toContain("GDPR");
  });

  it("links only to existing pages, keeping the reader in Dutch", async () => {
    const container = await renderPage(legal.Dutch);
    for (const anchor of container.querySelectorAll("article a[href^='/']")) {
      const url = new URL(anchor.getAttribute("href") ?? "", "https://factuurkit.test");
      expect(SITE_PATHS.has(url.pathname), `internal link ${url.pathname}`).toBe(true);
      expect(url.searchParams.get("lang"), `link ${url.pathname} keeps ?lang=nl`).toBe("nl");
    }
  });
});

describe("Dutch legal page titles and descriptions", () => {
  it("covers the four legal pages at real paths, within search-result lengths", () => {
    expect(Object.keys(NL_LEGAL_META).sort()).toEqual(LEGAL_PAGES.map((legal) => legal.path).sort());
    for (const [path, meta] of Object.entries(NL_LEGAL_META)) {
      expect(SITE_PATHS.has(path), path).toBe(true);
      expect(meta.title).not.toBe(getSitePage(path).title);
      expect(meta.title.length, `${path} title`).toBeLessThanOrEqual(60);
      expect(meta.description.length, `${path} description`).toBeGreaterThanOrEqual(120);
      expect(meta.description.length, `${path} description`).toBeLessThanOrEqual(160);
    }
  });
});
