import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { halfOf } from "../../../../bench/corpus-halves";
import { scoreEverydayInvoice } from "../../../../bench/invoice-eval/score-everyday";
import type { RealOutcome } from "../../../../bench/invoice-eval/score-real";
import { FRESH_LAYOUTS } from "./fresh-all";
import type { EverydayLayout } from "./page";
import { PRODUCT_LAYOUTS } from "./products-all";

const scoredOf = (layouts: readonly EverydayLayout[]): { half: 0 | 1; outcomes: RealOutcome[] }[] =>
  layouts.map((layout) => ({
    half: halfOf(layout.name),
    outcomes: scoreEverydayInvoice(extractInvoice(layout.words), layout.truth),
  }));
const scored = scoredOf(FRESH_LAYOUTS);

/** One half reads at least `floor` of its fields, and the fields it marks sure are right ≥ 98 %. */
function expectFloor(entries: ReturnType<typeof scoredOf>, half: 0 | 1, floor: number): void {
  const outcomes = entries.filter((entry) => entry.half === half).flatMap((entry) => entry.outcomes);
  const sure = outcomes.filter((outcome) => outcome.verdict === "sure");
  expect(share(outcomes, (outcome) => outcome.right)).toBeGreaterThanOrEqual(floor);
  expect(share(sure, (outcome) => outcome.right)).toBeGreaterThanOrEqual(0.98);
}
const share = (outcomes: readonly RealOutcome[], pick: (outcome: RealOutcome) => boolean): number =>
  outcomes.filter(pick).length / outcomes.length;

/**
 * The fresh everyday pages (ADR 304), written before their authors read the rules. Floors per half,
 * never a page of half B (held out): a rule change that loses fields or makes "sure" wrong fails here.
 */
describe("fresh everyday invoices (written before reading the rules)", () => {
  it("holds at least 36 invoices across SaaS, shops, utilities, trades and nine languages", () => {
    expect(FRESH_LAYOUTS.length).toBeGreaterThanOrEqual(36);
    for (const prefix of [
      "fresh-en-",
      "fresh-nl-",
      "fresh-de-",
      "fresh-da-",
      "fresh-sv-",
      "fresh-pl-",
      "fresh-it-",
    ])
      expect(FRESH_LAYOUTS.some((layout) => layout.name.startsWith(prefix))).toBe(true);
  });
  it.each([
    ["A", 0, 0.97],
    ["B", 1, 0.96],
  ] as const)(
    "half %s reads its floor of fields, and its sure fields are right ≥ 98 %",
    (_name, half, floor) => expectFloor(scored, half, floor),
  );
});

/** The product-style pages (ADR 316): floors per half, the same way. */
describe("product-style everyday invoices (billing, bookkeeping, webshop pages)", () => {
  const products = scoredOf(PRODUCT_LAYOUTS);
  it.each([
    ["A", 0, 0.97],
    ["B", 1, 0.95],
  ] as const)(
    "half %s reads its floor of fields, and its sure fields are right ≥ 98 %",
    (_name, half, floor) => expectFloor(products, half, floor),
  );
});
