import { describe, expect, it } from "vitest";
import { MISSING, prepareComparison } from "../../../core/dedupe/comparison-levels";
import { boundedTypoDistance } from "../../../core/dedupe/edit-distance";
import { findExactClusters } from "../../../core/dedupe/exact";
import { linkRecords } from "../../../core/dedupe/linkage";
import { estimateModel, type Pattern, sumWeights } from "../../../core/dedupe/linkage-model";
import { findIdentifierColumns, suggestRules } from "../../../core/dedupe/load-table";
import { normaliseValue } from "../../../core/dedupe/normalise";
import { phoneticCode, soundAlike } from "../../../core/dedupe/phonetic";
import type { Row } from "../../../core/dedupe/types";

function sameSound(a: string, b: string): boolean {
  return soundAlike(phoneticCode(a), phoneticCode(b));
}

describe("phonetic codes for names", () => {
  it("treats Dutch spellings of the same sound as one name", () => {
    expect(sameSound("Meijer", "Meyer")).toBe(true);
    expect(sameSound("Meijer", "Meier")).toBe(true);
    expect(sameSound("Dijkstra", "Dykstra")).toBe(true);
    expect(sameSound("Jansen", "Janzen")).toBe(true);
    expect(sameSound("Bakker", "Backer")).toBe(true);
  });

  it("ignores particles and word order", () => {
    expect(sameSound("van der Berg", "Berg")).toBe(true);
    expect(sameSound("Berg, van den", "Van den Berg")).toBe(true);
    expect(sameSound("Jan de Vries", "de Vries Jan")).toBe(true);
  });

  it("keeps different names apart", () => {
    expect(sameSound("Jansen", "Bakker")).toBe(false);
    expect(sameSound("Meijer", "Visser")).toBe(false);
    expect(sameSound("", "")).toBe(false);
  });
});

describe("Unicode", () => {
  it("compares composed and decomposed letters as equal (NFC first)", () => {
    const composed = "Ren\u00e9e Caf\u00e9";
    const decomposed = "Rene\u0301e Cafe\u0301";
    const rules = suggestRules(["Naam"], [[composed]], "exact")[0];
    if (!rules) throw new Error("no rule");
    expect(normaliseValue(decomposed, rules.normalisation)).toBe(
      normaliseValue(composed, rules.normalisation),
    );
    const clusters = findExactClusters([[composed], [decomposed]], [rules]);
    expect(clusters.map((cluster) => cluster.rows)).toEqual([[0, 1]]);
  });
});

describe("typo distance", () => {
  it("counts a swap of neighbours as one typo and stops past the limit", () => {
    expect(boundedTypoDistance("19810412", "19814012", 2)).toBe(1);
    expect(boundedTypoDistance("6988048", "6988049", 2)).toBe(1);
    expect(boundedTypoDistance("abcdef", "uvwxyz", 2)).toBe(3);
    expect(boundedTypoDistance("kort", "veel langer", 2)).toBe(3);
  });
});

/** Expected counts of every comparison vector under known m, u and λ (3 columns, 3 levels). */
function syntheticPatterns(m: number[][], u: number[][], lambda: number, pairs: number): Pattern[] {
  const patterns: Pattern[] = [];
  for (let x = 0; x < 3; x++)
    for (let y = 0; y < 3; y++)
      for (let z = 0; z < 3; z++) {
        const levels = [x, y, z];
        const pm = levels.reduce((p, level, column) => p * (m[column]?.[level] ?? 0), 1);
        const pu = levels.reduce((p, level, column) => p * (u[column]?.[level] ?? 0), 1);
        patterns.push({ levels: Uint8Array.from(levels), count: pairs * (lambda * pm + (1 - lambda) * pu) });
      }
  return patterns;
}

describe("EM estimation", () => {
  it("recovers m, u and the match share of a synthetic set", () => {
    const m = [
      [0.85, 0.1, 0.05],
      [0.75, 0.15, 0.1],
      [0.9, 0.06, 0.04],
    ];
    const u = [
      [0.02, 0.08, 0.9],
      [0.05, 0.15, 0.8],
      [0.01, 0.04, 0.95],
    ];
    const patterns = syntheticPatterns(m, u, 0.2, 1_000_000);
    // A rough start, as random pairs would give it.
    const start = u.map((column) => Float64Array.from(column.map((p, level) => (level === 2 ? p : p * 1.5))));
    const model = estimateModel(patterns, start);
    expect(model.lambda).toBeCloseTo(0.2, 2);
    model.m.forEach((column, index) => {
      column.forEach((p, level) => {
        expect(p).toBeCloseTo(m[index]?.[level] ?? 0, 2);
      });
    });
    model.u.forEach((column, index) => {
      column.forEach((p, level) => {
        expect(p).toBeCloseTo(u[index]?.[level] ?? 0, 2);
      });
    });
    // Agreement is evidence for a match, disagreement against.
    expect(model.weights[0]?.[0]).toBeGreaterThan(5);
    expect(model.weights[0]?.[2]).toBeLessThan(-3);
  });
});

