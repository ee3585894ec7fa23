import { describe, expect, it } from "vitest";
import { chooseColumns } from "../../../core/dedupe/choose-columns";
import { linkRecords } from "../../../core/dedupe/linkage";
import { suggestRules } from "../../../core/dedupe/load-table";
import type { Row } from "../../../core/dedupe/types";
import { BACKGROUND_GIVEN_NAMES as GIVEN, together } from "./together";

const HEADERS = ["full_name", "last_name", "first_name", "native_name", "date_of_birth", "street", "phone"];
const FAMILY = "Jansen,Dekker,Visser,Bakker,Smit,Mulder,Bos,Vos,Peters,Hendriks,Kok,Prins".split(",");
const STREETS = ["Main Street", "Oak Avenue", "Elm Road", "Pine Lane"];

/** Customers with their name split into given name and surname, each once. */
function customers(count: number): string[][] {
  return Array.from({ length: count }, (_, index) => [
    "",
    `${FAMILY[index % FAMILY.length]}${index >= FAMILY.length ? `-${FAMILY[(index * 5) % FAMILY.length]}` : ""}`,
    GIVEN[(index * 7) % GIVEN.length] ?? "",
    "",
    `${1 + (index % 12)}/${1 + (index % 27)}/19${40 + index}`,
    `${index * 13 + 1} ${STREETS[index % STREETS.length]}`,
    `555-${1000 + index * 37}`,
  ]);
}

describe("a name in a full-name column against the same name split in two", () => {
  const base = customers(40);
  const merged: Row[] = [
    // One source kept the name in its own script, the other romanised and split it; the birth date's
    // day and month swapped on the way.
    ["", "", "", "张秀英", "2/4/1931", "329 Leatherwood Street, Las Vegas, 89117", ""],
    ["", "Zhang", "Xiu Ying", "", "4/2/1931", "329 Leatherwood Street, Las Vegas, NV", ""],
    // Someone else at another address with another name in the same script.
    ["", "", "", "王杰", "7/7/1962", "18 Harbour Road", ""],
  ];
  const rows = [...base, ...merged];
  const rules = suggestRules(HEADERS, rows, "fuzzy");
  const { clusters } = linkRecords(rows, { rules, requireAllPairs: false });
  const native = base.length;

  it("links 张秀英 with Xiu Ying Zhang", () => {
    expect(together(clusters, native, native + 1)).toBe(true);
  });

  it("does not link a native-script name with a romanised name that is not its own", () => {
    expect(together(clusters, native + 2, native + 1)).toBe(false);
  });

  it("compares a rarely filled full-name column instead of leaving it out as nearly empty", () => {
    const choices = chooseColumns(HEADERS, rows, rules);
    expect(choices[3]).toMatchObject({ included: true, reason: "name" });
  });
});
