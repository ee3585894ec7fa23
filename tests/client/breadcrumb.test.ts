import { describe, expect, it } from "vitest";
import { buildBreadcrumb } from "../../client/lib/breadcrumb";
import { SITE_PAGES } from "../../client/lib/site-pages";

const labels = (path: string): string[] => buildBreadcrumb(path).map((crumb) => crumb.label);

describe("buildBreadcrumb", () => {
  it("shows just Home on the home page", () => {
    expect(buildBreadcrumb("/")).toEqual([{ label: "Home" }]);
  });

  it.each([
    ["/invoice_processor/privacy", "Privacy Policy"],
    ["/invoice_processor/tos", "Terms of Service"],
    ["/invoice_processor/invoice-rules-nl", "Invoice Rules"],
    ["/invoice_processor/camt053-guide", "CAMT.053 Guide"],
    ["/invoice_processor/mt940-guide", "MT940 Guide"],
    ["/invoice_processor/e-invoicing-guide", "E-Invoicing Guide"],
    ["/bank-statement-converter", "Bank Statement Converter"],
    ["/invoice-ocr", "High Accuracy Invoice OCR"],
  ])("%s reads Home > Digital Tools > %s", (path, title) => {
    expect(labels(path)).toEqual(["Home", "Digital Tools", title]);
  });

  it.each([
    ["/excel-remove-duplicates-guide", "Excel & Spreadsheet Guides"],
    ["/excel-data-cleaning-guide", "Excel & Spreadsheet Guides"],
    ["/excel-text-functions-guide", "Excel & Spreadsheet Guides"],
    ["/google-sheets-remove-duplicates-guide", "Excel & Spreadsheet Guides"],
    ["/power-query-remove-duplicates-guide", "Excel & Spreadsheet Guides"],
    ["/data-cleanup-checklist", "Data Quality & CRM Guides"],
    ["/crm-data-hygiene-guide", "Data Quality & CRM Guides"],
    ["/address-cleansing-guide", "Data Quality & CRM Guides"],
  ])("guide %s shows the group label %s", (path, group) => {
    expect(labels(path)[1]).toBe(group);
  });

  it("titles the data cleaning signs page '10 Signs You Need Data Cleaning' under Data Cleaning Services", () => {
    expect(labels("/when-you-need-professional-data-cleaning")).toEqual([
      "Home",
      "Data Cleaning Services",
      "10 Signs You Need Data Cleaning",
    ]);
  });

  it("does not repeat the group when it is the page's own title", () => {
    expect(labels("/tools")).toEqual(["Home", "Digital Tools"]);
  });

  it("shows the group of /data-cleansing-services, without a link to the page itself (issue 14 item 9)", () => {
    const crumbs = buildBreadcrumb("/data-cleansing-services");
    expect(crumbs.map((crumb) => crumb.label)).toEqual([
      "Home",
      "Data Cleaning Services",
      "Data Cleansing Services",
    ]);
    expect(crumbs[1]?.to).toBeUndefined();
    expect(buildBreadcrumb("/when-you-need-professional-data-cleaning")[1]?.to).toBe(
      "/data-cleansing-services",
    );
  });

  it("links every crumb but the last, and marks unknown pages", () => {
    const crumbs = buildBreadcrumb("/invoice_processor/mt940-guide");
    expect(crumbs[0]?.to).toBe("/");
    expect(crumbs[1]?.to).toBe("/tools");
    expect(crumbs.at(-1)?.to).toBeUndefined();
    expect(labels("/no-such-page")).toEqual(["Home", "Page Not Found"]);
  });

  it("accepts a trailing slash", () => {
    expect(labels("/invoice_processor/tos/")).toEqual(["Home", "Digital Tools", "Terms of Service"]);
  });

  it("has a breadcrumb ending in the page title for every registered page", () => {
    for (const page of SITE_PAGES) {
      const trail = labels(page.path);
      expect(trail.at(-1), page.path).toBe(page.title);
      expect(trail[0], page.path).toBe("Home");
    }
  });
});
