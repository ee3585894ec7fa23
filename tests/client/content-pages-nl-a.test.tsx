import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import DataCleanupChecklist from "../../client/content/data-cleanup-checklist";
import ExcelDataCleaningGuide from "../../client/content/excel-data-cleaning-guide";
import ExcelRemoveDuplicatesGuide from "../../client/content/excel-remove-duplicates-guide";
import ExcelTextFunctionsGuide from "../../client/content/excel-text-functions-guide";
import GoogleSheetsRemoveDuplicatesGuide from "../../client/content/google-sheets-remove-duplicates-guide";
import DataCleanupChecklistNl from "../../client/content/nl/data-cleanup-checklist";
import ExcelDataCleaningGuideNl from "../../client/content/nl/excel-data-cleaning-guide";
import ExcelRemoveDuplicatesGuideNl from "../../client/content/nl/excel-remove-duplicates-guide";
import ExcelTextFunctionsGuideNl from "../../client/content/nl/excel-text-functions-guide";
import GoogleSheetsRemoveDuplicatesGuideNl from "../../client/content/nl/google-sheets-remove-duplicates-guide";
import { NL_GUIDE_META_PART } from "../../client/content/nl/meta-guides-a";
import PowerQueryRemoveDuplicatesGuideNl from "../../client/content/nl/power-query-remove-duplicates-guide";
import PowerQueryRemoveDuplicatesGuide from "../../client/content/power-query-remove-duplicates-guide";
import { findSitePage, SITE_PAGES } from "../../client/lib/site-pages";
import { getPageMeta } from "../../core/site/page-meta";

type PageComponent = () => ReactElement;

/** Which spreadsheet dialect the page's formulas are written in, so the right checks apply. */
type FormulaDialect = "excel-nl" | "sheets-nl" | "none";

interface DutchGuide {
  readonly path: string;
  readonly Page: PageComponent;
  readonly English: PageComponent;
  readonly formulas: FormulaDialect;
}

const DUTCH_GUIDES: readonly DutchGuide[] = [
  {
    path: "/excel-remove-duplicates-guide",
    Page: ExcelRemoveDuplicatesGuideNl,
    English: ExcelRemoveDuplicatesGuide,
    formulas: "excel-nl",
  },
  {
    path: "/excel-data-cleaning-guide",
    Page: ExcelDataCleaningGuideNl,
    English: ExcelDataCleaningGuide,
    formulas: "excel-nl",
  },
  {
    path: "/excel-text-functions-guide",
    Page: ExcelTextFunctionsGuideNl,
    English: ExcelTextFunctionsGuide,
    formulas: "excel-nl",
  },
  {
    path: "/data-cleanup-checklist",
    Page: DataCleanupChecklistNl,
    English: DataCleanupChecklist,
    formulas: "none",
  },
  {
    path: "/google-sheets-remove-duplicates-guide",
    Page: GoogleSheetsRemoveDuplicatesGuideNl,
    English: GoogleSheetsRemoveDuplicatesGuide,
    formulas: "sheets-nl",
  },
  {
    path: "/power-query-remove-duplicates-guide",
    Page: PowerQueryRemoveDuplicatesGuideNl,
    English: PowerQueryRemoveDuplicatesGuide,
    formulas: "none",
  },
];

