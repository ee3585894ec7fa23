import { describe, expect, it } from "vitest";
import type { LabelledPair } from "../../../core/dedupe/active-learning";
import { linkRecords } from "../../../core/dedupe/linkage";
import { suggestRules } from "../../../core/dedupe/load-table";
import type { Row } from "../../../core/dedupe/types";
import { BACKGROUND_HEADERS, backgroundCustomers, together } from "./together";

/** Rows of the test file and who each row is; the background customers are each themselves. */
function household(): { rows: Row[]; person: string[]; first: number } {
  const base = backgroundCustomers(60);
  // Duplicates the model gets right on its own, so there is something to ask about besides Pat.
  const copies: Row[] = base
    .slice(0, 8)
    .map((row) => [`${row[0]}`, `${row[1]}`, "", `${row[3]}`, "", `${row[5]}`, ""]);
  // Men who go by a short form in one source: one person each, a maybe the model cannot pre-accept,
  // each pair with other columns filled so each is a comparison pattern of its own.
  const nicknames = [
    ["Bob", "Robert"],
    ["Bill", "William"],
    ["Dick", "Richard"],
    ["Ted", "Edward"],
    ["Jim", "James"],
    ["Tony", "Anthony"],
  ];
  const shortForms: Row[] = nicknames.flatMap(([short, formal], index) => {
    const surname = ["Bakker", "Visser", "Smeets", "Kok", "Jacobs", "Willems"][index] ?? "";
    const full = [
      formal ?? "",
      surname,
      `196${index}-02-1${index}`,
      `Kerkstraat ${index + 1}`,
      `${7000 + index} AB`,
      "Ede",
      `0318${100000 + index}`,
    ];
    // Each copy leaves out one column: its own comparison pattern.
    const copy = full.map((cell, column) =>
      column === 0 ? (short ?? "") : column === index + 1 ? "" : cell,
    );
    return [full, copy];
  });
  const family: Row[] = [
    ["Patrick", "Smit", "1970-10-10", "Palmweg 3212", "", "Zwolle", ""],
    ["Patricia", "Smit", "1990-03-15", "Palmweg 3212", "", "Zwolle", ""],
    // Pat could be either; she is Patricia.
    ["Pat", "Smit", "", "Palmweg 3212", "", "Zwolle", ""],
  ];
  const rows = [...shortForms, ...base, ...copies, ...family];
  const offset = shortForms.length;
  const person = rows.map((_, index) => {
    if (index < offset) return `s${Math.floor(index / 2)}`;
    const customer = index - offset;
    return customer < base.length ? `c${customer}` : `c${customer - base.length}`;
  });
  const first = offset + base.length + copies.length;
  person[first] = "patrick";
  person[first + 1] = "patricia";
  person[first + 2] = "patricia";
  return { rows, person, first };
}

describe("which pairs 'Same or different?' asks about", () => {
  const { rows, person, first } = household();
  const rules = suggestRules(BACKGROUND_HEADERS, rows, "fuzzy");

  it("asks early about a row that matches two people the rules keep apart (Pat: Patrick or Patricia)", () => {
    const { questions } = linkRecords(rows, { rules, requireAllPairs: false });
    const pat = first + 2;
    expect(questions.slice(0, 5).some((pair) => pair.a === pat || pair.b === pat)).toBe(true);
  });

  it("puts Pat with Patricia after five answers taken from who the rows are", () => {
    const labels: LabelledPair[] = [];
    let result = linkRecords(rows, { rules, requireAllPairs: false });
    while (labels.length < 5 && result.questions.length > 0) {
      for (const pair of result.questions.slice(0, 5 - labels.length))
        labels.push({
          a: pair.a,
          b: pair.b,
          answer: person[pair.a] === person[pair.b] ? "same" : "different",
        });
      result = linkRecords(rows, { rules, requireAllPairs: false, labels });
    }
    expect(together(result.clusters, first + 1, first + 2)).toBe(true);
    expect(together(result.clusters, first, first + 2)).toBe(false);
  });
});
