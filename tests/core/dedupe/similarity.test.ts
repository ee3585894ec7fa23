import { describe, expect, it } from "vitest";
import { expandAddressAbbreviations } from "../../../core/dedupe/address-abbreviations";
import {
  addressSimilarity,
  compareValues,
  jaroWinkler,
  levenshteinDistance,
  levenshteinRatio,
  tokenSetRatio,
} from "../../../core/dedupe/similarity";

describe("Jaro-Winkler", () => {
  it("matches the published reference values", () => {
    expect(jaroWinkler("martha", "marhta")).toBeCloseTo(0.9611, 4);
    expect(jaroWinkler("dwayne", "duane")).toBeCloseTo(0.84, 2);
    expect(jaroWinkler("dixon", "dicksonx")).toBeCloseTo(0.8133, 4);
  });

  it("is 1 for equal strings and 0 with nothing in common or an empty side", () => {
    expect(jaroWinkler("jansen", "jansen")).toBe(1);
    expect(jaroWinkler("abc", "xyz")).toBe(0);
    expect(jaroWinkler("", "abc")).toBe(0);
  });

  it("is symmetric", () => {
    expect(jaroWinkler("jansen", "janssen")).toBeCloseTo(jaroWinkler("janssen", "jansen"), 10);
  });
});

describe("Levenshtein", () => {
  it("counts edits", () => {
    expect(levenshteinDistance("kitten", "sitting")).toBe(3);
    expect(levenshteinDistance("", "abc")).toBe(3);
    expect(levenshteinDistance("flaw", "lawn")).toBe(2);
    expect(levenshteinDistance("same", "same")).toBe(0);
  });

  it("turns distance into a ratio of the longer length", () => {
    expect(levenshteinRatio("kitten", "sitting")).toBeCloseTo(1 - 3 / 7, 10);
    expect(levenshteinRatio("", "")).toBe(1);
    expect(levenshteinRatio("abc", "")).toBe(0);
  });
});

describe("token-set ratio", () => {
  it("ignores word order and repeated words", () => {
    expect(tokenSetRatio("jansen jan", "jan jansen")).toBe(1);
    expect(tokenSetRatio("jan jan jansen", "jansen jan")).toBe(1);
  });

  it("scores a subset as a match and a typo as high but not 1", () => {
    expect(tokenSetRatio("jan jansen", "jansen")).toBe(1);
    const typo = tokenSetRatio("jan jansen", "jan jnasen");
    expect(typo).toBeGreaterThanOrEqual(0.8);
    expect(typo).toBeLessThan(1);
  });

  it("keeps different people apart", () => {
    expect(tokenSetRatio("jan jansen", "piet de vries")).toBeLessThan(0.5);
    expect(tokenSetRatio("", "piet")).toBe(0);
    expect(tokenSetRatio("", "")).toBe(1);
  });
});

describe("addresses", () => {
  it("expands street abbreviations in words and word endings", () => {
    expect(expandAddressAbbreviations("kerkstr. 12")).toBe("kerkstraat 12");
    expect(expandAddressAbbreviations("kerkstr 12")).toBe("kerkstraat 12");
    expect(expandAddressAbbreviations("KERKSTR. 12")).toBe("KERKstraat 12");
    expect(expandAddressAbbreviations("burg. de withstr. 3")).toBe("burgemeester de withstraat 3");
    expect(expandAddressAbbreviations("stationsln 4")).toBe("stationslaan 4");
    expect(expandAddressAbbreviations("kerkstraat12")).toBe("kerkstraat 12");
  });

  it("scores abbreviated and written-out addresses as the same", () => {
    expect(addressSimilarity("kerkstr 12", "kerkstraat 12")).toBe(1);
    expect(addressSimilarity("st jansstraat 4", "sint jansstraat 4")).toBe(1);
  });

  it("keeps different house numbers apart", () => {
    expect(addressSimilarity("kerkstraat 12", "kerkstraat 14")).toBeLessThan(1);
  });
});

describe("compareValues", () => {
  it("dispatches on the method and short-cuts equal values", () => {
    expect(compareValues("abc", "abc", "exact")).toBe(1);
    expect(compareValues("abc", "abd", "exact")).toBe(0);
    expect(compareValues("martha", "marhta", "jaro-winkler")).toBeCloseTo(0.9611, 4);
    expect(compareValues("kitten", "sitting", "levenshtein")).toBeCloseTo(4 / 7, 10);
    expect(compareValues("jansen jan", "jan jansen", "token-set")).toBe(1);
    expect(compareValues("kerkstr 1", "kerkstraat 1", "address")).toBe(1);
  });
});
