import { describe, expect, it } from "vitest";
import { chooseColumns } from "../../../core/dedupe/choose-columns";
import { MISSING, prepareComparison } from "../../../core/dedupe/comparison-levels";
import { linkRecords } from "../../../core/dedupe/linkage";
import { suggestRules } from "../../../core/dedupe/load-table";
import type { Row } from "../../../core/dedupe/types";

const FIRST = [
  "Jan",
  "Piet",
  "Klaas",
  "Henk",
  "Sanne",
  "Eva",
  "Lotte",
  "Daan",
  "Bram",
  "Femke",
  "Ruben",
  "Noor",
];
const LAST = ["Jansen", "de Vries", "Bakker", "Visser", "Smit", "Meijer", "Mulder", "Bos", "Vos", "Peters"];

/** Distinct people (name, city, phone); each person at index i has a unique phone. */
function person(index: number, city: string): string[] {
  const first = FIRST[index % FIRST.length] ?? "";
  const last = LAST[Math.floor(index / FIRST.length) % LAST.length] ?? "";
  return [`${first} ${last}`, city, `06${String(20000000 + index * 7919).padStart(8, "0")}`];
}

function linkTable(headers: string[], rows: Row[]) {
  const rules = suggestRules(headers, rows, "fuzzy");
  return linkRecords(rows, { rules, requireAllPairs: false });
}

describe("evidence signs", () => {
  it("never shows agreement as evidence against a match, nor a difference as evidence for one", () => {
    // Every duplicate comes from the other source, so raw log2(m/u) says "same source: against".
    const rows: Row[] = [];
    for (let index = 0; index < 40; index++) {
      rows.push([...person(index, `Stad ${index}`), "CRM"]);
      rows.push([...person(index, `Stad ${index}`), "Webshop"]);
    }
    for (let index = 40; index < 100; index++)
      rows.push([...person(index, `Stad ${index}`), index % 2 ? "CRM" : "Webshop"]);
    const result = linkTable(["Naam", "Plaats", "Telefoon", "Bron"], rows);
    for (const weights of result.model.weights) {
      expect(weights[0]).toBeGreaterThanOrEqual(0);
      expect(weights[weights.length - 1]).toBeLessThanOrEqual(0);
    }
  });
});

describe("term-frequency adjustment", () => {
  it("counts agreeing on a common city for less than agreeing on a rare one", () => {
    const rows: Row[] = [];
    for (let index = 0; index < 60; index++) rows.push(person(index, "Amsterdam"));
    rows.push(person(100, "Amsterdam"), person(100, "Amsterdam"));
    rows.push(person(101, "Zwaagdijk-Oost"), person(101, "Zwaagdijk-Oost"));
    const result = linkTable(["Naam", "Plaats", "Telefoon"], rows);
    const cityWeight = (row: number): number => {
      const at = result.clusters.findIndex((cluster) => cluster.rows.includes(row));
      const pair = result.evidence[at]?.[0];
      return pair?.columnWeights?.[1] ?? Number.NaN;
    };
    expect(cityWeight(60)).toBeLessThan(cityWeight(62));
  });
});

describe("missing values", () => {
  it("treats placeholder words as blank: no agreement, no disagreement", () => {
    const rows: Row[] = [["unknown"], ["unknown"], ["Jansen"], ["n/a"], ["-"]];
    const rule = suggestRules(["Naam"], rows, "fuzzy")[0];
    if (!rule) throw new Error("no rule");
    const column = prepareComparison(rows, rule);
    expect(column.level(0, 1)).toBe(MISSING);
    expect(column.level(2, 3)).toBe(MISSING);
    expect(column.level(3, 4)).toBe(MISSING);
  });
});

describe("column choice", () => {
  it("compares what identifies a customer and leaves out categories, amounts and event dates, with a reason", () => {
    const headers = ["Naam", "E-mail", "Geslacht", "Status", "Bedrag", "Factuurdatum", "Geboortedatum"];
    const rows: Row[] = Array.from({ length: 60 }, (_, index) => [
      person(index, "Utrecht")[0] ?? "",
      `klant${index}@example.nl`,
      index % 2 === 0 ? "M" : "V",
      index % 3 === 0 ? "actief" : "inactief",
      `${(index * 13.37).toFixed(2)}`,
      `2024-0${(index % 9) + 1}-1${index % 10}`,
      `19${50 + (index % 40)}-0${(index % 9) + 1}-2${index % 8}`,
    ]);
    const choices = chooseColumns(headers, rows, suggestRules(headers, rows, "fuzzy"));
    expect(choices.map((choice) => [headers[choice.column], choice.included, choice.reason])).toEqual([
      ["Naam", true, "name"],
      ["E-mail", true, "email"],
      ["Geslacht", false, "category"],
      ["Status", false, "category"],
      ["Bedrag", false, "measure"],
      ["Factuurdatum", false, "event-date"],
      ["Geboortedatum", true, "birth-date"],
    ]);
  });
});

describe("pre-accepted clusters", () => {
  it("marks a cluster held together by one shared value as needing review, a clear duplicate as sure", () => {
    const rows: Row[] = [];
    for (let index = 0; index < 60; index++) rows.push(person(index, `Stad ${index}`));
    // A clear duplicate: name, city and phone agree.
    rows.push(person(200, "Zwolle"), person(200, "Zwolle"));
    // A chain: the same phone number (a shared office line), different names and cities.
    rows.push(["Anna Groot", "Delft", "0612345678"], ["Bert Klein", "Gouda", "0612345678"]);
    const result = linkTable(["Naam", "Plaats", "Telefoon"], rows);
    const clusterOf = (row: number) => result.clusters.find((cluster) => cluster.rows.includes(row));
    expect(clusterOf(60)?.sure).toBe(true);
    const shared = clusterOf(62);
    if (shared) expect(shared.sure).toBe(false);
  });
});
