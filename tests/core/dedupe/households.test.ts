import { describe, expect, it } from "vitest";
import { LEVEL_LABELS, MISSING, prepareComparison } from "../../../core/dedupe/comparison-levels";
import { linkRecords } from "../../../core/dedupe/linkage";
import { suggestRules } from "../../../core/dedupe/load-table";
import type { ColumnRule, Row } from "../../../core/dedupe/types";

const HEADERS = ["first_name", "surname", "date_of_birth", "street", "postcode", "city", "email"];
const GIVEN = ["Anna", "Bram", "Carlijn", "Daan", "Eline", "Frank", "Gijs", "Wouter", "Ivo", "Joris", "Kim"];
const SURNAMES = [
  "Jansen",
  "Dekker",
  "Visser",
  "Bakker",
  "Smit",
  "Mulder",
  "Bos",
  "Vos",
  "Peters",
  "Hendriks",
];
const CITIES = ["Utrecht", "Zwolle", "Breda", "Delft"];

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

/**
 * Households of two or three people: one surname, street, postcode, city and family e-mail, each
 * member with a given name and birth date of their own. Row `2 * h` and `2 * h + 1` are two
 * different members of household h.
 */
function households(count: number): string[][] {
  const rows: string[][] = [];
  for (let house = 0; house < count; house++) {
    const surname = `${SURNAMES[house % SURNAMES.length]}${house >= SURNAMES.length ? `-${SURNAMES[Math.floor(house / SURNAMES.length) % SURNAMES.length]}` : ""}`;
    const street = `Dorpsstraat ${house + 1}`;
    const postcode = `${1000 + house * 37} AB`;
    const city = CITIES[house % CITIES.length] ?? "";
    const email = `fam.${surname.toLowerCase()}@example.nl`;
    const members = 2 + (house % 2);
    for (let member = 0; member < members; member++) {
      const given = GIVEN[(house * 3 + member * 4) % GIVEN.length] ?? "";
      const born = `19${50 + ((house * 7 + member * 13) % 45)}-${pad(1 + ((house + member * 5) % 12))}-${pad(1 + ((house * 3 + member * 11) % 28))}`;
      rows.push([given, surname, born, street, postcode, city, email]);
    }
  }
  return rows;
}

function link(rows: readonly Row[]) {
  return linkRecords(rows, { rules: suggestRules(HEADERS, rows, "fuzzy"), requireAllPairs: false });
}

/** Rows that hold the same person: same given name and birth date (the file's duplicates below). */
function person(row: Row): string {
  return `${String(row[0]).slice(0, 2)}|${row[1]}|${row[2]}`;
}

describe("relatives are not one customer", () => {
  const base = households(40);
  // Re-typed records of some members: a nickname-free typo in the street, the e-mail left out.
  const duplicates: Row[] = base
    .filter((_, index) => index % 9 === 0)
    .map(([given = "", surname = "", born = "", street = "", postcode = "", city = ""]) => [
      given,
      surname,
      born,
      `${street}a`,
      postcode,
      city,
      "",
    ]);
  const rows = [...base, ...duplicates];

  it("never clusters family members who share surname, address and e-mail but differ in given name and birth date", () => {
    const { clusters } = link(rows);
    for (const cluster of clusters) {
      const people = new Set(cluster.rows.map((row) => person(rows[row] ?? [])));
      expect([...people], `cluster of rows ${cluster.rows.join(", ")}`).toHaveLength(1);
    }
  });

  it("still finds the re-typed records of one person in the household", () => {
    const { clusters } = link(rows);
    const found = duplicates.filter((_, index) => {
      const copy = base.length + index;
      return clusters.some((cluster) => cluster.rows.includes(copy) && cluster.rows.includes(index * 9));
    });
    expect(found.length).toBe(duplicates.length);
  });

  it("does not pre-accept twins: same birth date and household, given names that only look alike", () => {
    const twins: Row[] = [
      ["Mark", "Kusha", "1997-09-28", "Poppy Hills Dr 1304", "43004", "Blacklick", "kusha123@example.com"],
      ["Marsha", "Kusha", "1997-09-28", "Poppy Hills Dr 1304", "43004", "Blacklick", "kusha123@example.com"],
    ];
    const all = [...rows, ...twins];
    const { clusters } = link(all);
    const pair = clusters.find((cluster) => cluster.rows.includes(all.length - 1));
    expect(pair?.sure ?? false).toBe(false);
  });
});

