import { describe, expect, it } from "vitest";
import { assignCentres, groupByCentre, type MatchEdges } from "../../../core/dedupe/centre-clusters";
import { linkRecords } from "../../../core/dedupe/linkage";
import { suggestRules } from "../../../core/dedupe/load-table";
import type { Row } from "../../../core/dedupe/types";

function edgesOf(pairs: readonly [number, number][], weight = 10): MatchEdges {
  return {
    length: pairs.length,
    a: Int32Array.from(pairs, ([a, b]) => Math.min(a, b)),
    b: Int32Array.from(pairs, ([a, b]) => Math.max(a, b)),
    weight: new Float64Array(pairs.length).fill(weight),
  };
}

const probability = (weight: number): number => 1 / (1 + 2 ** -weight);

describe("centre clustering", () => {
  it("does not chain A≈B≈…≈Z into one cluster when A and Z are different entities", () => {
    const rows = 26;
    // Each row matches only its neighbours in the chain.
    const chain = Array.from({ length: rows - 1 }, (_, row): [number, number] => [row, row + 1]);
    const matchWeight = (a: number, b: number): number | null => (Math.abs(a - b) <= 1 ? 10 : null);
    const { centreOf } = assignCentres(rows, edgesOf(chain), matchWeight, probability);
    const clusters = groupByCentre(centreOf);
    expect(clusters.some((cluster) => cluster.includes(0) && cluster.includes(rows - 1))).toBe(false);
    for (const cluster of clusters) {
      expect(cluster.length).toBeLessThanOrEqual(3);
      const centre = centreOf[cluster[0] ?? 0] ?? -1;
      for (const row of cluster) if (row !== centre) expect(matchWeight(row, centre)).not.toBeNull();
    }
    // The chain's links are not thrown away: most rows still sit in a cluster with a neighbour.
    expect(clusters.flat().length).toBeGreaterThanOrEqual(rows - 2);
  });

  it("keeps six near-variants of one record together, also when blocking missed some of their pairs", () => {
    // Variant 0 is the clean record; the others each match it, but not all of them were paired.
    const pairs: [number, number][] = [
      [0, 1],
      [0, 2],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
      [0, 5],
    ];
    const { centreOf } = assignCentres(6, edgesOf(pairs), () => 8, probability);
    expect(groupByCentre(centreOf)).toEqual([[0, 1, 2, 3, 4, 5]]);
  });

  it("leaves rows without a match out of every cluster", () => {
    const { centreOf } = assignCentres(5, edgesOf([[1, 3]]), () => null, probability);
    expect(groupByCentre(centreOf)).toEqual([[1, 3]]);
    expect([...centreOf]).toEqual([-1, 1, -1, 1, -1]);
  });
});

const VARIANTS: Row[] = [
  ["Johanna de Vries", "johanna.devries@example.nl", "0612345678", "Kerkstraat 12", "3511 AB"],
  ["J. de Vries", "johanna.devries@example.nl", "06-12345678", "Kerkstr. 12", "3511AB"],
  ["de Vries, Johanna", "", "+31 6 12345678", "Kerkstraat 12", "3511 AB"],
  ["Johana de Vries", "johanna.devries@example.nl", "0612345678", "", "3511 ab"],
  ["JOHANNA DE VRIES", "JOHANNA.DEVRIES@EXAMPLE.NL", "06 1234 5678", "Kerkstraat 12", ""],
  ["Johanna de Vriess", "johanna.devries@example.nl", "0612345687", "Kerkstraat 12", "3511 AB"],
];

const OTHERS: Row[] = [
  "Piet Bakker",
  "Anna Meijer",
  "Kees Visser",
  "Emma Smit",
  "Daan Mulder",
  "Fleur de Boer",
  "Ruben Bos",
  "Lotte Dekker",
  "Sanne Jansen",
  "Wei Chen",
  "Mehmet Yilmaz",
  "Eva de Groot",
].map((name, index) => [
  name,
  `${name.toLowerCase().replaceAll(" ", ".")}@example.nl`,
  `06${String(20000000 + index * 1234567).padStart(8, "0")}`,
  `Dorpsweg ${index + 1}`,
  `${2000 + index * 37} CD`,
]);

describe("linkage clusters", () => {
  it("keeps a true cluster of six near-variants of one person as one cluster, explained against its centre", () => {
    const rows = [...OTHERS.slice(0, 6), ...VARIANTS, ...OTHERS.slice(6)];
    const header = ["Naam", "E-mail", "Telefoon", "Adres", "Postcode"];
    const rules = suggestRules(header, rows, "fuzzy");
    const result = linkRecords(rows, { rules, requireAllPairs: false });
    expect(result.clusters.map((cluster) => cluster.rows)).toEqual([[6, 7, 8, 9, 10, 11]]);
    const evidence = result.evidence[0] ?? [];
    // Five links, one per member, all to the same centre row, and each at or above the threshold.
    expect(evidence).toHaveLength(5);
    const centre = [6, 7, 8, 9, 10, 11].find((row) =>
      evidence.every((pair) => pair.a === row || pair.b === row),
    );
    expect(centre).toBeDefined();
    for (const pair of evidence) expect(pair.probability).toBeGreaterThanOrEqual(result.threshold);
    expect(result.clusters[0]?.score).toBe(Math.min(...evidence.map((pair) => pair.probability)));
  });
});
