import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { scoreEverydayInvoice } from "../../../../bench/invoice-eval/score-everyday";
import { EVERYDAY_LAYOUTS } from "./all";

/** Each whole invoice of the generated everyday set reads every field its truth names. */
describe("generated everyday invoices (whole pages with competing candidates)", () => {
  it("holds at least 20 invoices across NL, EN, DE and FR", () => {
    expect(EVERYDAY_LAYOUTS.length).toBeGreaterThanOrEqual(20);
    for (const prefix of ["nl-", "en-", "de-", "fr-"])
      expect(EVERYDAY_LAYOUTS.some((layout) => layout.name.startsWith(prefix))).toBe(true);
  });
  it.each(EVERYDAY_LAYOUTS.map((layout) => [layout.name, layout] as const))("%s", (_name, layout) => {
    const wrong = scoreEverydayInvoice(extractInvoice(layout.words), layout.truth)
      .filter((outcome) => !outcome.right)
      .map((outcome) => `${outcome.field}: ${outcome.expected} → ${outcome.actual ?? "(none)"}`);
    expect(wrong).toEqual([]);
  });
});
