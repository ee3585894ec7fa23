import { describe, expect, it } from "vitest";
import { chooseColumns } from "../../../core/dedupe/choose-columns";
import { linkRecords } from "../../../core/dedupe/linkage";
import { suggestRules } from "../../../core/dedupe/load-table";
import type { Row } from "../../../core/dedupe/types";

/** A fixed pseudo-random sequence, so the generated list is the same on every run. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const WORDS = ["Kinderopvang", "Peuterspeelzaal", "BSO", "Gastouder", "Kindcentrum", "Daycare"];
const PLACES = [
  "De Regenboog",
  "Het Zonnetje",
  "Pinkeltje",
  "De Boomhut",
  "Ukkie",
  "Kikker",
  "De Vlinder",
  "Bolderburen",
];
const STREETS = ["Kerkstraat", "Dorpsweg", "Molenlaan", "Schoolstraat", "Parkweg", "Beukenlaan"];
const CITIES = ["Utrecht", "Zwolle", "Breda", "Delft", "Assen"];
/** Columns a merged provider register carries besides who the provider is: flags, codes, options. */
const WEAK_HEADERS = Array.from({ length: 24 }, (_, index) => `option_${index + 1}`);

function pick<T>(list: readonly T[], random: () => number): T {
  return list[Math.floor(random() * list.length)] as T;
}

/**
 * Childcare providers merged from several sources: name, street, city, postcode and phone say who a
 * provider is; 24 program options, funding codes and flags are re-typed by each source and disagree
 * between a provider's records. Each provider appears once or twice; `entity[row]` is its provider.
 */
function providerRegister(count: number): { headers: string[]; rows: Row[]; entity: number[] } {
  const random = sequence(29);
  const headers = ["provider_name", "street_address", "city", "postcode", "phone", ...WEAK_HEADERS];
  const rows: Row[] = [];
  const entity: number[] = [];
  const weak = (): string[] =>
    WEAK_HEADERS.map((_, index) =>
      index % 3 === 0
        ? pick(["Y", "N"], random)
        : index % 3 === 1
          ? `F${Math.floor(random() * 30)}`
          : pick(["0-4", "4-12", "0-12", "2-4", "all"], random) +
            ` ${pick(["voltijd", "deeltijd", "flex"], random)} ${Math.floor(random() * 9)}`,
    );
  for (let provider = 0; provider < count; provider++) {
    const name = `${pick(WORDS, random)} ${pick(PLACES, random)} ${provider}`;
    const street = `${pick(STREETS, random)} ${1 + Math.floor(random() * 300)}`;
    const city = pick(CITIES, random);
    const postcode = `${1000 + provider * 17} ${pick(["AB", "CD", "EF"], random)}`;
    const phone = `030${String(1000000 + provider * 7919).slice(-7)}`;
    const copies = provider % 3 === 0 ? 2 : 1;
    for (let copy = 0; copy < copies; copy++) {
      rows.push([name, street, city, postcode, phone, ...weak()]);
      entity.push(provider);
    }
  }
  return { headers, rows, entity };
}

describe("many weak columns never outvote name, address and phone", () => {
  const { headers, rows, entity } = providerRegister(150);
  // Every column ticked in, as a user who wants "all of it compared" does.
  const rules = suggestRules(headers, rows, "fuzzy");
  const { clusters } = linkRecords(rows, { rules, requireAllPairs: false });

  it("finds each provider's second record although its 24 options and codes all differ", () => {
    const truePairs = entity.filter((provider, row) => row > 0 && entity[row - 1] === provider).length;
    const found = clusters.filter((cluster) => new Set(cluster.rows.map((row) => entity[row])).size === 1);
    expect(found.length).toBe(truePairs);
  });

  it("never merges two providers", () => {
    for (const cluster of clusters)
      expect(new Set(cluster.rows.map((row) => entity[row])).size, `rows ${cluster.rows.join(", ")}`).toBe(1);
  });
});

const PARTS = [
  ["Noord", "Zuid", "Delta", "Polder", "Kust", "Rivier", "Duin", "Heide", "Veen", "Berg"],
  ["Bouw", "Techniek", "Handel", "Logistiek", "Advies", "Media", "Zorg", "Food", "Energie", "Design"],
];

/**
 * Trademark applicants: a company name, the coordinates of its address (re-geocoded per filing, so
 * they differ in the last decimals) and a class code per filing. Every fourth company filed three
 * times, once in capitals; `entity[row]` is its company.
 */
function applicantList(count: number): { headers: string[]; rows: Row[]; entity: number[] } {
  const random = sequence(31);
  const rows: Row[] = [];
  const entity: number[] = [];
  for (let company = 0; company < count; company++) {
    const name = `${PARTS[0]?.[company % 10]} ${PARTS[1]?.[Math.floor(company / 10) % 10]} ${company}`;
    const latitude = 52 + random();
    const longitude = 4 + random() * 2;
    for (let filing = 0; filing < (company % 4 === 0 ? 3 : 1); filing++) {
      const jitter = (): number => (random() - 0.5) * 0.01;
      rows.push([
        filing === 2 ? name.toUpperCase() : name,
        (latitude + jitter()).toFixed(5),
        (longitude + jitter()).toFixed(5),
        String(1 + Math.floor(random() * 45)),
      ]);
      entity.push(company);
    }
  }
  return { headers: ["company_name", "latitude", "longitude", "class_code"], rows, entity };
}

describe("a company's whole name decides against class codes and coordinates", () => {
  const { headers, rows, entity } = applicantList(100);
  const rules = suggestRules(headers, rows, "fuzzy");
  const included = chooseColumns(headers, rows, rules).filter((choice) => choice.included);
  const { clusters } = linkRecords(rows, {
    rules: rules.filter((rule) => included.some((choice) => choice.column === rule.column)),
    requireAllPairs: false,
  });

  it("leaves the coordinates out as measurements", () => {
    expect(included.map((choice) => headers[choice.column])).not.toContain("latitude");
  });

  it("puts every filing of a company in one cluster although their class codes differ", () => {
    const filed = entity.filter((company, row) => company % 4 === 0 && entity.indexOf(company) === row);
    for (const company of filed) {
      const own = entity.flatMap((other, row) => (other === company ? [row] : []));
      expect(clusters.some((cluster) => own.every((row) => cluster.rows.includes(row)))).toBe(true);
    }
  });

  it("never merges two companies that share a class code", () => {
    for (const cluster of clusters) expect(new Set(cluster.rows.map((row) => entity[row])).size).toBe(1);
  });
});
