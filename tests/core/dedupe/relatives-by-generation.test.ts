import { describe, expect, it } from "vitest";
import { linkRecords } from "../../../core/dedupe/linkage";
import { suggestRules } from "../../../core/dedupe/load-table";
import type { Row } from "../../../core/dedupe/types";
import { BACKGROUND_HEADERS, backgroundCustomers, together } from "./together";

const HEADERS = BACKGROUND_HEADERS;
const customers = backgroundCustomers;

function link(rows: readonly Row[], headers: readonly string[] = HEADERS) {
  return linkRecords(rows, { rules: suggestRules(headers, rows, "fuzzy"), requireAllPairs: false });
}

describe("father and son with one given name, born a generation apart", () => {
  const base = customers(60);
  const family: Row[] = [
    // John Smith senior and junior: one address, postcode, city and phone, birth years 24 apart.
    ["John", "Smith", "1970-10-10", "Palmstraat 32", "6052 AB", "Maastricht", "0433212321"],
    ["John", "Smith", "1994-03-15", "Palmstraat 32", "6052 AB", "Maastricht", "0433212321"],
    // Patrick and his daughter Patricia: the names are nearly the same letters.
    ["Patrick", "Jansen", "1968-02-01", "Dorpsweg 7", "7211 CC", "Eefde", "0575123456"],
    ["Patricia", "Jansen", "1991-06-20", "Dorpsweg 7", "7211 CC", "Eefde", "0575123456"],
    // The father once more, his birth date with one typo (1907 for 1970): still him.
    ["John", "Smith", "1907-10-10", "Palmstraat 32", "6052 AB", "Maastricht", ""],
  ];
  const rows = [...base, ...family];
  const john = base.length;
  const clusters = link(rows).clusters;

  it("keeps John Smith born 1970 apart from John Smith born 1994 at the same address", () => {
    expect(together(clusters, john, john + 1)).toBe(false);
  });

  it("keeps Patrick (1968) apart from Patricia (1991) at the same address", () => {
    expect(together(clusters, john + 2, john + 3)).toBe(false);
  });

  it("still links a birth date with one typo in its year: a typo is not a generation", () => {
    expect(together(clusters, john, john + 4)).toBe(true);
  });
});

describe("one customer whose birth date was typed a generation wrong", () => {
  it("is linked when the customer number agrees: relatives never share one", () => {
    const base = customers(60).map((row, index) => [...row, String(500_000 + index)]);
    const rows: Row[] = [
      ...base,
      ["John", "Smith", "1970-10-10", "Palmstraat 32", "6052 AB", "Maastricht", "0433212321", "777001"],
      ["John", "Smith", "1994-03-15", "Palmstraat 32", "6052 AB", "Maastricht", "0433212321", "777001"],
    ];
    const { clusters } = link(rows, [...HEADERS, "customer_number"]);
    expect(together(clusters, base.length, base.length + 1)).toBe(true);
  });
});
