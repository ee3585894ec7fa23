import { describe, expect, it } from "vitest";
import { linkRecords } from "../../../core/dedupe/linkage";
import { suggestRules } from "../../../core/dedupe/load-table";
import type { Row } from "../../../core/dedupe/types";
import { backgroundCustomers, BACKGROUND_HEADERS as HEADERS, together } from "./together";

describe("a married or changed surname", () => {
  const base = backgroundCustomers(60);
  const people: Row[] = [
    // Amanda Anderson became Amanda Jones: given name, birth date and phone agree, she moved.
    ["Amanda", "Anderson", "1987-03-12", "Lindelaan 4", "1234 AB", "Zeist", "0612345678"],
    ["Amanda", "Jones", "1987-03-12", "Kastanjelaan 9", "3581 XY", "Utrecht", "0612345678"],
    // Sara Bakker became Sara de Vries and stayed: given name, birth date and address agree.
    ["Sara", "Bakker", "1990-06-01", "Havenstraat 17", "1011 AA", "Amsterdam", ""],
    ["Sara", "de Vries", "1990-06-01", "Havenstraat 17", "1011 AA", "Amsterdam", ""],
  ];
  const rows = [...base, ...people];
  const first = base.length;
  const { clusters } = linkRecords(rows, {
    rules: suggestRules(HEADERS, rows, "fuzzy"),
    requireAllPairs: false,
  });

  it("links her records when given name, birth date and a phone or address agree", () => {
    expect(together(clusters, first, first + 1)).toBe(true);
    expect(together(clusters, first + 2, first + 3)).toBe(true);
  });

  it("never pre-accepts a pair whose surnames differ", () => {
    for (const row of [first, first + 2])
      expect(clusters.find((cluster) => cluster.rows.includes(row))?.sure ?? false).toBe(false);
  });
});
