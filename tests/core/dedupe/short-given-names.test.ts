import { describe, expect, it } from "vitest";
import { prepareComparison } from "../../../core/dedupe/comparison-levels";
import { linkRecords } from "../../../core/dedupe/linkage";
import { suggestRules } from "../../../core/dedupe/load-table";
import type { Row } from "../../../core/dedupe/types";
import { BACKGROUND_HEADERS, backgroundCustomers, together } from "./together";

function link(rows: readonly Row[], headers: readonly string[] = BACKGROUND_HEADERS) {
  return linkRecords(rows, { rules: suggestRules(headers, rows, "fuzzy"), requireAllPairs: false });
}

describe("a short form of two formal names", () => {
  it("compares Pat with Patricia as well as with Patrick, and Chris with Christine and Christopher", () => {
    const rows: Row[] = [["Pat"], ["Patricia"], ["Patrick"], ["Chris"], ["Christine"], ["Christopher"]];
    const rule = suggestRules(["Voornaam"], rows, "fuzzy")[0];
    if (!rule) throw new Error("no rule");
    const column = prepareComparison(rows, rule);
    expect(column.level(0, 1)).toBe(1);
    expect(column.level(0, 2)).toBe(1);
    expect(column.level(3, 4)).toBe(1);
    expect(column.level(3, 5)).toBe(1);
    // Both rows of a pair share a candidate key, so Pat and Patricia are compared at all.
    expect(column.blockingKeys[0]).toContain("patricia");
    expect(column.blockingKeys[0]).toContain("patrick");
  });

  it("compares a hostile name of thousands of short forms without trying every reading", () => {
    const hostile = Array.from(
      { length: 5000 },
      (_, index) => ["pat", "chris", "alex", "sam"][index % 4],
    ).join(" ");
    const rows: Row[] = [[hostile], [hostile.replaceAll("pat", "patricia")], ["Patrick"]];
    const rule = suggestRules(["Voornaam"], rows, "fuzzy")[0];
    if (!rule) throw new Error("no rule");
    const column = prepareComparison(rows, rule);
    // Each of Pat, Chris, Alex and Sam has two formal names: 2^5000 readings, of which a few are kept.
    expect(column.blockingKeys[0]?.length).toBeLessThanOrEqual(8);
    expect(column.level(0, 2)).toBe(column.labels.length - 1);
  });

  it("links Pat Smith with Patricia Smith at her address when no birth date says otherwise", () => {
    const base = backgroundCustomers(60);
    const people: Row[] = [
      ["Patricia", "Smith", "1990-03-15", "Palmweg 3212", "", "Zwolle", ""],
      ["Pat", "Smith", "", "Palmweg 3212", "", "Zwolle", ""],
    ];
    const rows = [...base, ...people];
    const { clusters } = link(rows);
    expect(together(clusters, base.length, base.length + 1)).toBe(true);
    // A short form is a maybe: never merged unseen.
    expect(clusters.find((cluster) => cluster.rows.includes(base.length))?.sure).toBe(false);
  });
});

describe("a given name with and without a second given name", () => {
  const headers = [...BACKGROUND_HEADERS, "email"];
  const base = backgroundCustomers(60).map((row, index) => [...row, `klant${index}@mail.example`]);
  const people: Row[] = [
    // Anna Maria Aguilar moved within Utrecht; one source keeps only her first given name.
    ["Anna Maria", "Aguilar", "", "Overtureweg 1812", "", "Utrecht", "", "mouse@mail.example"],
    ["Anna", "Aguilar", "", "Vrijheidslaan 9881", "", "Utrecht", "", "mouse@mail.example"],
    // Two sisters on the family e-mail, one given name each, born years apart.
    ["Eva", "Bakker", "1990-04-02", "Dorpsstraat 4", "", "Assen", "", "bakker@mail.example"],
    ["Eva Lotte", "Bakker", "1994-09-21", "Dorpsstraat 4", "", "Assen", "", "bakker@mail.example"],
  ];
  const rows = [...base, ...people];
  const { clusters } = link(rows, headers);
  const anna = base.length;

  it("links Anna with Anna Maria on surname, e-mail and city: a name left out is no disagreement", () => {
    expect(together(clusters, anna, anna + 1)).toBe(true);
    expect(clusters.find((cluster) => cluster.rows.includes(anna))?.sure).toBe(false);
  });

  it("keeps Eva and Eva Lotte apart when their birth dates differ", () => {
    expect(together(clusters, anna + 2, anna + 3)).toBe(false);
  });
});
