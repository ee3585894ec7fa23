import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import AddressCleansingGuide from "../../client/content/address-cleansing-guide";
import Camt053Guide from "../../client/content/camt053-guide";
import CrmDataHygieneGuide from "../../client/content/crm-data-hygiene-guide";
import DataCleanupChecklist from "../../client/content/data-cleanup-checklist";
import EFacturatieGidsNl from "../../client/content/e-facturatie-gids-nl";
import EInvoicingGuide from "../../client/content/e-invoicing-guide";
import ExcelDataCleaningGuide from "../../client/content/excel-data-cleaning-guide";
import ExcelRemoveDuplicatesGuide from "../../client/content/excel-remove-duplicates-guide";
import ExcelTextFunctionsGuide from "../../client/content/excel-text-functions-guide";
import FactuurRegelsNl from "../../client/content/factuur-regels-nl";
import GoogleSheetsRemoveDuplicatesGuide from "../../client/content/google-sheets-remove-duplicates-guide";
import InvoiceProcessorPrivacy from "../../client/content/invoice-processor-privacy";
import InvoiceProcessorTos from "../../client/content/invoice-processor-tos";
import InvoiceRulesNl from "../../client/content/invoice-rules-nl";
import KanbanPrivacyPolicy from "../../client/content/kanban-privacy-policy";
import Mt940Guide from "../../client/content/mt940-guide";
import PowerQueryRemoveDuplicatesGuide from "../../client/content/power-query-remove-duplicates-guide";
import SerenityPrivacyPolicy from "../../client/content/serenity-privacy-policy";
import WhenYouNeedProfessionalDataCleaning from "../../client/content/when-you-need-professional-data-cleaning";
import DataCleansingServicesPage from "../../client/features/data-cleansing/services-page";
import HomePage from "../../client/features/home/home-page";
import InvoiceProcessorHome from "../../client/features/invoice-processor/processor-home";
import ToolsPage from "../../client/features/tools/tools-page";
import { PRODUCT_NAME } from "../../client/lib/brand";
import { getSitePage, SITE_PAGES } from "../../client/lib/site-pages";

type PageComponent = () => ReactElement;

type PageKind = "guide" | "policy" | "landing";

interface ContentPage {
  readonly path: string;
  readonly kind: PageKind;
  readonly lang: "en" | "nl";
  readonly Page: PageComponent;
}

const CONTENT_PAGES: readonly ContentPage[] = [
  { path: "/excel-remove-duplicates-guide", kind: "guide", lang: "en", Page: ExcelRemoveDuplicatesGuide },
  { path: "/invoice_processor/invoice-rules-nl", kind: "guide", lang: "en", Page: InvoiceRulesNl },
  { path: "/excel-text-functions-guide", kind: "guide", lang: "en", Page: ExcelTextFunctionsGuide },
  { path: "/excel-data-cleaning-guide", kind: "guide", lang: "en", Page: ExcelDataCleaningGuide },
  { path: "/address-cleansing-guide", kind: "guide", lang: "en", Page: AddressCleansingGuide },
  { path: "/crm-data-hygiene-guide", kind: "guide", lang: "en", Page: CrmDataHygieneGuide },
  { path: "/data-cleanup-checklist", kind: "guide", lang: "en", Page: DataCleanupChecklist },
  {
    path: "/when-you-need-professional-data-cleaning",
    kind: "guide",
    lang: "en",
    Page: WhenYouNeedProfessionalDataCleaning,
  },
  {
    path: "/power-query-remove-duplicates-guide",
    kind: "guide",
    lang: "en",
    Page: PowerQueryRemoveDuplicatesGuide,
  },
  {
    path: "/google-sheets-remove-duplicates-guide",
    kind: "guide",
    lang: "en",
    Page: GoogleSheetsRemoveDuplicatesGuide,
  },
  { path: "/invoice_processor/factuur-regels-nl", kind: "guide", lang: "nl", Page: FactuurRegelsNl },
  { path: "/invoice_processor/camt053-guide", kind: "guide", lang: "en", Page: Camt053Guide },
  { path: "/invoice_processor/mt940-guide", kind: "guide", lang: "en", Page: Mt940Guide },
  { path: "/invoice_processor/e-invoicing-guide", kind: "guide", lang: "en", Page: EInvoicingGuide },
  { path: "/invoice_processor/e-facturatie-gids-nl", kind: "guide", lang: "nl", Page: EFacturatieGidsNl },
  { path: "/invoice_processor/privacy", kind: "policy", lang: "en", Page: InvoiceProcessorPrivacy },
  { path: "/invoice_processor/tos", kind: "policy", lang: "en", Page: InvoiceProcessorTos },
  { path: "/serenity-privacy-policy", kind: "policy", lang: "en", Page: SerenityPrivacyPolicy },
  { path: "/kanban-privacy-policy", kind: "policy", lang: "en", Page: KanbanPrivacyPolicy },
  { path: "/", kind: "landing", lang: "en", Page: HomePage },
  { path: "/tools", kind: "landing", lang: "en", Page: ToolsPage },
  { path: "/invoice_processor", kind: "landing", lang: "en", Page: InvoiceProcessorHome },
  { path: "/data-cleansing-services", kind: "landing", lang: "en", Page: DataCleansingServicesPage },
];

