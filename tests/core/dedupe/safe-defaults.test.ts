import { describe, expect, it } from "vitest";
import { expandAddressAbbreviations } from "../../../core/dedupe/address-abbreviations";
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

describe("relatives are not pre-accepted", () => {
  const SURNAMES = [
    "Jansen",
    "Bakker",
    "Visser",
    "Smit",
    "Meijer",
    "Mulder",
    "Bos",
    "Vos",
    "Peters",
    "Hendriks",
    "Dekker",
    "Brouwer",
    "Dijkstra",
    "Koster",
    "Prins",
    "Huisman",
    "Kuipers",
    "Vermeulen",
    "Wouters",
    "Post",
    "Kok",
    "Willems",
    "Verhoeven",
    "Scholten",
    "Maas",
    "Jonker",
    "Gerritsen",
    "Hoekstra",
    "Kramer",
    "Boer",
  ];
  const STREETS = ["Dorpsstraat", "Kerkweg", "Molenlaan", "Schoolstraat", "Beukenlaan", "Havenkade"];

  it("leaves two people at one address, with one phone and one e-mail but other given names and birth dates, to review", () => {
    const headers = ["Voornaam", "Achternaam", "Geboortedatum", "E-mail", "Adres", "Plaats", "Telefoon"];
    const rows: Row[] = [];
    SURNAMES.forEach((surname, index) => {
      const row = [
        FIRST[index % FIRST.length] ?? "",
        surname,
        `19${50 + ((index * 7) % 45)}-${String((index % 12) + 1).padStart(2, "0")}-${String((index % 27) + 1).padStart(2, "0")}`,
        `${surname.toLowerCase()}${index}@example.nl`,
        `${STREETS[index % STREETS.length]} ${index * 3 + 1}`,
        `Stad ${index}`,
        `06${String(30000000 + index * 7919).padStart(8, "0")}`,
      ];
      rows.push(row);
      // Every other customer twice, once without e-mail and phone.
      if (index % 2 === 0) rows.push([...row.slice(0, 3), "", ...row.slice(4, 6), ""]);
    });
    const family = ["Muir", "1997-11-12", "muir@example.nl", "Austin Road 12", "Sacramento", "0611112222"];
    rows.push(["Jim", ...family]);
    rows.push(["Jane", family[0] ?? "", "10-12-1999", ...family.slice(2)]);
    const result = linkTable(headers, rows);
    const relatives = result.clusters.find((cluster) => cluster.rows.includes(rows.length - 1));
    if (relatives) expect(relatives.sure).toBe(false);
    const duplicate = result.clusters.find((cluster) => cluster.rows.includes(0));
    expect(duplicate?.sure).toBe(true);
  });

  it("reads birth dates written in American order or with a month name as dates", () => {
    const rows: Row[] = [["9/28/97"], ["19-Feb-91"], ["Mar 1 1970"], ["3/1/1970"], ["28/9/1997"]];
    const rule = suggestRules(["Date of birth"], rows, "fuzzy")[0];
    if (!rule) throw new Error("no rule");
    expect(rule.normalisation.kind).toBe("date");
    const column = prepareComparison(rows, rule);
    expect(column.level(0, 4)).toBe(0);
    // "Mar 1 1970" and "3/1/1970": the same date with day and month read the other way round.
    expect(column.level(2, 3)).toBe(1);
  });
});

describe("nicknames", () => {
  it("compares Bob with Robert and Kees with Cornelis as a near match, Bob with Peter as different", () => {
    const rows: Row[] = [["Bob"], ["Robert"], ["Kees"], ["Cornelis"], ["Peter"]];
    const rule = suggestRules(["Voornaam"], rows, "fuzzy")[0];
    if (!rule) throw new Error("no rule");
    const column = prepareComparison(rows, rule);
    expect(column.level(0, 1)).toBe(1);
    expect(column.level(2, 3)).toBe(1);
    expect(column.level(0, 4)).toBe(column.labels.length - 1);
    // Rows that go by another form of one name are compared at all (they share a candidate key).
    expect(column.blockingKeys[0]).toContain("robert");
    expect(column.blockingKeys[1]).toContain("robert");
  });
});

describe("phone numbers and addresses written differently", () => {
  it("compares a number with and without its country or area code as the same line", () => {
    const rows: Row[] = [
      ["+1 702-919-1300"],
      ["702-919-1300"],
      ["221-2412"],
      ["702-221-2412"],
      ["702-221-9999"],
    ];
    const rule = suggestRules(["Phone"], rows, "fuzzy")[0];
    if (!rule) throw new Error("no rule");
    const column = prepareComparison(rows, rule);
    expect(column.level(0, 1)).toBe(1);
    expect(column.level(2, 3)).toBe(1);
    expect(column.level(3, 4)).toBe(2);
  });

  it("reads English street types after the street name (Ln, Rd, St) and Dutch titles before it", () => {
    const rows: Row[] = [
      ["1515 Adela Ln"],
      ["1515 Adela Lane"],
      ["1376 BlueBell Rd"],
      ["1376 BlueBell Road"],
    ];
    const rule = suggestRules(["ADDR_LINE1"], rows, "fuzzy")[0];
    if (!rule) throw new Error("no rule");
    const column = prepareComparison(rows, rule);
    expect(column.level(0, 1)).toBe(0);
    expect(column.level(2, 3)).toBe(0);
    expect(expandAddressAbbreviations("st. annastraat 3")).toBe("sint annastraat 3");
  });
});

describe("one shared value does not link", () => {
  it("still links a tiny list's 'Jansen, Jan' at 'Kerkstr. 12' with Jan Jansen at Kerkstraat 12", () => {
    const rows: Row[] = [
      ["Jan Jansen", "Kerkstraat 12"],
      ["Piet de Vries", "Molenweg 3"],
      ["Jansen, Jan", "Kerkstr. 12"],
      ["Anna Bakker", "Dorpsstraat 8"],
    ];
    const result = linkTable(["Naam", "Adres"], rows);
    expect(result.clusters.map((cluster) => cluster.rows)).toEqual([[0, 2]]);
  });

  it("keeps rows apart that agree only on a surname, everything else blank", () => {
    const rows: Row[] = [];
    for (let index = 0; index < 40; index++) rows.push(person(index, `Stad ${index}`));
    rows.push(["Anderson", "", ""], ["Anderson", "", ""], ["Andreason", "", ""]);
    const result = linkTable(["Naam", "Plaats", "Telefoon"], rows);
    expect(result.clusters.some((cluster) => cluster.rows.includes(40))).toBe(false);
  });
});

describe("organisation names", () => {
  it("compares a name with and without its legal form as a near match", () => {
    const rows: Row[] = [["Vos B.V."], ["Vos"], ["ACE Inc."], ["Ace"]];
    const rule = suggestRules(["Company name"], rows, "fuzzy")[0];
    if (!rule) throw new Error("no rule");
    const column = prepareComparison(rows, rule);
    expect(column.level(0, 1)).toBe(1);
    expect(column.level(2, 3)).toBe(1);
    expect(column.level(0, 3)).toBe(column.labels.length - 1);
    // Compared at all: they share a candidate key.
    expect(column.blockingKeys[0]).toContain("vos");
  });
});
