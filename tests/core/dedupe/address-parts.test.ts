import { describe, expect, it } from "vitest";
import { compareAddressParts } from "../../../core/dedupe/address-parts";
import { prepareComparison } from "../../../core/dedupe/comparison-levels";
import { linkRecords } from "../../../core/dedupe/linkage";
import { suggestRules } from "../../../core/dedupe/load-table";
import type { ColumnRule, Row } from "../../../core/dedupe/types";
import { BACKGROUND_GIVEN_NAMES as GIVEN, together } from "./together";

/** The level label of two addresses, as duplicate removal compares an address column. */
function addressLevel(a: string, b: string): string {
  const rows: Row[] = [[a], [b]];
  const rule = suggestRules(["address"], rows, "fuzzy")[0] as ColumnRule;
  const [column] = compareAddressParts(rows, [prepareComparison(rows, rule)]);
  return column?.labels[column.level(0, 1)] ?? "";
}

describe("the same street line with and without its place", () => {
  it("reads a street line with the city against the same line with the postcode as a near match", () => {
    expect(addressLevel("6371 E Foothill Dr, Orroville, CA", "6371 E Foothill Dr, 95915")).toBe("near match");
    expect(addressLevel("Kerkstraat 12, Utrecht", "Kerkstraat 12, 3511 AB")).toBe("near match");
    expect(addressLevel("Kerkstraat 12, Utrecht", "Kerkstraat 12 3511 AB")).toBe("near match");
  });

  it("keeps another city or another postcode a difference", () => {
    expect(addressLevel("Kerkstraat 12, Utrecht", "Kerkstraat 12, Zwolle")).not.toBe("near match");
    expect(addressLevel("6371 E Foothill Dr, 95915", "6371 E Foothill Dr, 95823")).not.toBe("near match");
  });

  it("does not stretch a street without a house number to a place", () => {
    expect(addressLevel("Main Street, Springfield", "Main Street, 12345")).not.toBe("near match");
  });

  it("finds a customer whose two records write the address differently, the surname left out of one", () => {
    const headers = ["first_name", "surname", "address"];
    const background: Row[] = Array.from({ length: 60 }, (_, index) => [
      GIVEN[index % GIVEN.length] ?? "",
      `Visser${index}`,
      `${100 + index} Oak Avenue, ${["Dover", "Salem", "Camden"][index % 3]}`,
    ]);
    const rows: Row[] = [
      ...background,
      ["Beau", "Smith", "6371 E Foothill Dr, Orroville, CA"],
      ["Beau", "", "6371 E Foothill Dr, 95915"],
    ];
    const { clusters } = linkRecords(rows, {
      rules: suggestRules(headers, rows, "fuzzy"),
      requireAllPairs: false,
    });
    expect(together(clusters, rows.length - 2, rows.length - 1)).toBe(true);
  });
});
