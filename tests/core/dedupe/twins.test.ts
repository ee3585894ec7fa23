import { describe, expect, it } from "vitest";
import { namesOfOtherSexes } from "../../../core/dedupe/given-names";
import { linkRecords } from "../../../core/dedupe/linkage";
import { suggestRules } from "../../../core/dedupe/load-table";
import type { Row } from "../../../core/dedupe/types";
import { BACKGROUND_HEADERS, backgroundCustomers, together } from "./together";

const HEADERS = BACKGROUND_HEADERS;
const customers = backgroundCustomers;

function link(rows: readonly Row[]) {
  return linkRecords(rows, { rules: suggestRules(HEADERS, rows, "fuzzy"), requireAllPairs: false });
}

describe("twins: one birth date and household, given names of a brother and a sister", () => {
  const base = customers(60);
  const family: Row[] = [
    ["Mark", "Kusters", "1997-09-28", "Papaverweg 13", "4300 AB", "Goes", "0113212321"],
    ["Marsha", "Kusters", "1997-09-28", "Papaverweg 13", "4300 AB", "Goes", "0113212321"],
    ["Patrick", "Lammers", "2004-01-17", "Beukenlaan 2", "5611 GH", "Eindhoven", "0401234567"],
    ["Patricia", "Lammers", "2004-01-17", "Beukenlaan 2", "5611 GH", "Eindhoven", "0401234567"],
    // Mark once more, his street with a typo: the same man.
    ["Mark", "Kusters", "1997-09-28", "Papaverweg 31", "4300 AB", "Goes", ""],
    // Marsha with her names the other way round: still her.
    ["Kusters", "Marsha", "1997-09-28", "Papaverweg 13", "4300 AB", "Goes", "0113212321"],
  ];
  const rows = [...base, ...family];
  const mark = base.length;
  const { clusters } = link(rows);

  it("keeps Mark and Marsha apart", () => {
    expect(together(clusters, mark, mark + 1)).toBe(false);
  });

  it("keeps Patrick and Patricia apart, although their names differ in two letters", () => {
    expect(together(clusters, mark + 2, mark + 3)).toBe(false);
  });

  it("still links Mark's two records and Marsha's swapped one", () => {
    expect(together(clusters, mark, mark + 4)).toBe(true);
    expect(together(clusters, mark + 1, mark + 5)).toBe(true);
  });
});

describe("given names of two sexes", () => {
  it("are names a list gives only to men and only to women, alike in letters", () => {
    expect(namesOfOtherSexes("mark", "marsha")).toBe(true);
    expect(namesOfOtherSexes("patrick", "patricia")).toBe(true);
  });

  it("say nothing for a name given to both, an unknown name, or two names not alike", () => {
    expect(namesOfOtherSexes("lee", "leigh")).toBe(false);
    expect(namesOfOtherSexes("pat", "patricia")).toBe(false);
    expect(namesOfOtherSexes("mark", "mrak")).toBe(false);
    expect(namesOfOtherSexes("alexander", "amelia")).toBe(false);
  });
});
