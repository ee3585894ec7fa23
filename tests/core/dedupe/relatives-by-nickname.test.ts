import { describe, expect, it } from "vitest";
import { linkRecords } from "../../../core/dedupe/linkage";
import { suggestRules } from "../../../core/dedupe/load-table";
import type { Row } from "../../../core/dedupe/types";
import { BACKGROUND_HEADERS, backgroundCustomers, together } from "./together";

const HEADERS = BACKGROUND_HEADERS;
const customers = backgroundCustomers;

function link(rows: readonly Row[]) {
  return linkRecords(rows, { rules: suggestRules(HEADERS, rows, "fuzzy"), requireAllPairs: false });
}

describe("father and son who go by two short forms of one given name", () => {
  const base = customers(60);
  const family: Row[] = [
    // Robert "Bob" Smith and his son Robert "Robbie", one address and phone, born 23 years apart.
    ["Bob", "Smith", "1978-12-11", "Adela Lane 1515", "8911 AB", "Las Vegas", "0702919130"],
    ["Robbie", "Smith", "2001-04-03", "Adela Lane 1515", "8911 AB", "Las Vegas", "0702919130"],
    // The father once more, under his formal name and without a birth date: the same man.
    ["Robert", "Smith", "", "Adela Lane 1515", "8911 AB", "Las Vegas", "0702919130"],
  ];
  const rows = [...base, ...family];
  const bob = base.length;

  it("keeps them apart: a nickname of the same formal name and another birth date are two people", () => {
    expect(together(link(rows).clusters, bob, bob + 1)).toBe(false);
  });

  it("still links Bob with Robert when nothing says they are two people", () => {
    expect(together(link(rows).clusters, bob, bob + 2)).toBe(true);
  });
});

describe("a short form is a maybe, a spelling variant is the same name", () => {
  const base = customers(60);
  const office = "info@gemeente.example";
  const colleagues: Row[] = [
    // Two colleagues on the office e-mail, nothing else in common but a surname and one formal name.
    ["Andy", "Anderson", "", "", "", "", "", office],
    ["Andrew", "Anderson", "", "", "", "", "", office],
    // One woman whose given name two sources spelled differently.
    ["Annabelle", "Becker", "", "", "", "", "", ""],
    ["Anabella", "Becker", "", "", "", "", "", ""],
  ];
  // The office e-mail is on many records, as it is on a council's contacts.
  const rows = [...base.map((row, index) => [...row, index % 4 === 0 ? office : ""]), ...colleagues];
  const headers = [...HEADERS, "email"];
  const { clusters } = linkRecords(rows, {
    rules: suggestRules(headers, rows, "fuzzy"),
    requireAllPairs: false,
  });
  const andy = base.length;

  it("does not link Andy and Andrew Anderson on a surname and a shared office e-mail alone", () => {
    expect(together(clusters, andy, andy + 1)).toBe(false);
  });

  it("links Annabelle and Anabella Becker: the names sound alike", () => {
    expect(together(clusters, andy + 2, andy + 3)).toBe(true);
  });
});