const SITE_PATHS = new Set(SITE_PAGES.map((page) => page.path));
const FORBIDDEN_WORDS = ["placeholder", "coming soon", "lorem ipsum", "todo"];
/** English Excel names that Dutch-language Excel does not accept (it wants SPATIES.WISSEN, AANTAL.ALS …). */
const ENGLISH_ONLY_EXCEL_NAMES =
  /\b(TRIM|CLEAN|PROPER|UPPER|LOWER|SUBSTITUTE|LEFT|RIGHT|MID|FIND|SEARCH|LEN|COUNTIFS?|COUNTA|COUNTBLANK|UNIQUE|SORT|ROWS|SUMPRODUCT|EXACT|XLOOKUP|VLOOKUP|IFERROR|IF|AND|ISNUMBER|ISTEXT|NUMBERVALUE|TEXTJOIN|TEXTSPLIT|TEXTBEFORE|TEXTAFTER|CHAR|TEXT|DATE|TRUE|FALSE)\(/;

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

function countWords(text: string, words: readonly string[]): number {
  const tokens = text.toLowerCase().split(/[^a-zà-ÿ]+/);
  return tokens.filter((token) => words.includes(token)).length;
}

/** The formulas a reader would type: code elements that start with "=", quoted strings removed. */
function collectFormulas(container: HTMLElement): string[] {
  return [...container.querySelectorAll("code")]
    .map((code) => code.textContent?.trim() ?? "")
    .filter((text) => text.startsWith("=") && !text.startsWith("= "))
    .map((text) => text.replace(/"[^"]*"/g, '""'));
}

describe.each(DUTCH_GUIDES)("Dutch guide $path", (guide) => {
  it("shows its Dutch title as the only h1 in an article marked lang=nl", async () => {
    const container = await renderPage(guide.Page);
    const headings = screen.getAllByRole("heading", { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]?.textContent).toBe(NL_GUIDE_META_PART[guide.path]?.title);
    expect(container.querySelector("article")?.getAttribute("lang")).toBe("nl");
  });

  it("has Dutch section headings, a Dutch table of contents and the registry's review date", async () => {
    const english = await renderPage(guide.English);
    const englishHeadings = new Set([...english.querySelectorAll("h2")].map((h) => h.textContent));
    document.body.innerHTML = "";
    const container = await renderPage(guide.Page);
    const toc = screen.getByRole("navigation", { name: "Op deze pagina" });
    const links = within(toc).getAllByRole("link");
    expect(links.length).toBeGreaterThanOrEqual(4);
    for (const link of links) {
      const id = (link.getAttribute("href") ?? "").replace(/^#/, "");
      const target = container.querySelector(`[id="${id}"]`);
      expect(target?.tagName, `toc target #${id}`).toBe("H2");
      expect(target?.textContent).toBe(link.textContent);
      expect(englishHeadings.has(target?.textContent ?? ""), `${id} is translated`).toBe(false);
    }
    const time = container.querySelector("header time");
    expect(time?.parentElement?.textContent).toContain("Laatst gecontroleerd");
    const page = findSitePage(guide.path);
    expect(page).toBeDefined();
    if (page) expect(time?.getAttribute("datetime")).toBe(getPageMeta(page).modified);
  });

  it("reads as Dutch and has no empty sections", async () => {
    const container = await renderPage(guide.Page);
    const text = container.querySelector("article")?.textContent ?? "";
    const dutch = countWords(text, ["de", "het", "een", "en", "van", "dat", "u", "niet", "met"]);
    const english = countWords(text, ["the", "and", "of", "you", "with", "that", "is", "not", "your"]);
    expect(dutch).toBeGreaterThan(english * 5);
    const sections = container.querySelectorAll("article section[aria-labelledby]");
    expect(sections.length).toBeGreaterThanOrEqual(4);
    for (const section of sections) {
      const heading = section.querySelector("h2")?.textContent ?? "";
      const body = (section.textContent ?? "").replace(heading, "").trim();
      expect(body.length, `section ${heading} has content`).toBeGreaterThan(100);
    }
    const lower = text.toLowerCase();
    for (const word of FORBIDDEN_WORDS) expect(lower).not.toContain(word);
  });

  it("links only to existing routes, and to the Dutch versions of guides in this set", async () => {
    const container = await renderPage(guide.Page);
    const anchors = [...container.querySelectorAll("article a[href]")];
    expect(anchors.some((anchor) => anchor.getAttribute("href")?.includes("lang=nl"))).toBe(true);
    for (const anchor of anchors) {
      const href = anchor.getAttribute("href") ?? "";
      expect(anchor.textContent?.trim(), `link to ${href} has text`).not.toBe("");
      if (href.startsWith("#")) {
        expect(container.querySelector(`[id="${href.slice(1)}"]`), `anchor ${href}`).not.toBeNull();
        continue;
      }
      expect(href.startsWith("/"), `internal link ${href}`).toBe(true);
      const url = new URL(href, "https://factuurkit.test");
      expect(SITE_PATHS.has(url.pathname), `route for ${href}`).toBe(true);
      if (url.searchParams.get("lang") === "nl") {
        expect(NL_GUIDE_META_PART[url.pathname], `Dutch version of ${url.pathname}`).toBeDefined();
      }
    }
  });

  if (guide.formulas !== "none") {
    it("writes formulas with semicolons, as Dutch locale settings require", async () => {
      const container = await renderPage(guide.Page);
      const formulas = collectFormulas(container);
      expect(formulas.length).toBeGreaterThan(3);
      for (const formula of formulas) {
        expect(formula, "argument separator").not.toContain(",");
        if (guide.formulas === "excel-nl") expect(formula).not.toMatch(ENGLISH_ONLY_EXCEL_NAMES);
      }
    });
  }
});

describe("Dutch guide meta (part a)", () => {
  it("has a title of at most 60 and a description of 120 to 160 characters for each guide", () => {
    expect(Object.keys(NL_GUIDE_META_PART).sort()).toEqual(DUTCH_GUIDES.map((guide) => guide.path).sort());
    for (const [path, meta] of Object.entries(NL_GUIDE_META_PART)) {
      expect(SITE_PATHS.has(path), path).toBe(true);
      expect(meta.title.length, `${path} title`).toBeLessThanOrEqual(60);
      expect(meta.description.length, `${path} description`).toBeGreaterThanOrEqual(120);
      expect(meta.description.length, `${path} description`).toBeLessThanOrEqual(160);
    }
  });
});
