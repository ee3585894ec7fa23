import { describe, expect, it } from "vitest";
import { getDocumentMeta } from "../../client/lib/document-meta";

describe("getDocumentMeta", () => {
  it("uses the product title and description on the home page", () => {
    expect(getDocumentMeta("/")).toEqual({
      title: "Factuurkit - Invoice Tools",
      description: "Professional invoice management tools for Dutch businesses",
    });
  });

  it("puts the page title first on other pages", () => {
    const meta = getDocumentMeta("/invoice_processor/mt940-guide");
    expect(meta.title).toBe("MT940 Guide | Factuurkit - Invoice Tools");
    expect(meta.description).toMatch(/MT940/);
  });

  it("names unknown pages", () => {
    expect(getDocumentMeta("/nope").title).toBe("Page Not Found | Factuurkit - Invoice Tools");
  });
});
