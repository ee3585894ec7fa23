import { describe, expect, it } from "vitest";
import { linkRecords } from "../../../core/dedupe/linkage";
import { suggestRules } from "../../../core/dedupe/load-table";
import type { Row } from "../../../core/dedupe/types";
import { backgroundCustomers, BACKGROUND_HEADERS as HEADERS, together } from "./together";

describe("a given name kept only as its initial", () => {
  const base = backgroundCustomers(60);
  const people: Row[] = [
    // Bob Smith, and the same man in a source that keeps initials: his street and city, no more.
    ["Bob", "Smith", "1978-11-12", "Adelaweg 15", "8911 AB", "Lelystad", "0320123456"],
    ["B", "Smith", "", "Adelaweg 15", "", "Lelystad", ""],
    // Jim and Jane Muir share a household; "J. Muir" has Jane's birth date.
    ["Jim", "Muir", "1997-11-12", "Oostweg 396", "9582 CD", "Sneek", "0515123456"],
    ["Jane", "Muir", "1999-12-10", "Oostweg 396", "9582 CD", "Sneek", "0515123456"],
    ["J", "Muir", "1999-12-10", "Oostweg 396", "9582 CD", "Sneek", "0515123456"],
  ];
  const rows = [...base, ...people];
  const bob = base.length;
  const { clusters } = linkRecords(rows, {
    rules: suggestRules(HEADERS, rows, "fuzzy"),
    requireAllPairs: false,
  });

  it("links B. Smith with Bob Smith: an initial does not disagree with the name", () => {
    expect(together(clusters, bob, bob + 1)).toBe(true);
  });

  it("does not pre-accept it: an initial is a maybe", () => {
    expect(clusters.find((cluster) => cluster.rows.includes(bob))?.sure).toBe(false);
  });

  it("links J. Muir with Jane, born the same day, and not with Jim, born two years earlier", () => {
    expect(together(clusters, bob + 3, bob + 4)).toBe(true);
    expect(together(clusters, bob + 2, bob + 4)).toBe(false);
  });
});
