import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import AddressCleansingGuide from "../../client/content/address-cleansing-guide";
import Camt053Guide from "../../client/content/camt053-guide";
import CrmDataHygieneGuide from "../../client/content/crm-data-hygiene-guide";
import Mt940Guide from "../../client/content/mt940-guide";
import AddressCleansingGuideNl from "../../client/content/nl/address-cleansing-guide";
import Camt053GuideNl from "../../client/content/nl/camt053-guide";
import CrmDataHygieneGuideNl from "../../client/content/nl/crm-data-hygiene-guide";
import { NL_GUIDE_META_PART } from "../../client/content/nl/meta-guides-b";
import Mt940GuideNl from "../../client/content/nl/mt940-guide";
import WhenYouNeedProfessionalDataCleaningNl from "../../client/content/nl/when-you-need-professional-data-cleaning";
import WhenYouNeedProfessionalDataCleaning from "../../client/content/when-you-need-professional-data-cleaning";
import { getSitePage, SITE_PAGES } from "../../client/lib/site-pages";

type PageComponent = () => ReactElement;

interface DutchGuide {
  readonly path: string;
  readonly Dutch: PageComponent;
  readonly English: PageComponent;
}

const DUTCH_GUIDES: readonly DutchGuide[] = [
  { path: "/crm-data-hygiene-guide", Dutch: CrmDataHygieneGuideNl, English: CrmDataHygieneGuide },
  { path: "/address-cleansing-guide", Dutch: AddressCleansingGuideNl, English: AddressCleansingGuide },
  {
    path: "/when-you-need-professional-data-cleaning",
    Dutch: WhenYouNeedProfessionalDataCleaningNl,
    English: WhenYouNeedProfessionalDataCleaning,
  },
  { path: "/invoice_processor/camt053-guide", Dutch: Camt053GuideNl, English: Camt053Guide },
  { path: "/invoice_processor/mt940-guide", Dutch: Mt940GuideNl, English: Mt940Guide },
];

const SITE_PATHS = new Set(SITE_PAGES.map((page) => page.path));

/** Renders a page component as the only route of a memory router, so TanStack <Link>s resolve. */
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

function readSectionTitles(container: HTMLElement): string[] {
  return [...container.querySelectorAll("section > h2")].map((heading) => heading.textContent ?? "");
}

describe.each(DUTCH_GUIDES)("Dutch guide $path", (guide) => {
  it("shows the Dutch title as its only h1 in an article marked lang=nl", async () => {
    const container = await renderPage(guide.Dutch);
    const headings = screen.getAllByRole("heading", { level: 1 });
    expect(headings).toHaveLength(1);
    const dutchTitle = NL_GUIDE_META_PART[guide.path]?.title;
    expect(dutchTitle).toBeTruthy();
    expect(headings[0]?.textContent).toBe(dutchTitle);
    expect(headings[0]?.textContent).not.toBe(getSitePage(guide.path).title);
    expect(container.querySelector("article")?.getAttribute("lang")).toBe("nl");
    expect(container.querySelector("header time")?.parentElement?.textContent).toContain(
      "Laatst gecontroleerd",
    );
  });

  it("has Dutch section headings, none left in English, each with content", async () => {
    const englishTitles = new Set(readSectionTitles(await renderPage(guide.English)));
    cleanup();
    const container = await renderPage(guide.Dutch);
    const dutchTitles = readSectionTitles(container);
    expect(dutchTitles.length).toBeGreaterThanOrEqual(4);
    for (const title of dutchTitles) expect(englishTitles.has(title), `"${title}" is translated`).toBe(false);
    const toc = screen.getByRole("navigation", { name: "Op deze pagina" });
    expect(
      within(toc)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(dutchTitles);
    for (const section of container.querySelectorAll("article > section")) {
      const heading = section.querySelector("h2")?.textContent ?? "";
      const body = (section.textContent ?? "").slice(heading.length).trim();
      expect(body.length, `section "${heading}" has content`).toBeGreaterThan(80);
    }
    for (const part of container.querySelectorAll("figure > ol > li")) {
      expect(
        part.querySelector("div")?.textContent?.trim(),
        "every annotated piece is explained",
      ).toBeTruthy();
    }
  });

  it("links only to existing pages, keeping the reader in Dutch", async () => {
    const container = await renderPage(guide.Dutch);
    const internal = [...container.querySelectorAll("a[href^='/']")];
    expect(internal.length).toBeGreaterThanOrEqual(2);
    for (const anchor of internal) {
      const href = anchor.getAttribute("href") ?? "";
      const url = new URL(href, "https://factuurkit.test");
      expect(anchor.textContent?.trim(), `link to ${href} has text`).not.toBe("");
      expect(SITE_PATHS.has(url.pathname), `internal link ${href}`).toBe(true);
      expect(url.searchParams.get("lang"), `link ${href} keeps ?lang=nl`).toBe("nl");
    }
    for (const anchor of container.querySelectorAll("a[href^='#']")) {
      const id = (anchor.getAttribute("href") ?? "").slice(1);
      expect(container.querySelector(`[id="${id}"]`), `anchor #${id}`).not.toBeNull();
    }
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size, "ids are unique").toBe(ids.length);
  });
});

describe("Dutch guide titles and descriptions (part b)", () => {
  it("covers every Dutch guide of this part at a real path, within search-result lengths", () => {
    expect(Object.keys(NL_GUIDE_META_PART).sort()).toEqual(DUTCH_GUIDES.map((guide) => guide.path).sort());
    for (const [path, meta] of Object.entries(NL_GUIDE_META_PART)) {
      expect(SITE_PATHS.has(path), path).toBe(true);
      expect(meta.title.length, `${path} title`).toBeLessThanOrEqual(60);
      expect(meta.description.length, `${path} description`).toBeGreaterThanOrEqual(120);
      expect(meta.description.length, `${path} description`).toBeLessThanOrEqual(160);
      expect(meta.title).not.toBe(getSitePage(path).title);
    }
  });
});
