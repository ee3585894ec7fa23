import { describe, expect, it } from "vitest";
import { sameName, sameText } from "../../../bench/invoice-eval/score-real";

describe("how the real-corpus eval compares names", () => {
  it("forgives case, spacing, a trailing legal form and a leading greeting, nothing else", () => {
    expect(sameName("Au bon moulin", "Au bon moulin SARL")).toBe(true);
    expect(sameName("Lieferant GmbH", "LIEFERANT GMBH")).toBe(true);
    expect(sameName("Herrn\nMax Mustermann", "Max Mustermann")).toBe(true);
    expect(sameName("Lieferant GmbH", "Liefer ant GmbH")).toBe(false);
    expect(sameName("Au bon moulin", "Au bon moulin Paris")).toBe(false);
    expect(sameName("Kunden AG Mitte", "Kunden AG")).toBe(false);
    // Descriptions keep the strict rule: only whitespace and case.
    expect(sameText("Luftballon", "Luftballon SA")).toBe(false);
  });
});