describe("given name and surname typed into each other's columns", () => {
  it("clusters 'Noah | Watson' with 'Watson | Noah' and weighs the names as a near match", () => {
    const base = households(40);
    const swapped: Row[] = [0, 5, 12, 20].map((index) => {
      const [given = "", surname = "", born = "", street = "", , city = ""] = base[index] ?? [];
      return [surname, given, born, street, "", city, ""];
    });
    const rows = [...base, ...swapped];
    const result = link(rows);
    [0, 5, 12, 20].forEach((original, index) => {
      const copy = base.length + index;
      const at = result.clusters.findIndex(
        (cluster) => cluster.rows.includes(copy) && cluster.rows.includes(original),
      );
      expect(at, `row ${original} and its swapped copy`).toBeGreaterThanOrEqual(0);
      const link = result.evidence[at]?.find((pair) => pair.a === original || pair.b === original);
      expect(link?.levels.slice(0, 2)).toEqual([1, 1]);
    });
  });
});

describe("names the letters cannot compare", () => {
  const rules = suggestRules(["first_name", "surname"], [["a", "b"]], "fuzzy");

  it("treats a name in another script (张伟 against Zhang Wei) as missing, not as a difference", () => {
    const rows: Row[] = [
      ["伟", "张"],
      ["Wei", "Zhang"],
    ];
    const surname = prepareComparison(rows, rules[1] as ColumnRule);
    expect(surname.level(0, 1)).toBe(MISSING);
  });

  it("tells father from son: 'Morris I' and 'Morris II' are different given names", () => {
    const rows: Row[] = [
      ["Morris I", "Klein"],
      ["Morris II", "Klein"],
      ["Morris", "Klein"],
    ];
    const given = prepareComparison(rows, rules[0] as ColumnRule);
    expect(given.level(0, 1)).toBe(LEVEL_LABELS.name.length - 1);
    expect(given.level(0, 2)).toBeLessThanOrEqual(1);
  });
});

describe("an answer 'different' holds for the whole cluster", () => {
  it("never leaves two rows the user called different in one cluster, even when both match its centre", () => {
    const base = households(40);
    // One person three times: the full record, and two partial copies that only meet through it.
    const centre = ["Ivo", "Brouwer", "1980-05-06", "Kerkweg 9", "3511 KL", "Utrecht", "ivo@brouwer.nl"];
    const rows: Row[] = [
      ...base,
      centre,
      ["Ivo", "Brouwer", "1980-05-06", "Kerkweg 9", "", "", ""],
      ["Ivo", "Brouwer", "", "", "3511 KL", "Utrecht", "ivo@brouwer.nl"],
    ];
    const [full, partA, partB] = [base.length, base.length + 1, base.length + 2];
    const together = (result: ReturnType<typeof link>, a: number, b: number): boolean =>
      result.clusters.some((cluster) => cluster.rows.includes(a) && cluster.rows.includes(b));
    expect(together(link(rows), partA, partB)).toBe(true);
    const answered = linkRecords(rows, {
      rules: suggestRules(HEADERS, rows, "fuzzy"),
      requireAllPairs: false,
      labels: [{ a: partA, b: partB, answer: "different" }],
    });
    expect(together(answered, partA, partB)).toBe(false);
    expect(together(answered, full, partA) || together(answered, full, partB)).toBe(true);
  });
});

describe("re-typed e-mail addresses", () => {
  it("weighs an address with two or three typos as such, not as a different address", () => {
    const rows: Row[] = [["zporter@robinson.com"], ["zportsr@robineo.com"], ["hesskayla@carter.com"]];
    const rule = suggestRules(["email"], rows, "fuzzy")[0] as ColumnRule;
    const email = prepareComparison(rows, rule);
    expect(email.labels[email.level(0, 1)]).toBe("two or three typos");
    expect(email.labels[email.level(0, 2)]).toBe("different");
  });
});