const FORBIDDEN_WORDS = ["placeholder", "coming soon", "lorem ipsum", "todo"];
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

describe.each(CONTENT_PAGES)("content page $path", (entry) => {
  it("renders its title as the only h1", async () => {
    await renderPage(entry.Page);
    const headings = screen.getAllByRole("heading", { level: 1 });
    expect(headings).toHaveLength(1);
    // The home page's h1 is the product pitch; every other page's h1 is its registry title.
    if (entry.path === "/") expect(headings[0]?.textContent).toContain(PRODUCT_NAME);
    else expect(headings[0]?.textContent).toBe(getSitePage(entry.path).title);
  });

  it("links only to pages that exist, with unique ids and headings in order", async () => {
    const container = await renderPage(entry.Page);
    for (const anchor of container.querySelectorAll("a[href]")) {
      const href = anchor.getAttribute("href") ?? "";
      expect(anchor.textContent?.trim(), `link to ${href} has text`).not.toBe("");
      if (href.startsWith("#")) {
        expect(container.querySelector(`[id="${href.slice(1)}"]`), `anchor ${href}`).not.toBeNull();
      } else if (href.startsWith("/")) {
        const pathname = new URL(href, "https://factuurkit.test").pathname;
        expect(SITE_PATHS.has(pathname), `internal link ${href}`).toBe(true);
      } else {
        expect(href, "external links are https or mailto").toMatch(/^(https:\/\/|mailto:)/);
      }
    }
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size, "ids are unique").toBe(ids.length);
    const levels = [...container.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1]));
    levels.forEach((level, index) => {
      const previous = levels[index - 1] ?? 0;
      expect(level, `heading ${index} does not skip a level`).toBeLessThanOrEqual(previous + 1);
    });
  });

  it("has headers on every table and none of the forbidden filler words", async () => {
    const container = await renderPage(entry.Page);
    for (const header of container.querySelectorAll("th")) {
      expect(["col", "row"]).toContain(header.getAttribute("scope"));
    }
    for (const table of container.querySelectorAll("table")) {
      expect(table.querySelector("caption")?.textContent?.trim()).toBeTruthy();
    }
    const text = (container.textContent ?? "").toLowerCase();
    for (const word of FORBIDDEN_WORDS) expect(text).not.toContain(word);
  });

  if (entry.kind !== "landing") {
    it("shows a table of contents pointing at its sections and a review date", async () => {
      const container = await renderPage(entry.Page);
      const article = container.querySelector("article");
      expect(article?.getAttribute("lang")).toBe(entry.lang);
      const toc = screen.getByRole("navigation", {
        name: entry.lang === "nl" ? "Op deze pagina" : "On this page",
      });
      const links = within(toc).getAllByRole("link");
      expect(links.length).toBeGreaterThanOrEqual(entry.kind === "guide" ? 4 : 3);
      for (const link of links) {
        const id = (link.getAttribute("href") ?? "").replace(/^#/, "");
        const target = container.querySelector(`[id="${id}"]`);
        expect(target?.tagName, `toc target #${id}`).toBe("H2");
        expect(target?.textContent).toBe(link.textContent);
      }
      const time = container.querySelector("header time");
      expect(time?.getAttribute("dateTime") ?? time?.getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const label =
        entry.kind === "guide" ? (entry.lang === "nl" ? "Laatst gecontroleerd" : "Last reviewed") : "";
      expect(time?.parentElement?.textContent).toContain(label);
    });
  }
});

describe("content registry", () => {
  it("covers every page component in client/content, once, at a real path", () => {
    const modules = import.meta.glob<{ default?: unknown }>("../../client/content/*.tsx", { eager: true });
    const registered = new Set<unknown>(CONTENT_PAGES.map((entry) => entry.Page));
    const pageFiles = Object.entries(modules).filter(([, module]) => module.default !== undefined);
    expect(pageFiles.length).toBeGreaterThanOrEqual(19);
    for (const [file, module] of pageFiles) expect(registered.has(module.default), file).toBe(true);
    const paths = CONTENT_PAGES.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(SITE_PATHS.has(path), path).toBe(true);
  });
});
