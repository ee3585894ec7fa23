import { describe, expect, it } from "vitest";
import { resolveLegacyRedirect } from "../../../core/routing/legacy-redirects";

describe("resolveLegacyRedirect", () => {
  it.each([
    ["/pdf-invoice-magnet", "/invoice-ocr"],
    ["/pdf-invoice-magnet/", "/invoice-ocr"],
    ["/pdf-invoice-magnet/thank-you", "/invoice-ocr"],
    ["/pdf-invoice-magnet/a/b", "/invoice-ocr"],
    ["/invoice_processor/invoice-generator", "/invoice-generator"],
    ["/invoice_processor/invoice-generator/", "/invoice-generator"],
    ["/cabinet", "/dashboard"],
    ["/entrepreneur", "/dashboard"],
  ])("%s → %s", (from, to) => {
    expect(resolveLegacyRedirect(from)).toBe(to);
  });

  it.each([
    "/",
    "/invoice-ocr",
    "/pdf-invoice-magnetic",
    "/cabinet/settings",
    "/Cabinet",
    "/invoice_processor",
    "/invoice_processor/invoice-generator-2",
    "//cabinet",
    "",
  ])("leaves %j alone", (path) => {
    expect(resolveLegacyRedirect(path)).toBeNull();
  });
});