const PEOPLE: Row[] = [
  ["Naam", "Geboortedatum", "E-mail", "Plaats"],
  ["Jan Jansen", "12-04-1981", "jan.jansen@example.nl", "Utrecht"],
  ["Janssen, Jan", "12-04-1981", "", "Utrecht"],
  ["Piet de Vries", "03-11-1975", "piet@example.nl", "Delft"],
  ["P. de Vries", "03-11-1975", "piet@example.nl", ""],
  ["Anna Bakker", "", "", ""],
  ["Sanne Meijer", "30-01-1990", "sanne@example.nl", "Gouda"],
  ["Sanne Meyer", "30-01-1990", "sanne.meyer@example.nl", "Gouda"],
  ["Kees Visser", "07-07-1966", "kees@example.nl", "Zwolle"],
  ["Emma Smit", "21-09-1999", "emma@example.nl", "Breda"],
  ["Daan Mulder", "14-02-1985", "daan@example.nl", "Leiden"],
  ["Fleur de Boer", "05-05-1970", "fleur@example.nl", "Utrecht"],
  ["Ruben Bos", "", "", ""],
  ["Lotte Dekker", "18-08-1992", "lotte@example.nl", "Delft"],
  ["Mehmet Yilmaz", "09-03-1979", "mehmet@example.nl", "Rotterdam"],
  ["Wei Chen", "11-12-1988", "wei@example.nl", "Amsterdam"],
];

function linkPeople() {
  const [header = [], ...rows] = PEOPLE;
  const rules = suggestRules(header as string[], rows, "fuzzy");
  return { rows, rules, result: linkRecords(rows, { rules, requireAllPairs: false }) };
}

describe("Fellegi–Sunter linkage", () => {
  it("finds duplicates with typos, swapped names and other spellings", () => {
    const { result } = linkPeople();
    expect(result.clusters.map((cluster) => cluster.rows)).toEqual([
      [0, 1],
      [2, 3],
      [5, 6],
    ]);
    for (const cluster of result.clusters) expect(cluster.score).toBeGreaterThanOrEqual(result.threshold);
  });

  it("treats a blank on either side as no evidence", () => {
    const { rows, rules, result } = linkPeople();
    const email = rules.findIndex((rule) => rule.normalisation.kind === "email");
    const column = prepareComparison(rows, rules[email] ?? (rules[0] as never));
    expect(column.level(0, 1)).toBe(MISSING);
    // Two rows that share nothing but blanks are not a match.
    expect(column.level(4, 11)).toBe(MISSING);
    expect(result.clusters.some((cluster) => cluster.rows.includes(4) && cluster.rows.includes(11))).toBe(
      false,
    );
    const different = (result.columns[email]?.labels.length ?? 1) - 1;
    const nameOnly = sumWeights(result.model.weights, [0, MISSING, MISSING, MISSING]);
    const withBlank = sumWeights(
      result.model.weights,
      [0, MISSING, MISSING, MISSING].map((level, index) => (index === email ? MISSING : level)),
    );
    const withOther = sumWeights(
      result.model.weights,
      [0, MISSING, MISSING, MISSING].map((level, index) => (index === email ? different : level)),
    );
    expect(withBlank).toBe(nameOnly);
    expect(withOther).toBeLessThan(nameOnly);
    const pair = result.evidence[0]?.[0];
    expect(pair?.levels[email]).toBe(MISSING);
  });

  it("explains each pair per column with a level and a weight that add up to the total", () => {
    const { result } = linkPeople();
    const pair = result.evidence[0]?.[0];
    if (!pair) throw new Error("no evidence");
    // Exact matches carry their value's term-frequency adjustment; other levels are the model's weight.
    pair.levels.forEach((level, column) => {
      if (level === MISSING) expect(pair.columnWeights[column]).toBe(0);
      else if (level > 0) expect(pair.columnWeights[column]).toBe(result.model.weights[column]?.[level]);
    });
    const total = pair.columnWeights.reduce((sum, weight) => sum + weight, 0);
    expect(pair.weight).toBeCloseTo(total, 9);
    const name = result.columns[0];
    expect(name?.kind).toBe("name");
    expect(name?.labels[pair.levels[0] ?? 0]).toBe("near match");
  });
});

describe("column roles", () => {
  it("leaves near-unique code columns out and keeps e-mail", () => {
    const header = ["Klantnummer", "Naam", "E-mail"];
    const rows: Row[] = Array.from({ length: 40 }, (_, i) => [
      `K${1000 + i}`,
      i % 2 ? "Jan" : "Piet",
      `u${i}@example.nl`,
    ]);
    const rules = suggestRules(header, rows, "fuzzy");
    expect(findIdentifierColumns(rows, rules)).toEqual([0]);
  });
});
