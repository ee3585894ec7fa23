import { describe, expect, it } from "vitest";
import { isExternal, NAV_GROUPS, QUICK_LINKS } from "../../client/lib/navigation";
import { findSitePage, SITE_PAGES } from "../../client/lib/site-pages";

/** Every path SPEC §2 lists, so the registry can be checked against the spec. */
const SPEC_ROUTES = [
  "/",
  "/tools",
  "/bank-statement-converter",
  "/invoice-generator",
  "/data-cleansing-services",
  "/duplicate-removal-tool",
  "/invoice-ocr",
  "/excel-remove-duplicates-guide",
  "/excel-data-cleaning-guide",
  "/excel-text-functions-guide",
  "/data-cleanup-checklist",
  "/google-sheets-remove-duplicates-guide",
  "/crm-data-hygiene-guide",
  "/address-cleansing-guide",
  "/power-query-remove-duplicates-guide",
  "/when-you-need-professional-data-cleaning",
  "/serenity-privacy-policy",
  "/kanban-privacy-policy",
  "/sales-analytics",
  "/pricing",
  "/invoice_processor",
  "/invoice_processor/privacy",
  "/invoice_processor/tos",
  "/invoice_processor/invoice-rules-nl",
  "/invoice_processor/factuur-regels-nl",
  "/invoice_processor/camt053-guide",
  "/invoice_processor/mt940-guide",
  "/invoice_processor/e-invoicing-guide",
  "/invoice_processor/e-facturatie-gids-nl",
  "/invoice_processor/pdf",
  "/login",
  "/reset-password",
  "/profile",
  "/purchase-success",
  "/purchase-cancelled",
  "/dashboard",
  "/dashboard/invoices",
  "/dashboard/processor",
  "/dashboard/generator",
  "/dashboard/bank-statements",
  "/dashboard/settings",
];

describe("the site page registry", () => {
  it("has exactly the routes of SPEC §2", () => {
    expect(SITE_PAGES.map((page) => page.path).sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it("gives every page a title and a description of at least one sentence", () => {
    for (const page of SITE_PAGES) {
      expect(page.title.length, page.path).toBeGreaterThan(2);
      expect(page.description, page.path).toMatch(/^[A-Z0-9].{40,}[.!]$/s);
    }
  });

  it("marks the signed-in routes of SPEC §6", () => {
    const signedIn = SITE_PAGES.filter((page) => page.access === "signed-in").map((page) => page.path);
    expect(signedIn.sort()).toEqual(
      [
        "/profile",
        "/purchase-success",
        "/purchase-cancelled",
        "/dashboard",
        "/dashboard/invoices",
        "/dashboard/processor",
        "/dashboard/generator",
        "/dashboard/bank-statements",
        "/dashboard/settings",
        "/invoice_processor/pdf",
      ].sort(),
    );
  });
});

describe("the header navigation", () => {
  it("has the five groups of SPEC §2 in order", () => {
    expect(NAV_GROUPS.map((group) => group.title)).toEqual([
      "Digital Tools",
      "Data Cleaning Services",
      "Excel & Spreadsheet Guides",
      "Data Quality & CRM Guides",
      "Documentation & Help",
    ]);
  });

  it("links only to pages that exist, or to https sites outside", () => {
    for (const group of NAV_GROUPS) {
      for (const item of group.items) {
        if (isExternal(item)) expect(item.href, item.title).toMatch(/^https:\/\//);
        else expect(findSitePage(item.path), item.path).toBeDefined();
      }
    }
  });

  it("has exactly one external entry: the universal data cleaner site", () => {
    const external = NAV_GROUPS.flatMap((group) => group.items).filter(isExternal);
    expect(external).toHaveLength(1);
    expect(external[0]?.title).toMatch(/universal data cleaner/i);
  });

  it("offers every guide in a menu", () => {
    const linked = new Set(
      NAV_GROUPS.flatMap((group) => group.items.filter((item) => !isExternal(item))).map((item) =>
        "path" in item ? item.path : "",
      ),
    );
    for (const page of SITE_PAGES.filter(
      (entry) => entry.path.endsWith("-guide") || entry.path.includes("checklist"),
    )) {
      expect(linked.has(page.path), page.path).toBe(true);
    }
  });
});

describe("the footer quick links", () => {
  it("are the six of SPEC §2 and all exist", () => {
    expect(QUICK_LINKS.map((link) => link.title)).toEqual([
      "Home",
      "Data Cleaning Services",
      "Invoice OCR Tool",
      "Duplicate Removal Tool",
      "Privacy Policy",
      "Terms of Service",
    ]);
    for (const link of QUICK_LINKS) expect(findSitePage(link.path), link.path).toBeDefined();
  });
});
